import Foundation
import Testing
import AutoLayout
import UIKitRuntime

/// `UIViewPropertyAnimator` as apps drive it: nothing moves over time here, so a started
/// animator's changes land at once and its completions follow; a paused one stays active.
@MainActor @Suite struct PropertyAnimatorTests {
    @Test func startingRunsTheAnimationsAtOnceThenTheCompletionsAtTheEnd() {
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 0.3, curve: .easeIn) { box.frame.origin.x = 100 }
        animator.addAnimations { box.alpha = 0.5 }
        animator.addCompletion { finished.append($0) }
        #expect(animator.state == .inactive && box.frame.minX == 0)
        animator.startAnimation()
        #expect(box.frame.minX == 100 && box.alpha == 0.5)
        #expect(finished == [.end])
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 1)
        #expect(animator.lastAnimation?.moves.map(\.from) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        #expect(animator.lastAnimation?.duration == 0.3)
    }

    @Test func aScrubbedAnimatorIsActiveAndPausedUntilStopped() {
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations { box.frame.origin.y = 50 }
        animator.addCompletion { finished.append($0) }
        animator.fractionComplete = 0.25
        // Scrubbing an inactive animator starts it paused: its changes are in place.
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 0.25 && box.frame.minY == 50)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && finished.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive && finished == [.current])
    }

    @Test func stoppingWithoutFinishingSkipsTheCompletions() {
        var finished: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 1, dampingRatio: 0.7, animations: {})
        animator.pausesOnCompletion = true
        animator.addCompletion { finished.append($0) }
        animator.startAnimation()
        // Pausing on completion keeps it active at its end.
        #expect(animator.state == .active && animator.fractionComplete == 1 && finished.isEmpty)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && finished.isEmpty)
        #expect(animator.timingParameters?.springTimingParameters?.dampingRatio == 0.7)
    }

    @Test func aReversedAnimatorFinishesAtItsStartAndMisuseIsReported() {
        var finished: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0.1, options: [.curveLinear], animations: {})
        #expect(animator.state == .inactive && animator.delay == 0.1)
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .linear)
        let reversed = ViewPropertyAnimator(duration: 0.2, curve: .easeOut)
        reversed.isReversed = true
        reversed.addCompletion { finished.append($0) }
        let (_, diagnostics) = LayoutDiagnostics.collect {
            reversed.finishAnimation(at: .end)
            reversed.startAnimation()
        }
        #expect(finished == [.start] && reversed.fractionComplete == 0)
        #expect(diagnostics.map(\.message) == ["UIViewPropertyAnimator: finishAnimation(at:) on an animator that is not stopped "
            + "(UIKit raises an exception): ignored"])
    }

    @Test func springParametersFromMassStiffnessAndDamping() {
        // Critical damping is 2 √(100 × 1) = 20: a damping of 10 is a ratio of 0.5.
        let spring = SpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 2))
        #expect(spring.dampingRatio == 0.5 && spring.initialVelocity == CGVector(dx: 0, dy: 2))
        #expect(CubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1)).timingCurveType == .cubic)
        #expect(CubicTimingParameters().controlPoint1 == CGPoint(x: 0.42, y: 0))
    }
}
