import AutoLayout
import Foundation

/// Recognizes two fingers turning about each other (UIKit's `UIRotationGestureRecognizer`):
/// began when the line between them first turns, changed at each further turn, ended when one
/// lifts. `rotation` is how far that line has turned, in radians, clockwise positive as on screen.
open class RotationGestureRecognizer: GestureRecognizer {
    /// The turn of the line between the fingers since it was last set (0 at the start), in
    /// radians; handlers set it to 0 to read each move's change.
    open var rotation: CGFloat {
        get { currentRotation }
        set { currentRotation = newValue }
    }
    /// How fast the fingers were turning at the last move, in radians a second.
    open private(set) var velocity: CGFloat = 0

    private var currentRotation: CGFloat = 0
    private var lastAngle: CGFloat = 0
    private var lastTime: TimeInterval = 0

    /// The angle of the line from the first finger to the second in the root's coordinates; nil
    /// with fewer than two.
    private var fingerAngle: CGFloat? {
        let live = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard live.count >= 2 else { return nil }
        let first = live[0].location(in: nil), second = live[1].location(in: nil)
        return atan2(second.y - first.y, second.x - first.x)
    }

    /// A finger came down: with the second, the turn is measured from here.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let angle = fingerAngle else { return }
        (lastAngle, currentRotation, velocity) = (angle, 0, 0)
        lastTime = touches.first?.timestamp ?? 0
    }

    /// The fingers moved: the rotation begins once the line turns, then changes. Each move's
    /// turn is taken the short way round, so turns past half a circle add up.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let angle = fingerAngle, let time = touches.first?.timestamp else { return }
        var step = angle - lastAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        lastAngle = angle
        let next = currentRotation + step
        if time > lastTime { velocity = step / CGFloat(time - lastTime) }
        (currentRotation, lastTime) = (next, time)
        advanceContinuousGesture(moved: step != 0)
    }

    /// A finger lifted: a rotation under way ends; one that never began fails.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        finishContinuousGesture(cancelled: false)
    }

    /// The touches were cancelled: so is a rotation under way.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        finishContinuousGesture(cancelled: true)
    }

    /// Back to no rotation.
    open override func reset() {
        (currentRotation, lastAngle, velocity) = (0, 0, 0)
    }
}
