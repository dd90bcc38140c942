import AutoLayout
import Foundation

/// Recognizes a drag (UIKit's `UIPanGestureRecognizer`): began at the finger's first move,
/// changed at each further move, ended when it lifts; with several fingers, their centre drags. `translation(in:)` is how far it has gone
/// and `velocity(in:)` how fast it was going, from the touches' timestamps.
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that pan (kept: touches here are one finger).
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan (kept).
    open var maximumNumberOfTouches = Int.max
    /// The pointer scrolling that pans as well as touches (none by default; kept: there is no
    /// pointer here).
    open var allowedScrollTypesMask: ScrollTypeMask = []

    // Points in the root's coordinates. Views' coordinates differ only by an offset (transforms
    // are kept, not applied), so a translation or a velocity is the same vector in every view.
    private var origin = CGPoint.zero
    private var last = CGPoint.zero
    private var lastTime: TimeInterval = 0
    private var currentVelocity = CGPoint.zero

    /// How far the finger has moved since the gesture began (or the last `setTranslation`).
    open func translation(in view: View?) -> CGPoint {
        CGPoint(x: last.x - origin.x, y: last.y - origin.y)
    }

    /// Makes the translation so far `translation`, as handlers do to read each move's change.
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        origin = CGPoint(x: last.x - translation.x, y: last.y - translation.y)
    }

    /// How fast the finger was moving at its last move, in points a second.
    open func velocity(in view: View?) -> CGPoint { currentVelocity }

    /// A finger came down: the pan is measured from here.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        (origin, last, lastTime, currentVelocity) = (fingersCentre, fingersCentre, touch.timestamp, .zero)
    }

    /// The centre of the fingers down, in the root's coordinates: one finger's point, or the
    /// middle of several, which a pinch about its centre does not move.
    private var fingersCentre: CGPoint {
        let live = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard !live.isEmpty else { return last }
        let points = live.map { $0.location(in: nil) }, count = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
    }

    /// The finger moved: the pan begins, or changes.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        let point = fingersCentre, elapsed = touch.timestamp - lastTime
        if elapsed > 0 {
            currentVelocity = CGPoint(x: (point.x - last.x) / elapsed, y: (point.y - last.y) / elapsed)
        }
        (last, lastTime) = (point, touch.timestamp)
        advanceContinuousGesture(moved: point != origin)
    }

    /// The finger lifted: a pan under way ends; one that never moved fails.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        finishContinuousGesture(cancelled: false)
    }

    /// The touch was cancelled: so is a pan under way.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        finishContinuousGesture(cancelled: true)
    }

    /// Forgets the pan.
    open override func reset() {
        (origin, last, currentVelocity) = (.zero, .zero, .zero)
    }
}
