import Foundation

#if !canImport(Darwin)
/// Seconds, as Core Foundation counts them (Foundation on Linux leaves the name out).
public typealias CFTimeInterval = Double
#endif

/// Seconds since the machine started, on the clock Core Animation's times are on.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What an animation tells its delegate (Core Animation's `CAAnimationDelegate`); both calls do
/// nothing unless implemented.
public protocol LayerAnimationDelegate: AnyObject {
    /// Called when `animation` starts: as it is added to a layer.
    func animationDidStart(_ animation: LayerAnimation)
    /// Called when `animation` ends: at once for one of finite length (`flag` true), or when it is
    /// removed (`flag` false).
    func animationDidStop(_ animation: LayerAnimation, finished flag: Bool)
}

extension LayerAnimationDelegate {
    /// Does nothing, as the call is optional.
    public func animationDidStart(_ animation: LayerAnimation) {}
    /// Does nothing, as the call is optional.
    public func animationDidStop(_ animation: LayerAnimation, finished flag: Bool) {}
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// An animation of a layer (Core Animation's `CAAnimation`). Nothing animates here: an animation
/// of finite length ends as it is added (its layer keeps its model values, as Core Animation's
/// does; with `isRemovedOnCompletion` false it stays listed), and one that repeats forever stays on
/// its layer, running, until removed.
open class LayerAnimation: NSObject {
    /// Seconds one pass lasts (0 stands for the default quarter of a second).
    open var duration: CFTimeInterval = 0
    /// When the animation starts, in its layer's time (kept).
    open var beginTime: CFTimeInterval = 0
    /// Where in its time the animation starts (kept).
    open var timeOffset: CFTimeInterval = 0
    /// How fast its time runs relative to its layer's (kept).
    open var speed: Float = 1
    /// How many passes it makes; `.infinity` repeats forever.
    open var repeatCount: Float = 0
    /// Seconds it repeats for; `.infinity` repeats forever.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass plays back in reverse after playing forwards (kept).
    open var autoreverses = false
    /// What the layer shows outside the animation's time (kept).
    open var fillMode = MediaTimingFillMode.removed
    /// The pacing of each pass (kept).
    open var timingFunction: MediaTimingFunction?
    /// Told when the animation starts and stops. Strong, as Core Animation's is.
    open var delegate: (any LayerAnimationDelegate)?
    /// Whether the animation leaves its layer when it ends (true by default).
    open var isRemovedOnCompletion = true

    /// Creates an animation with the default timing.
    public override init() { super.init() }

    /// Whether the animation never ends by itself.
    public var repeatsForever: Bool { repeatCount == .infinity || repeatDuration == .infinity }

    /// The value the layer's `defaultValue(forKey:)` gives a key the animation leaves unset (nil).
    open class func defaultValue(forKey key: String) -> Any? { nil }
}

/// What a layer shows outside an animation's time (Core Animation's `CAMediaTimingFillMode`).
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = MediaTimingFillMode(rawValue: "removed")
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    public static let both = MediaTimingFillMode(rawValue: "both")
}

/// A pacing curve's name (Core Animation's `CAMediaTimingFunctionName`).
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = MediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = MediaTimingFunctionName(rawValue: "default")
}

/// An animation's pacing, a cubic Bézier from (0, 0) to (1, 1) (Core Animation's
/// `CAMediaTimingFunction`), by name or by its two control points. Open, as Core Animation's is;
/// `@unchecked Sendable` because its control points never change after it is made.
open class MediaTimingFunction: NSObject, @unchecked Sendable {
    /// The curve's control points: (0, 0), the two given, (1, 1).
    public let controlPoints: [CGPoint]

    /// The curve Core Animation names `name`.
    public convenience init(name: MediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// The curve through (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`) and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [.zero, CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)), CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)),
                         CGPoint(x: 1, y: 1)]
    }
}
