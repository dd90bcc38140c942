import AutoLayout
import Foundation

/// Recognizes a finger held still (UIKit's `UILongPressGestureRecognizer`): began once it has been
/// down `minimumPressDuration` seconds within `allowableMovement` points, changed as it then
/// moves, ended when it lifts. Touches here carry timestamps, not a clock, so a press is measured
/// at its next move or its lift (`View.press(at:duration:)` holds one still).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the finger must be down, in seconds.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far it may move before the press begins, in points.
    open var allowableMovement: CGFloat = 10
    /// How many taps come before the press (kept).
    open var numberOfTapsRequired = 0
    /// How many fingers press (kept: touches here are one finger).
    open var numberOfTouchesRequired = 1

    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0

    /// A finger came down: the press is timed from here.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        (start, startTime) = (touch.location(in: nil), touch.timestamp)
    }

    /// The finger moved: too far before the press began fails it; held long enough begins it; a
    /// press under way changes.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        switch state {
        case .possible:
            if start.distance(to: touch.location(in: nil)) > allowableMovement {
                state = .failed
            } else if touch.timestamp - startTime >= minimumPressDuration {
                state = .began
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The finger lifted: a press under way, or one held long enough, ends; a short one fails.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        if state == .possible {
            guard touch.timestamp - startTime >= minimumPressDuration,
                  start.distance(to: touch.location(in: nil)) <= allowableMovement else {
                state = .failed
                return
            }
            state = .began
        }
        if isUnderWay { state = .ended }
    }

    /// The touch was cancelled: so is a press under way.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        finishContinuousGesture(cancelled: true)
    }
}
