import AutoLayout
import Foundation

/// Animations that can be started, paused, scrubbed, reversed and stopped (UIKit's
/// `UIViewPropertyAnimator`). As `View.animate` here, nothing moves over time: starting runs the
/// animations at once (their frames recorded in `lastAnimation`) and the completions follow,
/// unless `pausesOnCompletion` keeps it active; a paused animator keeps `fractionComplete` as set.
/// Finishing at `.start` reports that position but leaves the animations' changes in place.
open class ViewPropertyAnimator: NSObject, ViewImplicitlyAnimating {
    /// How long the animations last.
    public let duration: TimeInterval
    /// How long it waits before starting (not waited for here).
    public private(set) var delay: TimeInterval = 0
    /// The timing curve.
    public let timingParameters: (any TimingCurveProvider)?
    /// Whether the animated views take touches while it runs (kept).
    open var isUserInteractionEnabled = true
    /// Whether hit-testing sees the views where they are drawn (kept).
    open var isManualHitTestingEnabled = false
    /// Whether it can be paused and stopped (yes by default).
    open var isInterruptible = true
    /// Whether scrubbing is linear whatever the curve (kept).
    open var scrubsLinearly = true
    /// Whether it stays active at its end instead of completing.
    open var pausesOnCompletion = false

    /// Inactive, active or stopped.
    open private(set) var state = ViewAnimatingState.inactive
    /// Whether it is running now (never for long here: it runs to its end at once).
    open private(set) var isRunning = false
    /// Whether it runs back to its start.
    open var isReversed = false
    /// How far it has come, 0 to 1; setting it on an inactive animator makes it active and paused, as UIKit's.
    open var fractionComplete: CGFloat {
        get { fraction }
        set {
            if state == .inactive { pauseAnimation() }
            fraction = min(max(newValue.isFinite ? newValue : 0, 0), 1)
        }
    }
    /// The frames the last run of the animations moved, for a renderer to draw.
    public private(set) var lastAnimation: LayoutAnimation?

    private var fraction: CGFloat = 0
    private var animations: [() -> Void] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []

    /// An animator of `duration` timed by `parameters`.
    public init(duration: TimeInterval, timingParameters parameters: any TimingCurveProvider) {
        (self.duration, timingParameters) = (duration, parameters)
        super.init()
    }
    /// An animator of `duration` on a built-in `curve`.
    public convenience init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }
    /// An animator of `duration` on a cubic curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }
    /// An animator of `duration` on a spring of `ratio` damping.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }
    /// An animator already started with `animations` and `completion`, as UIKit's class method makes one.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((ViewAnimatingPosition) -> Void)? = nil) -> ViewPropertyAnimator {
        let curve: View.AnimationCurve = options.contains(.curveLinear) ? .linear : options.contains(.curveEaseIn) ? .easeIn
            : options.contains(.curveEaseOut) ? .easeOut : .easeInOut
        let animator = ViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        animator.delay = delay
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    /// Adds changes to animate; on an active animator they run at once.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { run([animation]) } else { animations.append(animation) }
    }
    /// Adds changes to animate (the delay is not waited for).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }
    /// Adds what runs when it finishes, with where it finished.
    open func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Starts it: the animations run at once, then the completions (unless `pausesOnCompletion`).
    open func startAnimation() {
        guard state != .stopped else { return misuse("startAnimation() on a stopped animator: finish it first with finishAnimation(at:)") }
        if state == .inactive { begin() }
        isRunning = true
        reachEnd()
    }
    /// Starts it; the delay is not waited for.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }
    /// Pauses it: an inactive animator's animations run and it stays active, at `fractionComplete`.
    open func pauseAnimation() {
        guard state != .stopped else { return misuse("pauseAnimation() on a stopped animator") }
        if state == .inactive { begin() }
        isRunning = false
    }
    /// Stops it: at once and without completions when `withoutFinishing`, else stopped until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }
    /// Finishes a stopped animator at `finalPosition`, calling its completions.
    open func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state == .stopped else { return misuse("finishAnimation(at:) on an animator that is not stopped") }
        complete(at: finalPosition)
    }
    /// Resumes a paused animator, to its end at once.
    open func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active else { return }
        isRunning = true
        reachEnd()
    }

    private func begin() {
        state = .active
        let pending = animations
        animations = []
        run(pending)
    }

    private func run(_ blocks: [() -> Void]) {
        guard !blocks.isEmpty else { return }
        let curve = (timingParameters?.cubicTimingParameters?.animationCurve) ?? .easeInOut
        let options: View.AnimationOptions = curve == .linear ? .curveLinear : curve == .easeIn ? .curveEaseIn : curve == .easeOut ? .curveEaseOut : []
        lastAnimation = View.animate(withDuration: duration, delay: 0, options: options, animations: { blocks.forEach { $0() } })
    }

    private func reachEnd() {
        fraction = isReversed ? 0 : 1
        if pausesOnCompletion {
            isRunning = false
        } else {
            complete(at: isReversed ? .start : .end)
        }
    }

    private func complete(at position: ViewAnimatingPosition) {
        (state, isRunning) = (.inactive, false)
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }

    private func misuse(_ message: String) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "UIViewPropertyAnimator: \(message) (UIKit raises an exception): ignored"))
    }
}
