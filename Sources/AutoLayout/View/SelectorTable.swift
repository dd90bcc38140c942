import Foundation
import Synchronization

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The methods selectors reach, without the Objective-C runtime: each module's generated
/// dispatcher — a `switch` on the selector's name for each class whose methods it found — and
/// this package's own responders' and views' methods that apps name in selectors. It lives with
/// `Responder` because a responder's default `canPerformAction(_:withSender:)` asks it;
/// `UIKitRuntime`'s `SelectorDispatch` registers dispatchers here and performs through it.
package enum SelectorTable {
#if MainActorViews
    private typealias ViewMethod<Target> = @MainActor @Sendable (Target) -> Void
#else
    private typealias ViewMethod<Target> = @Sendable (Target) -> Void
#endif
    /// A module's dispatcher: `(target, name, arguments) -> found`; nil arguments only ask.
#if MainActorViews
    package typealias Dispatcher = @MainActor @Sendable (_ target: AnyObject, _ name: String, _ arguments: [Any?]?) -> Bool
#else
    package typealias Dispatcher = @Sendable (_ target: AnyObject, _ name: String, _ arguments: [Any?]?) -> Bool
#endif

    nonisolated private static let dispatchers = Mutex<[(key: String, dispatch: Dispatcher)]>([])

    /// Adds `dispatcher` under `key` (a module's name); registering a key again keeps the first.
    /// O(registered modules).
    nonisolated package static func register(_ key: String, _ dispatcher: @escaping Dispatcher) {
        dispatchers.withLock { list in
            guard !list.contains(where: { $0.key == key }) else { return }
            list.append((key, dispatcher))
        }
    }

    /// Calls the method `name` names on `target` with `arguments`, or with nil only says whether
    /// it has one; returns whether a method was found. O(registered modules).
    package static func dispatch(_ target: AnyObject, _ name: String, _ arguments: [Any?]?) -> Bool {
        let list = dispatchers.withLock { $0 }
        return list.contains { $0.dispatch(target, name, arguments) } || dispatchBuiltIn(target, name, arguments)
    }

    /// The methods of this package's own classes that apps name in selectors: a responder's, then
    /// a view's.
    private static let responderMethods: [String: ViewMethod<Responder>] = [
        "becomeFirstResponder": { $0.becomeFirstResponder() },
        "resignFirstResponder": { $0.resignFirstResponder() },
    ]
    private static let viewMethods: [String: ViewMethod<View>] = [
        "endEditing:": { $0.endEditing(true) },
        "setNeedsLayout": { $0.setNeedsLayout() },
        "layoutIfNeeded": { $0.layoutIfNeeded() },
        "removeFromSuperview": { $0.removeFromSuperview() },
        "sizeToFit": { $0.sizeToFit() },
    ]

    private static func dispatchBuiltIn(_ target: AnyObject, _ name: String, _ arguments: [Any?]?) -> Bool {
        if let responder = target as? Responder, let method = responderMethods[name] {
            if arguments != nil { method(responder) }
            return true
        }
        if let view = target as? View, let method = viewMethods[name] {
            if arguments != nil { method(view) }
            return true
        }
        return false
    }
}
