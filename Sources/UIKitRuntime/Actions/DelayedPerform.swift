import AutoLayout
import Foundation

/// A selector performed later (`perform(_:with:afterDelay:)`): a timer on the run loop of the
/// thread that asked, and the list of those still pending there, which is what
/// `cancelPreviousPerformRequests` searches, as NSObject's searches only the current run loop.
final class DelayedPerform: @unchecked Sendable {
    // Unchecked: a request is made, fired and cancelled on the one thread whose run loop holds
    // its timer, which is all the timer's `@Sendable` block needs.
    private static let pending = ThreadLocal<[DelayedPerform]>("swift-masonry.DelayedPerform.pending")

    let target: NSObject
    let selector: Selector
    let argument: Any?
    private var timer: Timer?

    private init(target: NSObject, selector: Selector, argument: Any?) {
        (self.target, self.selector, self.argument) = (target, selector, argument)
    }

    /// Schedules `selector` on `target` with `argument` after `delay` seconds (at once for a
    /// negative or non-finite delay, after a diagnostic for the non-finite one).
    static func schedule(_ selector: Selector, on target: NSObject, with argument: Any?, after delay: TimeInterval) {
        var seconds = max(0, delay)
        if !delay.isFinite {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidValue, message: "perform(_:with:afterDelay:) was given a delay of \(delay); "
                    + "\(selector.name) is performed at the next turn of the run loop instead",
                file: selector.file, line: selector.line))
            seconds = 0
        }
        let request = DelayedPerform(target: target, selector: selector, argument: argument)
        // Weakly: the pending list owns the request, and Foundation on Linux never frees a block
        // timer, which must not keep the target alive with it.
        let timer = Timer(timeInterval: seconds, repeats: false) { [weak request] _ in request?.fire() }
        request.timer = timer
        pending.value = (pending.value ?? []) + [request]
        RunLoop.current.add(timer, forMode: .default)
    }

    /// Cancels the pending requests for `target` (and `selector` and `object` when
    /// `matchingObject`) on this thread.
    static func cancel(target: Any, selector: Selector?, object: Any?, matchingObject: Bool) {
        let targetObject = target as AnyObject
        let (cancelled, kept) = (pending.value ?? []).reduce(into: ([DelayedPerform](), [DelayedPerform]())) {
            let matches = $1.target === targetObject && (selector == nil || $1.selector == selector)
                && (!matchingObject || same($1.argument, object))
            if matches { $0.0.append($1) } else { $0.1.append($1) }
        }
        for request in cancelled {
            request.timer?.invalidate()
            request.timer = nil
        }
        pending.value = kept.isEmpty ? nil : kept
    }

    private func fire() {
        let rest = (Self.pending.value ?? []).filter { $0 !== self }
        Self.pending.value = rest.isEmpty ? nil : rest
        timer = nil
        assumeViewIsolation { SelectorDispatch.perform(selector, on: target, with: [argument]) }
    }

    /// Whether two arguments are the same: both nil, the same object, or equal values.
    private static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case let (lhs?, rhs?):
            if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
            if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
            return false
        default: return false
        }
    }
}
