import AutoLayout
import Foundation

// Foundation on Linux makes timers from blocks only; UIKit code makes them with a target and a
// selector. Those are a subclass, as only a subclass can return the `userInfo` it was given
// (Linux's `Timer.userInfo` is always nil), and an extension of a class cannot make one in an
// initializer: a protocol extension can, by assigning `self`.

/// What lets `Timer(timeInterval:target:selector:userInfo:repeats:)` make a timer that keeps
/// its `userInfo`; only `Timer` conforms.
public protocol TimerSelectorInitializing {}

extension Timer: TimerSelectorInitializing {}

extension TimerSelectorInitializing where Self == Timer {
    /// A timer sending `aSelector` to `aTarget` with the timer as argument after `ti` seconds
    /// (every `ti` seconds if it repeats), once added to a run loop. The target is kept until the
    /// timer is invalidated, as Foundation keeps it.
    public init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                userInfo: Any?, repeats yesOrNo: Bool) {
        self = SelectorTimer(interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    }
}

extension Timer {
    /// A timer sending `aSelector` to `aTarget`, added to the current run loop.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// A timer that sends a selector to a target.
final class SelectorTimer: Timer {
    private var target: AnyObject?
    private let selector: Selector
    private var storedUserInfo: Any?
    private let repeats: Bool

    init(interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.target = TargetAction.object(target, for: selector, in: "Timer(timeInterval:target:selector:userInfo:repeats:)")
        (self.selector, storedUserInfo, self.repeats) = (selector, userInfo, repeats)
        if !interval.isFinite {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidValue, message: "A timer sending \(selector.name) was given an interval of \(interval) "
                    + "seconds; it uses 0.1 ms, as Foundation does for one of zero", file: selector.file, line: selector.line))
        }
        // Foundation's smallest interval, which it takes for zero or less.
        let seconds = interval > 0 && interval.isFinite ? interval : 0.0001
        // The block gets the timer, so it captures nothing that is not Sendable.
        super.init(fire: Date(timeIntervalSinceNow: seconds), interval: seconds, repeats: repeats) { timer in
            (timer as? SelectorTimer)?.sendSelector()
        }
    }

    /// What the timer was made with.
    override var userInfo: Any? { storedUserInfo }

    /// Stops the timer and lets its target and user info go (Foundation on Linux never frees a
    /// timer, so what it holds must not outlive its use).
    override func invalidate() {
        super.invalidate()
        target = nil
        storedUserInfo = nil
    }

    private func sendSelector() {
        guard let target else { return }
        nonisolated(unsafe) let receiver = target, timer = self  // cross as in Objective-C
        let selector = selector
        assumeViewIsolation { SelectorDispatch.perform(selector, on: receiver, with: [timer]) }
        if !repeats { invalidate() }  // fired once: done with the target, as Foundation is
    }
}
