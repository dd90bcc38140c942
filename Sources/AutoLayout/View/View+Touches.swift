import Foundation

// Touches reach a view as on iOS: the deepest view under the point that takes them
// (`hitTest(_:with:)`) hears `touchesBegan`, then `touchesMoved` and `touchesEnded`, and by default
// passes each up its responder chain (its controller, then its superview). Tests deliver them
// with `tap(at:)` and `drag(from:to:steps:)`.

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

    private func deliverTouch(along points: [CGPoint]) -> View? {
        layoutIfNeeded()
        guard let first = points.first, let target = hitTest(first, with: nil) else { return nil }
        var time = Date().timeIntervalSinceReferenceDate
        let touch = Touch(root: self, at: first, in: target, timestamp: time)
        func send(_ phase: Touch.Phase, _ handler: (View, Set<Touch>, Event) -> Void) {
            touch.phase = phase
            touch.timestamp = time
            handler(target, [touch], Event(touches: [touch], timestamp: time))
        }
        send(.began) { $0.touchesBegan($1, with: $2) }
        for point in points.dropFirst() {
            time += 1.0 / 60
            (touch.previousPoint, touch.point) = (touch.point, point)
            send(.moved) { $0.touchesMoved($1, with: $2) }
        }
        time += 1.0 / 60
        send(.ended) { $0.touchesEnded($1, with: $2) }
        return target
    }

    /// UIKit's hit-test: none if this view is hidden, transparent (alpha below 0.01), takes no
    /// touches or does not contain the point; else the frontmost subview's answer, or this view.
    func hitTestBelow(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }
}
