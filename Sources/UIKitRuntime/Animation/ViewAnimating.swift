import AutoLayout
import Foundation

/// Where an animator is (UIKit's `UIViewAnimatingState`).
public enum ViewAnimatingState: Int, Sendable { case inactive, active, stopped }
/// Where an animator finished: at its end, its start, or where it was (UIKit's `UIViewAnimatingPosition`).
public enum ViewAnimatingPosition: Int, Sendable { case end, start, current }

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What can be started, paused, scrubbed and stopped (UIKit's `UIViewAnimating`).
public protocol ViewAnimating: AnyObject {
    /// Inactive, active or stopped.
    var state: ViewAnimatingState { get }
    /// Whether it is running now.
    var isRunning: Bool { get }
    /// Whether it runs back to its start.
    var isReversed: Bool { get set }
    /// How far it has come, 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) it.
    func startAnimation()
    /// Starts it after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses it, starting it paused if it was inactive.
    func pauseAnimation()
    /// Stops it: inactive at once without completions, or stopped until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition`, calling its completions.
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// An animator blocks can be added to (UIKit's `UIViewImplicitlyAnimating`).
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds changes to animate.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds changes to animate, starting `delayFactor` of the way in.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds what runs when it finishes.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with other timing.
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat)
}
