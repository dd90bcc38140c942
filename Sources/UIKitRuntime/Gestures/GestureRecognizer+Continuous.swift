import AutoLayout
import Foundation

// The states a continuous gesture (pan, pinch, rotation, long press) goes through, shared by
// its recognizers: it begins at its first real move, changes at each move after, and ends, is
// cancelled, or fails if it never began.
extension GestureRecognizer {
    /// Whether the gesture has begun and not yet ended.
    package var isUnderWay: Bool { state == .began || state == .changed }

    /// The touches moved: the gesture begins if they `moved` it, and changes once under way.
    func advanceContinuousGesture(moved: Bool) {
        switch state {
        case .possible where moved: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The touches lifted (or were `cancelled`): a gesture under way ends (or is cancelled); one that never began fails.
    func finishContinuousGesture(cancelled: Bool) { state = isUnderWay ? (cancelled ? .cancelled : .ended) : .failed }
}
