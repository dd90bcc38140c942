import AutoLayout
import Foundation

/// Recognizes a swipe (UIKit's `UISwipeGestureRecognizer`): when the finger lifts after moving
/// at least 50 points, mostly in one of the allowed `direction`s.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The ways a swipe may go (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A direction from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards larger x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards smaller x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards smaller y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards larger y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The shortest swipe, in points.
    static let minimumDistance: CGFloat = 50

    /// The directions that recognize; right by default, as UIKit's.
    open var direction: Direction = .right
    /// How many fingers swipe (kept: touches here are one finger).
    open var numberOfTouchesRequired = 1

    private var start = CGPoint.zero

    /// A finger came down: the swipe is measured from here.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        start = touch.location(in: nil)
    }

    /// The finger lifted: a swipe if it went far enough, mostly one allowed way.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, state == .possible else { return }
        let end = touch.location(in: nil), dx = end.x - start.x, dy = end.y - start.y
        let way: Direction = abs(dx) > abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        state = direction.contains(way) && max(abs(dx), abs(dy)) >= Self.minimumDistance ? .recognized : .failed
    }

    /// A cancelled touch is no swipe.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }
}
