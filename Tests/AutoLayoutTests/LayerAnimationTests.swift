import Foundation
import Testing
@testable import AutoLayout

/// Core Animation's animations, transactions and transforms on layers.
@Suite struct LayerAnimationTests {
    private final class Log: LayerAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ animation: LayerAnimation) { events.append("start") }
        func animationDidStop(_ animation: LayerAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test func aFiniteAnimationEndsAsItIsAddedAndLeavesTheModelAsItWas() {
        let layer = Layer(), log = Log()
        layer.opacity = 0.2
        let fade = BasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.delegate) = (0.2, 1.0, 0.3, log)
        layer.add(fade, forKey: "fade")
        #expect(log.events == ["start", "stop true"])
        #expect(layer.animation(forKey: "fade") == nil && layer.animationKeys() == nil)  // removed on completion
        #expect(layer.opacity == 0.2)  // the model keeps its value, as Core Animation's does

        let kept = BasicAnimation(keyPath: "opacity")
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards
        layer.add(kept, forKey: "kept")
        #expect(layer.animation(forKey: "kept") === kept && layer.animationKeys() == ["kept"])
    }

    @Test func anAnimationThatRepeatsForeverRunsUntilRemoved() {
        let layer = Layer(), log = Log()
        let spin = BasicAnimation(keyPath: "transform.rotation.z")
        (spin.toValue, spin.repeatCount, spin.delegate) = (Double.pi * 2, .infinity, log)
        layer.add(spin, forKey: "spin")
        #expect(log.events == ["start"] && layer.animationKeys() == ["spin"])
        layer.add(BasicAnimation(keyPath: "opacity"), forKey: "spin")  // the same key replaces it
        #expect(log.events == ["start", "stop false"])
        let group = AnimationGroup()
        group.animations = [BasicAnimation(keyPath: "opacity"), KeyframeAnimation(keyPath: "position")]
        group.repeatDuration = .infinity
        layer.add(group, forKey: "group")
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }

    @Test func transactionsNestAndRunTheirCompletionAsTheyCommit() {
        var log: [String] = []
        LayerTransaction.begin()
        LayerTransaction.setAnimationDuration(1.5)
        LayerTransaction.setCompletionBlock { log.append("outer") }
        LayerTransaction.begin()
        LayerTransaction.setDisableActions(true)
        LayerTransaction.setCompletionBlock { log.append("inner") }
        #expect(LayerTransaction.disableActions() && LayerTransaction.animationDuration() == 0.25)
        LayerTransaction.commit()
        #expect(log == ["inner"] && LayerTransaction.animationDuration() == 1.5 && !LayerTransaction.disableActions())
        LayerTransaction.commit()
        #expect(log == ["inner", "outer"] && LayerTransaction.animationDuration() == 0.25)
    }

    @Test func aSettingWithNoTransactionOpenGoesToTheImplicitOneCommittedAtTheNextTurn() {
        var done = false
        LayerTransaction.setCompletionBlock { done = true }
        #expect(!done && LayerTransaction.completionBlock() != nil)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.01))
        #expect(done && LayerTransaction.completionBlock() == nil)
    }

    @Test func actionsAreFoundInCoreAnimationsOrder() {
        final class Delegate: LayerDelegate {
            let action = BasicAnimation()
            func action(for layer: Layer, forKey event: String) -> (any LayerAction)? { event == "bounds" ? action : nil }
        }
        let layer = Layer(), delegate = Delegate(), fade = BasicAnimation()
        layer.delegate = delegate
        layer.actions = ["opacity": fade, "bounds": BasicAnimation()]
        #expect(layer.action(forKey: "bounds") === delegate.action)  // the delegate first
        #expect(layer.action(forKey: "opacity") === fade)  // then the actions
        #expect(layer.action(forKey: "position") == nil)
        fade.run(forKey: "opacity", object: layer, arguments: nil)  // an animation's action adds it
        #expect(layer.animationKeys() == nil)  // and, being finite, it ended
    }

    @Test func layersConvertAndHitTestThroughTheirFrames() {
        let root = Layer(), child = Layer(), grandchild = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        child.frame = CGRect(x: 20, y: 30, width: 100, height: 100)
        grandchild.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(child)
        child.addSublayer(grandchild)
        // (5, 5) in the grandchild: + its origin (10, 10) + the child's (20, 30) = (35, 45).
        #expect(grandchild.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 35, y: 45))
        #expect(root.convert(CGPoint(x: 35, y: 45), to: grandchild) == CGPoint(x: 5, y: 5))
        #expect(root.hitTest(CGPoint(x: 35, y: 45)) === grandchild)
        #expect(root.hitTest(CGPoint(x: 25, y: 35)) === child)  // inside the child, outside the grandchild
        #expect(root.hitTest(CGPoint(x: 300, y: 0)) == nil)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 35, y: 45)) === root)
    }

    @Test func transformsComposeAndInvertAsCoreAnimationsDo() {
        let move = CATransform3DMakeTranslation(10, 20, 0), twice = CATransform3DMakeScale(2, 2, 1)
        // Scale, then move: (1, 1) → (2, 2) → (12, 22).
        let both = CATransform3DConcat(twice, move)
        #expect(both.m11 == 2 && both.m41 == 10 && both.m42 == 20)
        #expect(CATransform3DGetAffineTransform(both) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(both, CATransform3DInvert(both))))
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(quarter.m12 - 1) < 1e-12 && abs(quarter.m21 + 1) < 1e-12)  // x turns to y
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))  // no axis: no turn
        let layer = Layer()
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi))
        #expect(CATransform3DIsAffine(layer.transform) && abs(layer.affineTransform().a + 1) < 1e-12)
        let spring = SpringAnimation()  // ω₀ = √(100 / 1) = 10, ζ = 10 / (2 × 10) = 0.5: ln(1000) / 5
        #expect(abs(spring.settlingDuration - log(1000) / 5) < 1e-12)
    }
}
