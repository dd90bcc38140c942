import AutoLayout
import Foundation

/// The kind of a timing curve (UIKit's `UITimingCurveType`).
public enum TimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// What times an animator's progress (UIKit's `UITimingCurveProvider`).
public protocol TimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: TimingCurveType { get }
    /// The cubic curve, if it is one.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring, if it is one.
    var springTimingParameters: SpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (UIKit's `UICubicTimingParameters`).
open class CubicTimingParameters: NSObject, TimingCurveProvider, @unchecked Sendable {
    /// The built-in curve it is, or `.easeInOut` for a custom one.
    public let animationCurve: View.AnimationCurve
    /// The curve's first control point.
    public let controlPoint1: CGPoint
    /// The curve's second control point.
    public let controlPoint2: CGPoint
    /// Whether the curve is a built-in one.
    let isBuiltin: Bool

    /// The ease-in-out curve.
    public override convenience init() { self.init(animationCurve: .easeInOut) }
    /// A built-in curve, with its control points.
    public init(animationCurve curve: View.AnimationCurve) {
        animationCurve = curve
        isBuiltin = true
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        super.init()
    }
    /// A custom curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        (animationCurve, controlPoint1, controlPoint2, isBuiltin) = (.easeInOut, point1, point2, false)
        super.init()
    }
    /// Built-in or cubic.
    open var timingCurveType: TimingCurveType { isBuiltin ? .builtin : .cubic }
    /// Itself.
    open var cubicTimingParameters: CubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: SpringTimingParameters? { nil }
}

/// A spring timing curve (UIKit's `UISpringTimingParameters`).
open class SpringTimingParameters: NSObject, TimingCurveProvider, @unchecked Sendable {
    /// How quickly the spring settles: 1 without overshoot.
    public let dampingRatio: CGFloat
    /// The velocity at the start, relative to the distance.
    public let initialVelocity: CGVector
    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }
    /// A spring of `ratio` damping.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }
    /// A spring of `ratio` damping and initial `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        (dampingRatio, initialVelocity) = (ratio, velocity)
        super.init()
    }
    /// A spring of a mass, stiffness and damping: its ratio is damping / (2 √(stiffness × mass)).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (stiffness * mass).squareRoot()
        (dampingRatio, initialVelocity) = (critical > 0 ? damping / critical : 1, velocity)
        super.init()
    }
    /// A spring.
    open var timingCurveType: TimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: CubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: SpringTimingParameters? { self }
}
