import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime
import LayoutTestSupport

/// A pinch recognizer logging its state and scale at each change, resetting the scale to 1 when asked.
private final class LoggingPinch: PinchGestureRecognizer {
    var log: [String] = [], resetsScale = false
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        log.append("\(state) \(scale)")
        if resetsScale { scale = 1 }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        log.append("\(state)")
    }
}

/// A rotation recognizer logging its state and rotation at each change.
private final class LoggingRotation: RotationGestureRecognizer {
    var log: [String] = []
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        log.append("\(state) \(rotation)")
    }
}

/// A screen-edge pan logging the state it ends in.
private final class LoggingEdgePan: ScreenEdgePanGestureRecognizer {
    var log: [String] = []
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        log.append("\(state) \(translation(in: nil).x)")
    }
}

/// A view logging how many touches each phase brings it.
private final class FingerCountView: View {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began \(touches.count)") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended \(touches.count)") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled \(touches.count)") }
}

/// A 200-point square at (50, 50) in a root.
private func makePinchedView() -> (root: View, view: FingerCountView) {
    let root = makeRoot(), view = FingerCountView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    root.addSubview(view)
    return (root, view)
}

/// Two-finger gestures and the screen-edge pan, driven as a finger or two on the screen.
@Suite struct TwoFingerGestureTests {
    @Test func aPinchScalesByTheFingersDistanceOverTheirFirstDistance() {
        let (root, view) = makePinchedView(), pinch = LoggingPinch()
        view.addGestureRecognizer(pinch)
        // 100 points apart, drawn to 200 in two moves: 150 (scale 1.5), then 200 (scale 2).
        let hit = root.drag(from: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)],
                            to: [CGPoint(x: 50, y: 150), CGPoint(x: 250, y: 150)], steps: 2)
        #expect(hit == [view, view])
        #expect(pinch.log == ["began 1.5", "changed 2.0", "ended"])
        // Both fingers reached the view together; the pinch took them at its first move.
        #expect(view.log == ["began 2", "cancelled 2"])
        #expect(pinch.scale == 1 && pinch.velocity == 0)  // reset after the gesture

        pinch.log.removeAll()
        pinch.resetsScale = true  // each change is then over the last one: 200 / 150
        root.drag(from: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)],
                  to: [CGPoint(x: 50, y: 150), CGPoint(x: 250, y: 150)], steps: 2)
        #expect(pinch.log.first == "began 1.5" && pinch.log.count == 3)
        #expect(pinch.log[1].hasPrefix("changed 1.333"))
    }

    @Test func aPinchsVelocityIsTheScaleChangeOverTheMovesTime() {
        let (root, view) = makePinchedView()
        final class Velocity: PinchGestureRecognizer {
            var velocities: [CGFloat] = []
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
                super.touchesMoved(touches, with: event)
                velocities.append(velocity)
            }
        }
        let pinch = Velocity()
        view.addGestureRecognizer(pinch)
        root.drag(from: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)],
                  to: [CGPoint(x: 50, y: 150), CGPoint(x: 250, y: 150)], steps: 2)
        // Each move adds 0.5 to the scale in a sixtieth of a second: 30 a second (the timestamps,
        // seconds since 2001, keep the sixtieth to about 1e-7 s).
        #expect(pinch.velocities.count == 2 && pinch.velocities.allSatisfy { abs($0 - 30) < 0.01 })
    }

    @Test func oneFingerNeverPinches() {
        let (root, view) = makePinchedView(), pinch = LoggingPinch()
        view.addGestureRecognizer(pinch)
        root.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150), steps: 2)
        #expect(pinch.log == ["possible 1.0", "possible 1.0", "failed"])
        #expect(view.log == ["began 1", "ended 1"])
    }

    @Test func aRotationFollowsTheTurnOfTheLineBetweenTheFingers() {
        let (root, view) = makePinchedView(), rotation = LoggingRotation()
        view.addGestureRecognizer(rotation)
        // The line from (100, 150) to (200, 150) turns to (150, 100)–(150, 200): a quarter turn
        // clockwise on screen, through (125, 125)–(175, 175), an eighth.
        root.drag(from: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)],
                  to: [CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 200)], steps: 2)
        #expect(rotation.log.map { $0.split(separator: " ")[0] } == ["began", "changed"])
        let turns = rotation.log.compactMap { Double(String($0.split(separator: " ")[1])) }
        #expect(turns.count == 2 && abs(turns[0] - .pi / 4) < 1e-12 && abs(turns[1] - .pi / 2) < 1e-12)
        #expect(rotation.rotation == 0)  // reset after the gesture
    }

    @Test func aRotationTakesEachTurnTheShortWayRound() {
        let (root, view) = makePinchedView(), rotation = LoggingRotation()
        view.addGestureRecognizer(rotation)
        // The line from (200, 150) to (100, 151) points just below left, at an angle a little
        // under π; the second finger rises to (100, 149), just above left, an angle a little over
        // -π. The line turned by 2·atan(1/100), not by nearly a full circle back.
        root.drag(from: [CGPoint(x: 200, y: 150), CGPoint(x: 100, y: 151)],
                  to: [CGPoint(x: 200, y: 150), CGPoint(x: 100, y: 149)], steps: 2)
        #expect(rotation.log.count == 2 && rotation.log[1].hasPrefix("changed"))
        let turn = Double(String(rotation.log[1].dropFirst("changed ".count))) ?? 0
        #expect(abs(turn - 2 * atan(1.0 / 100)) < 1e-9)
    }

    @Test func aScreenEdgePanStartsOnlyNearItsEdges() {
        let root = makeRoot(), pan = LoggingEdgePan()
        root.addGestureRecognizer(pan)
        root.drag(from: CGPoint(x: 10, y: 200), to: CGPoint(x: 110, y: 200))
        #expect(pan.log.isEmpty)  // no edges: nothing starts a pan, which fails as the finger lands
        pan.edges = .left
        root.drag(from: CGPoint(x: 10, y: 200), to: CGPoint(x: 110, y: 200))  // 10 points from the left edge
        root.drag(from: CGPoint(x: 21, y: 200), to: CGPoint(x: 121, y: 200))  // 21: too far in
        pan.edges = [.right, .bottom]
        root.drag(from: CGPoint(x: 305, y: 200), to: CGPoint(x: 205, y: 200))  // 15 from the right (320 wide)
        root.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 300))  // 16 from the bottom (416 high)
        #expect(pan.log == ["ended 100.0", "ended -100.0", "ended 0.0"])
    }

    @Test func fingersOfDifferentCountsAreReported() {
        let (root, view) = makePinchedView()
        let (hit, diagnostics) = LayoutDiagnostics.collect {
            root.drag(from: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)], to: [CGPoint(x: 120, y: 150)])
        }
        #expect(hit == [view] && view.log == ["began 1", "ended 1"])
        #expect(diagnostics.map(\.message) == [
            "drag(from:to:steps:) was given 2 starts and 1 ends; only the first 1 fingers move",
        ])
    }

    @Test func pointerMasksAreKept() {
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        #expect(tap.buttonMaskRequired == .primary && pan.allowedScrollTypesMask == [])
        tap.buttonMaskRequired = [.primary, .secondary]
        pan.allowedScrollTypesMask = .all
        #expect(tap.buttonMaskRequired.rawValue == 3 && pan.allowedScrollTypesMask == [.discrete, .continuous])
    }
}
