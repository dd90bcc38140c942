import Foundation
import Testing
@testable import AutoLayout

/// Animations that never end, and completions that start more animations: nothing recurses
/// without bound, and a chain takes turns of the run loop as on iOS.
@Suite struct AnimationChainTests {
    /// A view that pulses forever, as loading indicators do: each completion starts the next.
    private final class Pulse: View {
        var pulses = 0
        func pulse() {
            View.animate(withDuration: 0.5, animations: { self.alpha = self.alpha == 1 ? 0.5 : 1 }) { _ in
                self.pulses += 1
                self.pulse()
            }
        }
    }

    @Test func aCompletionThatAnimatesAgainContinuesAtTheNextTurnOfTheRunLoop() {
        let view = Pulse()
        view.pulse()
        // The first completion ran at once; the one it started waits for the run loop.
        #expect(view.pulses == 1)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        #expect(view.pulses > 1)  // one more a turn, never the whole chain on the stack
    }

    @Test func aRepeatingAnimationNeverCompletes() {
        var completed = false
        View.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {}) { _ in completed = true }
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.01))
        #expect(!completed)
    }

    @Test func keyframesRunInOrderAndTheDurationIsInheritedInside() {
        var log: [String] = []
        View.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeCubic], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { log.append("first \(View.inheritedAnimationDuration)") }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { log.append("second") }
        }) { finished in log.append("done \(finished)") }
        #expect(log == ["first 2.0", "second", "done true"])
        #expect(View.inheritedAnimationDuration == 0)  // outside any block
    }

    @Test func transitionFromOneViewToAnotherSwapsThem() {
        let container = View(), old = View(), new = View(), after = View()
        container.addSubview(old)
        container.addSubview(after)
        var finished = false
        View.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve]) { finished = $0 }
        #expect(container.subviews == [new, after] && old.superview == nil && finished)
        // With `.showHideTransitionViews` both stay, one hidden.
        View.transition(from: new, to: old, duration: 0.3, options: [.showHideTransitionViews])
        #expect(new.isHidden && !old.isHidden && old.superview == nil)
    }

    @Test func deletingViewsRemovesThem() {
        let container = View(), a = View(), b = View()
        container.addSubview(a)
        container.addSubview(b)
        var ran = false
        View.perform(.delete, on: [a], options: [], animations: { ran = true })
        #expect(container.subviews == [b] && ran)
    }
}
