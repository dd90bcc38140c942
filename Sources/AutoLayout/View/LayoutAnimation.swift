import Foundation
import Synchronization

/// The frames an animation block moved, for a renderer to interpolate.
///
/// `View.animate(withDuration:animations:completion:)` runs its block at once (the block updates
/// constraints and calls `layoutIfNeeded()`), so the views end at their final frames; this records
/// where each moved view started.
public struct LayoutAnimation {
    /// How progress follows time.
    public enum Curve: Sendable {
        /// Constant speed.
        case linear
        /// UIKit's default: slow at both ends (the cubic Bézier 0.42, 0, 0.58, 1).
        case easeInOut
    }

    /// One view's journey.
    public struct Move {
        /// The view that moved.
        public let view: View
        /// Its frame before the block.
        public let from: CGRect
        /// Its frame after the block.
        public let to: CGRect
    }

    /// The animation's length in seconds.
    public let duration: Double
    /// How progress follows time.
    public var curve: Curve
    /// Every view whose frame the block changed, in the order they first moved.
    public let moves: [Move]

    /// `view`'s frame `time` seconds in (clamped to the animation); nil if the view did not move.
    public func frame(of view: View, at time: Double) -> CGRect? {
        guard let move = moves.first(where: { $0.view === view }) else { return nil }
        let progress = CGFloat(curve.progress(duration > 0 ? min(max(time / duration, 0), 1) : 1))
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        return CGRect(x: mix(move.from.minX, move.to.minX), y: mix(move.from.minY, move.to.minY),
                      width: mix(move.from.width, move.to.width), height: mix(move.from.height, move.to.height))
    }
}

extension LayoutAnimation.Curve {
    /// Progress at fraction `t` of the time.
    func progress(_ t: Double) -> Double {
        switch self {
        case .linear:
            return t
        case .easeInOut:
            // Solve x(s) = t for the Bézier parameter s by bisection, then return y(s).
            func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
                3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
            }
            var low = 0.0, high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if bezier(mid, 0.42, 0.58) < t { low = mid } else { high = mid }
            }
            return bezier((low + high) / 2, 0, 1)
        }
    }
}

/// Collects the frames that change while an animation block runs on this thread.
final class AnimationRecorder {
    private static let recorders = ThreadLocal<[AnimationRecorder]>("swift-masonry.AnimationRecorder")
    /// Recorders open on any thread: while none is, frame changes skip the thread-local look-up.
    private static let active = Atomic<Int>(0)

    private(set) var starts: [(View, CGRect)] = []
    private var seen = Set<ObjectIdentifier>()

    /// The recorder open on this thread, if any.
    static var current: AnimationRecorder? {
        guard active.load(ordering: .relaxed) > 0 else { return nil }
        return recorders.top()
    }

    static func record(_ body: () -> Void) -> AnimationRecorder {
        let recorder = AnimationRecorder()
        active.add(1, ordering: .relaxed)
        defer { active.subtract(1, ordering: .relaxed) }
        recorders.withPushed(recorder, body)
        return recorder
    }

    /// Notes `view`'s frame before its first change in this block.
    func willMove(_ view: View, from frame: CGRect) {
        if seen.insert(ObjectIdentifier(view)).inserted { starts.append((view, frame)) }
    }
}
