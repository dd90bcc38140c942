import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Batches of layer changes (Core Animation's `CATransaction`), kept per thread. Changes land at
/// once here, so a transaction keeps its settings for code to read back and runs its completion
/// block as it commits. A setting made with no transaction open goes to the implicit one, which
/// commits at the run loop's next turn, as Core Animation's does.
open class LayerTransaction: NSObject {
    /// One open transaction's settings.
    private final class Frame {
        var duration: CFTimeInterval = 0.25
        var timingFunction: MediaTimingFunction?
        var disablesActions = false
        var completion: (() -> Void)?
        var values: [String: Any] = [:]
    }
    private static let stack = ThreadLocal<[Frame]>("swift-masonry.LayerTransaction.open")
    private static var current: Frame? { stack.value?.last }
    /// The innermost transaction, or the implicit one, opened now and committed at the run loop's
    /// next turn, when none is open.
    private static var forChange: Frame {
        if let current { return current }
        let implicit = Frame()
        stack.value = [implicit]
        AnimationCompletion.runAtNextTurn {
            guard stack.value?.first === implicit else { return }
            stack.value?.removeFirst()
            if stack.value?.isEmpty == true { stack.value = nil }
            implicit.completion?()
        }
        return implicit
    }

    /// Opens a transaction, nested in any open one.
    public static func begin() { stack.value = (stack.value ?? []) + [Frame()] }

    /// Closes the innermost transaction and runs its completion block.
    public static func commit() {
        guard var frames = stack.value, let frame = frames.popLast() else { return }
        stack.value = frames.isEmpty ? nil : frames
        if let completion = frame.completion { AnimationCompletion.run(completion) }
    }

    /// Commits pending changes: there are none here, as every change lands at once.
    public static func flush() {}
    /// Takes the transaction lock (there is one thread's transactions each here: nothing to lock).
    public static func lock() {}
    /// Releases the transaction lock.
    public static func unlock() {}

    /// The duration animations in the innermost transaction take (0.25 s by default).
    public static func animationDuration() -> CFTimeInterval { current?.duration ?? 0.25 }
    /// Sets it for the innermost transaction.
    public static func setAnimationDuration(_ duration: CFTimeInterval) { forChange.duration = duration }
    /// The pacing of animations in the innermost transaction.
    public static func animationTimingFunction() -> MediaTimingFunction? { current?.timingFunction }
    /// Sets it for the innermost transaction.
    public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) { forChange.timingFunction = function }
    /// Whether property changes in the innermost transaction skip their implicit animations.
    public static func disableActions() -> Bool { current?.disablesActions ?? false }
    /// Sets it for the innermost transaction.
    public static func setDisableActions(_ flag: Bool) { forChange.disablesActions = flag }
    /// The block run when the innermost transaction's animations end.
    public static func completionBlock() -> (() -> Void)? { current?.completion }
    /// Sets it: run as the innermost transaction commits.
    public static func setCompletionBlock(_ block: (() -> Void)?) { forChange.completion = block }
    /// A value kept in the innermost transaction under `key`.
    public static func value(forKey key: String) -> Any? { current?.values[key] }
    /// Keeps `value` in the innermost transaction under `key`.
    public static func setValue(_ value: Any?, forKey key: String) { forChange.values[key] = value }
}
