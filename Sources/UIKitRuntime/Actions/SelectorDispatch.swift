import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// How a selector reaches a method without the Objective-C runtime: a module's generated
/// dispatcher — a `switch` on the selector's name for each class whose methods it found —
/// is registered here, and performing a selector asks each registered dispatcher in turn.
///
/// A dispatcher takes the target, the selector's name and the arguments (nil: only say whether
/// the target has the method) and returns whether it has it.
public enum SelectorDispatch {
#if MainActorViews
    /// A module's dispatcher: `(target, name, arguments) -> found`, run on the main actor.
    public typealias Dispatcher = @MainActor @Sendable (_ target: AnyObject, _ name: String, _ arguments: [Any?]?) -> Bool
#else
    /// A module's dispatcher: `(target, name, arguments) -> found`.
    public typealias Dispatcher = @Sendable (_ target: AnyObject, _ name: String, _ arguments: [Any?]?) -> Bool
#endif

    /// Adds `dispatcher` under `key` (a module's name); registering a key again keeps the first.
    /// For the code the port generates (`@_spi(MasonryPort) import UIKitRuntime`), not for apps.
    @_spi(MasonryPort)
    nonisolated public static func register(_ key: String, _ dispatcher: @escaping Dispatcher) {
        SelectorTable.register(key, dispatcher)
    }

    /// Whether `target` has a method named by `selector`.
    public static func responds(_ target: AnyObject, to selector: Selector) -> Bool {
        SelectorTable.dispatch(target, selector.name, nil)
    }

    /// Calls the method `selector` names on `target` with `arguments` (the sender, then the event
    /// or a second object; a method taking fewer ignores the rest). Returns whether a method was
    /// found; when none was, reports a diagnostic naming the selector and the target's class.
    @discardableResult
    public static func perform(_ selector: Selector, on target: AnyObject, with arguments: [Any?]) -> Bool {
        if SelectorTable.dispatch(target, selector.name, arguments) { return true }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .misuse,
            message: "Unrecognized selector \(selector.name) sent to \(type(of: target)): no method of that "
                + "Objective-C name in the sources ported for it", file: selector.file, line: selector.line))
        return false
    }

    /// The argument at `index` as the method's parameter type `T`, for generated dispatchers:
    /// nil (after a diagnostic naming the selector) when it is missing or of another type, unless
    /// `T` takes nil. For the code the port generates, as `register`.
    @_spi(MasonryPort)
    nonisolated public static func argument<T>(_ arguments: [Any?], _ index: Int, as type: T.Type, for name: String) -> T? {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        if let value, let typed = value as? T { return typed }
        if value == nil, let none = (nil as Any?) as? T { return none }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .misuse,
            message: "\(name) takes \(T.self) as argument \(index + 1), but was sent "
                + (value.map { "\(Swift.type(of: $0))" } ?? "nothing")))
        return nil
    }
}
