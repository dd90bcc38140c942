import AutoLayout
import Foundation

// Touches reach a view as on iOS: the deepest view under the point that takes them
// (`hitTest(_:with:)`) hears `touchesBegan`, then `touchesMoved` and `touchesEnded`, and by default
// passes each up its responder chain (its controller, then its superview). The gesture
// recognizers of that view and of the views above it see each phase first (`TouchSequence`).
// Tests deliver touches with `tap(at:)`, `drag(from:to:steps:)` and `press(at:duration:)`.

extension View {
    /// Taps this tree at `point` (in this view's coordinates): the view `hitTest(_:with:)` finds
    /// hears `touchesBegan` and then `touchesEnded`, as a finger lifting where it came down.
    /// Returns that view (nil: none takes touches there). A control under the point sends
    /// `.touchDown` and `.touchUpInside`.
    @discardableResult
    public func tap(at point: CGPoint) -> View? {
        deliverTouch(along: [point])
    }

    /// Drags a finger from `start` to `end` (in this view's coordinates) in `steps` equal moves:
    /// the view under `start` hears `touchesBegan`, a `touchesMoved` for each step, then
    /// `touchesEnded`. Returns that view.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 1) -> View? {
        let count = max(1, steps)
        let points = (0...count).map { step -> CGPoint in
            let fraction = CGFloat(step) / CGFloat(count)
            return CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        }
        return deliverTouch(along: points)
    }

    /// Presses a finger at `point` (in this view's coordinates) for `duration` seconds without
    /// moving it: `touchesBegan`, then `touchesEnded` with a timestamp `duration` later, which is
    /// what a long-press recognizer measures. Returns the view hit. A negative or non-finite
    /// duration is reported and taken as none.
    @discardableResult
    public func press(at point: CGPoint, duration: TimeInterval) -> View? {
        guard duration.isFinite, duration >= 0 else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidValue, message: "press(at:duration:) was given a duration of \(duration) seconds; "
                    + "the finger lifts at once instead"))
            return deliverTouch(along: [point], holding: 0)
        }
        return deliverTouch(along: [point], holding: duration)
    }

    /// Delivers one finger's touch along `points`, a sixtieth of a second between moves, lifting
    /// `holding` seconds after the last (a sixtieth when nil).
    private func deliverTouch(along points: [CGPoint], holding: TimeInterval? = nil) -> View? {
        layoutIfNeeded()
        guard let first = points.first, let target = hitTest(first, with: nil) else { return nil }
        var time = Date().timeIntervalSinceReferenceDate
        let touch = Touch(root: self, at: first, in: target, timestamp: time)
        let sequence = TouchSequence(touch: touch, view: target)
        func send(_ phase: Touch.Phase) {
            touch.phase = phase
            touch.timestamp = time
            sequence.deliver(phase, with: Event(touches: [touch], timestamp: time))
        }
        send(.began)
        for point in points.dropFirst() {
            time += 1.0 / 60
            (touch.previousPoint, touch.point) = (touch.point, point)
            send(.moved)
        }
        time += holding ?? 1.0 / 60
        send(.ended)
        return target
    }
}
