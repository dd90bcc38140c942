import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What runs beside a size transition (UIKit's `UIViewControllerTransitionCoordinator`).
public protocol TransitionCoordinator: AnyObject {
    /// Runs `animation` with the transition and `completion` after it.
    @discardableResult
    func animate(alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
                 completion: ((TransitionCoordinatorContext) -> Void)?) -> Bool
}

extension TransitionCoordinator {
    /// Runs `animation` with the transition, with no completion (UIKit's requirement defaults it to nil).
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a transition's blocks are told (UIKit's `UIViewControllerTransitionCoordinatorContext`).
public protocol TransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates (false here: layouts land at once).
    var isAnimated: Bool { get }
}

/// The coordinator of `transition(to:)`: animation blocks run after the new layout, as their
/// end state; completions follow.
final class ImmediateTransitionCoordinator: TransitionCoordinator, TransitionCoordinatorContext {
    private var animations: [(TransitionCoordinatorContext) -> Void] = []
    private var completions: [(TransitionCoordinatorContext) -> Void] = []
    var isAnimated: Bool { false }

    func animate(alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
                 completion: ((TransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func finish() {
        for animation in animations { animation(self) }
        for completion in completions { completion(self) }
    }
}
