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

extension View {
    /// Runs `animations` now and returns the frames it moved, to draw the animation from
    /// (`completion` is called with `true` before this returns).
    @discardableResult
    public static func animate(withDuration duration: Double, animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) -> LayoutAnimation {
        animate(duration, .easeInOut, animations, completion)
    }

    /// UIKit's longer form: the delay is not waited for; `.curveLinear` in `options` draws it linear.
    @discardableResult
    public static func animate(withDuration duration: Double, delay: Double, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) -> LayoutAnimation {
        animate(duration, options.contains(.curveLinear) ? .linear : .easeInOut, animations, completion)
    }

    /// UIKit's spring form, drawn with the ease-in-out curve.
    @discardableResult
    public static func animate(withDuration duration: Double, delay: Double, usingSpringWithDamping damping: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) -> LayoutAnimation {
        animate(duration, .easeInOut, animations, completion)
    }

    private static func animate(_ duration: Double, _ curve: LayoutAnimation.Curve, _ animations: () -> Void,
                                _ completion: ((Bool) -> Void)?) -> LayoutAnimation {
        guard View.areAnimationsEnabled else {
            performWithoutAnimation(animations)
            completion?(true)
            return LayoutAnimation(duration: duration, curve: curve, moves: [])
        }
        let recorder = AnimationRecorder.record(animations)
        let moves = recorder.starts.compactMap { view, start in
            view.frame == start ? nil : LayoutAnimation.Move(view: view, from: start, to: view.frame)
        }
        completion?(true)
        return LayoutAnimation(duration: duration, curve: curve, moves: moves)
    }

    /// UIKit's animation options; the curve is kept, the rest have no meaning without a screen.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }
}

extension View {
    /// Runs `animations` as a transition of `view` (at once: nothing animates here), then `completion`.
    public static func transition(with view: View, duration: Double, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Turns animation on or off on this thread (UIKit's is the main thread's): while off,
    /// `animate` runs its block and returns no moves, as UIKit applies the changes at once.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsDisabled.value = enabled ? nil : true
    }

    /// Whether `animate` records moves on this thread (true unless turned off).
    public static var areAnimationsEnabled: Bool { animationsDisabled.value == nil }

    private static let animationsDisabled = ThreadLocal<Bool>("swift-masonry.animationsDisabled")
}
