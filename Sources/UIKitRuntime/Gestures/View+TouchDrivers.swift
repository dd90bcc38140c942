import AutoLayout
import Foundation

// Touches reach a view as on iOS: the deepest view under the point that takes them
// (`hitTest(_:with:)`) hears `touchesBegan`, then `touchesMoved` and `touchesEnded`, and by default
// passes each up its responder chain (its controller, then its superview). The gesture
// recognizers of that view and of the views above it see each phase first (`TouchSequence`).
// Tests deliver touches with `tap(at:)`, `drag(from:to:steps:)` (one finger or several) and
// `press(at:duration:)`.

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

    /// Drags as many fingers as `starts` has together, each from its start to the end at the same
    /// index of `ends` (in this view's coordinates), in `steps` equal moves, as a pinch or a
    /// rotation is made: each finger's view (`hitTest(_:with:)` at its start) hears
    /// `touchesBegan` with the fingers that began in it, a `touchesMoved` for each step, then
    /// `touchesEnded`; the recognizers of those views and above see all of them at once. Returns
    /// each finger's view. Counts that differ are reported and the extra points left out.
    @discardableResult
    public func drag(from starts: [CGPoint], to ends: [CGPoint], steps: Int = 1) -> [View?] {
        if starts.count != ends.count {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .misuse, message: "drag(from:to:steps:) was given \(starts.count) starts and \(ends.count) "
                    + "ends; only the first \(min(starts.count, ends.count)) fingers move"))
        }
        let count = max(1, steps)
        let paths = zip(starts, ends).map { start, end in
            (0...count).map { step -> CGPoint in
                let fraction = CGFloat(step) / CGFloat(count)
                return CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            }
        }
        return deliverTouches(along: paths)
    }

    /// Delivers one finger's touch along `points`, a sixtieth of a second between moves, lifting
    /// `holding` seconds after the last (a sixtieth when nil).
    private func deliverTouch(along points: [CGPoint], holding: TimeInterval? = nil) -> View? {
        deliverTouches(along: [points], holding: holding).first ?? nil
    }

    /// Delivers a touch for each path, all moving together a sixtieth of a second apart, lifting
    /// `holding` seconds after the last move (a sixtieth when nil). A finger that lands on no
    /// view that takes touches is left out.
    private func deliverTouches(along paths: [[CGPoint]], holding: TimeInterval? = nil) -> [View?] {
        layoutIfNeeded()
        var time = Date().timeIntervalSinceReferenceDate
        var fingers: [(touch: Touch, path: [CGPoint])] = []
        let targets = paths.map { path -> View? in
            guard let first = path.first, let target = hitTest(first, with: nil) else { return nil }
            fingers.append((Touch(root: self, at: first, in: target, timestamp: time), path))
            return target
        }
        guard !fingers.isEmpty else { return targets }
        let sequence = TouchSequence(touches: fingers.map(\.touch))
        func send(_ phase: Touch.Phase) {
            for finger in fingers {
                finger.touch.phase = phase
                finger.touch.timestamp = time
            }
            sequence.deliver(phase, with: Event(touches: Set(fingers.map(\.touch)), timestamp: time))
        }
        send(.began)
        for step in 1..<(fingers.map(\.path.count).max() ?? 1) {
            time += 1.0 / 60
            for finger in fingers where step < finger.path.count {
                (finger.touch.previousPoint, finger.touch.point) = (finger.touch.point, finger.path[step])
            }
            send(.moved)
        }
        time += holding ?? 1.0 / 60
        send(.ended)
        return targets
    }
}
