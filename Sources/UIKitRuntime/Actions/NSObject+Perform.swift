import AutoLayout
import Foundation

// NSObject's selector methods, which UIKit code calls on its views, controllers and other objects. The method a
// selector names is found through the dispatchers `SelectorDispatch` holds; one nobody has is
// reported ("Unrecognized selector … sent to …") where Objective-C would throw.

extension NSObject {
    /// Calls the method `aSelector` names, with no argument.
    public func perform(_ aSelector: Selector!) {
        send(aSelector, [], in: "perform(_:)")
    }

    /// Calls the method `aSelector` names with `object` (a method taking none ignores it).
    public func perform(_ aSelector: Selector!, with object: Any!) {
        send(aSelector, [object], in: "perform(_:with:)")
    }

    /// Calls the method `aSelector` names with `object1` and `object2`.
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) {
        send(aSelector, [object1, object2], in: "perform(_:with:with:)")
    }

    /// Calls the method `aSelector` names with `anArgument` once `delay` seconds have passed, from
    /// a timer on the current thread's run loop (which must run for it to fire). Until then the
    /// object and the argument are kept, as NSObject keeps them.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        DelayedPerform.schedule(aSelector, on: self, with: anArgument, after: delay)
    }

    /// Cancels the delayed performs on the current thread's run loop whose target is `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerform.cancel(target: aTarget, selector: nil, object: nil, matchingObject: false)
    }

    /// Cancels the delayed performs on the current thread's run loop of `aSelector` on `aTarget`
    /// with `anArgument` (the same object, or an equal value).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector,
                                                     object anArgument: Any?) {
        DelayedPerform.cancel(target: aTarget, selector: aSelector, object: anArgument, matchingObject: true)
    }

    private func send(_ selector: Selector?, _ arguments: [Any?], in api: String) {
        guard let selector else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .misuse, message: "\(api) was sent a nil selector on \(type(of: self))"))
            return
        }
        // Performed in the views' isolation, as every selector is (their targets are views and
        // controllers); the values cross into it as they would in Objective-C.
        nonisolated(unsafe) let target = self, arguments = arguments
        assumeViewIsolation { SelectorDispatch.perform(selector, on: target, with: arguments) }
    }
}
