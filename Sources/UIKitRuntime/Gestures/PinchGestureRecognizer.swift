import AutoLayout
import Foundation

/// Recognizes two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`): began
/// when the distance between them first changes, changed at each further change, ended when one
/// lifts. `scale` is the distance now over the distance at the start.
open class PinchGestureRecognizer: GestureRecognizer {
    /// The distance between the fingers now over their distance when it was last set (1 at the
    /// start); setting it, as handlers do to read each move's change, makes the current distance
    /// that scale.
    open var scale: CGFloat {
        get { currentScale }
        set {
            currentScale = newValue
            (baseScale, baseDistance) = (newValue, fingerDistance ?? baseDistance)
        }
    }
    /// How fast the scale was changing at the last move, in scale a second.
    open private(set) var velocity: CGFloat = 0

    private var currentScale: CGFloat = 1
    private var baseScale: CGFloat = 1
    private var baseDistance: CGFloat = 0
    private var lastTime: TimeInterval = 0

    /// The distance between the first two fingers in the root's coordinates; nil with fewer.
    private var fingerDistance: CGFloat? {
        let live = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard live.count >= 2 else { return nil }
        return live[0].location(in: nil).distance(to: live[1].location(in: nil))
    }

    /// A finger came down: with the second, the pinch is measured from here.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let distance = fingerDistance else { return }
        (baseDistance, baseScale, currentScale, velocity) = (distance, 1, 1, 0)
        lastTime = touches.first?.timestamp ?? 0
    }

    /// The fingers moved: the pinch begins once their distance changes, then changes.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let distance = fingerDistance, baseDistance > 0, let time = touches.first?.timestamp else { return }
        let next = baseScale * distance / baseDistance
        if time > lastTime { velocity = (next - currentScale) / CGFloat(time - lastTime) }
        (currentScale, lastTime) = (next, time)
        advanceContinuousGesture(moved: next != 1)
    }

    /// A finger lifted: a pinch under way ends; one that never began fails.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        finishContinuousGesture(cancelled: false)
    }

    /// The touches were cancelled: so is a pinch under way.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        finishContinuousGesture(cancelled: true)
    }

    /// Back to a scale of 1.
    open override func reset() {
        (currentScale, baseScale, baseDistance, velocity) = (1, 1, 0, 0)
    }
}
