import Foundation
import Testing
@testable import AutoLayout
@_spi(MasonryPort) @testable import UIKitRuntime
import LayoutTestSupport

/// A continuous gesture of its own: began at the first move, changed at each further one, ended
/// at the lift; a touch that never moves fails it.
private final class StrokeRecognizer: GestureRecognizer {
    var resets = 0
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        state = state == .possible ? .began : .changed
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        state = state == .possible ? .failed : .ended
    }
    override func reset() { resets += 1 }
}

/// A discrete gesture of its own: recognized when the touch lifts.
private final class LiftRecognizer: GestureRecognizer {
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .recognized }
}

/// A view logging the touches it hears.
private final class TouchLogView: View {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled") }
}

/// An object recognizers send `handle:` to, logging the recognizer's state and location.
private final class GestureLog: GestureRecognizerDelegate {
    var log: [String] = []
    var shouldBegin = true, receives = true, simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receives }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool {
        simultaneous
    }
}

/// The methods of this file's classes, as the port plugin generates them.
private func registerDispatcher() {
    SelectorDispatch.register("GestureRecognizerTests") { target, name, arguments in
        guard let log = target as? GestureLog, name == "handle:" else { return false }
        if let recognizer = arguments?.first.flatMap({ $0 }) as? GestureRecognizer {
            let point = recognizer.location(in: recognizer.view)
            log.log.append("\(type(of: recognizer)) \(recognizer.state) at (\(point.x), \(point.y))")
        }
        return true
    }
}

/// A 100-point square at (50, 50) in a root, logging its touches.
private func makeTouchedView() -> (root: View, view: TouchLogView) {
    let root = makeRoot(), view = TouchLogView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(view)
    return (root, view)
}

/// UIKit's gesture recognizers at their base: they see touches before the view, send their
/// actions as their state changes, take the touch from the view, and exclude one another.
@Suite struct GestureRecognizerTests {
    @Test func aRecognizerSeesTheTouchFirstAndSendsItsActionAtEachChange() {
        registerDispatcher()
        let (root, view) = makeTouchedView(), log = GestureLog()
        let stroke = StrokeRecognizer(target: log, action: "handle:")
        view.addGestureRecognizer(stroke)
        // From (60, 60) to (100, 60) in two moves: (10, 10), (30, 10), (50, 10) in the view.
        root.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 100, y: 60), steps: 2)
        #expect(log.log == ["StrokeRecognizer began at (30.0, 10.0)", "StrokeRecognizer changed at (50.0, 10.0)",
                            "StrokeRecognizer ended at (50.0, 10.0)"])
        // Recognized at the first move, it took the touch: the view's touch was cancelled there.
        #expect(view.log == ["began", "cancelled"])
        #expect(stroke.state == .possible && stroke.resets == 1 && stroke.numberOfTouches == 0)

        view.log.removeAll()
        stroke.cancelsTouchesInView = false
        root.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 100, y: 60), steps: 2)
        #expect(view.log == ["began", "moved", "moved", "ended"])
        view.log.removeAll()
        root.tap(at: CGPoint(x: 60, y: 60))  // no move: the stroke fails and the view hears the tap
        #expect(view.log == ["began", "ended"] && log.log.count == 6 && stroke.resets == 3)
    }

    @Test func theRecognizersOfTheViewsAboveSeeTheTouchAndTheirDelegatesMayRefuse() {
        registerDispatcher()
        let (root, view) = makeTouchedView(), log = GestureLog()
        let lift = LiftRecognizer(target: log, action: "handle:")
        lift.delegate = log
        root.addGestureRecognizer(lift)
        root.tap(at: CGPoint(x: 70, y: 80))  // on the view; the root's recognizer sees it first
        #expect(log.log == ["LiftRecognizer ended at (70.0, 80.0)"] && view.log == ["began", "cancelled"])
        log.shouldBegin = false  // the delegate stops it leaving possible: it fails
        root.tap(at: CGPoint(x: 70, y: 80))
        #expect(log.log.count == 1 && view.log == ["began", "cancelled", "began", "ended"])
        log.receives = false  // it never sees the touch
        log.shouldBegin = true
        root.tap(at: CGPoint(x: 70, y: 80))
        #expect(log.log.count == 1)
        log.receives = true
        lift.isEnabled = false
        root.tap(at: CGPoint(x: 70, y: 80))
        #expect(log.log.count == 1)
    }

    @Test func theFirstToRecognizeMakesTheOthersFailUnlessADelegateLetsThemShare() {
        registerDispatcher()
        let (root, view) = makeTouchedView(), log = GestureLog()
        let stroke = StrokeRecognizer(target: log, action: "handle:"), lift = LiftRecognizer(target: log, action: "handle:")
        view.addGestureRecognizer(stroke)
        root.addGestureRecognizer(lift)
        root.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 70, y: 60))
        // The stroke began at the move; the lift recognizer, still possible, failed then.
        #expect(log.log == ["StrokeRecognizer began at (20.0, 10.0)", "StrokeRecognizer ended at (20.0, 10.0)"])
        log.log.removeAll()
        lift.delegate = log
        log.simultaneous = true
        root.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 70, y: 60))
        // (70, 60) in the root is (20, 10) in the view.
        #expect(log.log == ["StrokeRecognizer began at (20.0, 10.0)", "StrokeRecognizer ended at (20.0, 10.0)",
                            "LiftRecognizer ended at (70.0, 60.0)"])
    }

    @Test func recognizersBelongToOneViewAndWeakTargetsGo() {
        let first = View(), second = View(), recognizer = LiftRecognizer()
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(recognizer)
        #expect(first.gestureRecognizers == [recognizer] && recognizer.view === first)
        second.addGestureRecognizer(recognizer)  // moved, as UIKit moves it
        #expect(first.gestureRecognizers == nil && second.gestureRecognizers == [recognizer])
        second.gestureRecognizers = [LiftRecognizer(), StrokeRecognizer()]
        #expect(second.gestureRecognizers?.count == 2 && recognizer.view == nil)
        second.removeGestureRecognizer(second.gestureRecognizers![0])
        #expect(second.gestureRecognizers?.map { "\(type(of: $0))" } == ["StrokeRecognizer"])

        weak var freed: GestureLog?
        do {
            let log = GestureLog()
            freed = log
            recognizer.addTarget(log, action: "handle:")
        }
        #expect(freed == nil)  // the recognizer did not keep its target
    }

    @Test func aMoveUIKitForbidsIsReportedAndChangesNothing() {
        let recognizer = StrokeRecognizer()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            recognizer.state = .changed  // possible cannot go to changed
            _ = recognizer.location(ofTouch: 1, in: nil)
        }
        #expect(recognizer.state == .possible)
        #expect(diagnostics.map(\.message) == [
            "StrokeRecognizer cannot go from possible to changed: a gesture goes from possible to began, ended or "
                + "failed, from began or changed to changed, ended or cancelled",
            "location(ofTouch:in:) was asked for touch 1 of StrokeRecognizer, which has 0",
        ])
        recognizer.state = .began
        recognizer.isEnabled = false  // turned off under way: cancelled, then reset
        #expect(recognizer.state == .possible && recognizer.resets == 1)
    }

    @Test func aPressLiftsTheGivenTimeLater() {
        let (root, view) = makeTouchedView()
        final class Timing: GestureRecognizer {
            var began: TimeInterval = 0, held: TimeInterval = 0
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { began = touches.first!.timestamp }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) { held = touches.first!.timestamp - began }
        }
        let timing = Timing()
        view.addGestureRecognizer(timing)
        #expect(root.press(at: CGPoint(x: 60, y: 60), duration: 0.75) === view)
        #expect(timing.held == 0.75 && view.log == ["began", "ended"])
        let (_, diagnostics) = LayoutDiagnostics.collect { root.press(at: CGPoint(x: 60, y: 60), duration: -1) }
        #expect(timing.held == 0)
        #expect(diagnostics.map(\.message) == [
            "press(at:duration:) was given a duration of -1.0 seconds; the finger lifts at once instead",
        ])
    }
}
