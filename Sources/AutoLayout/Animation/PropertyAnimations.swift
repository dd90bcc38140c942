import Foundation

/// An animation of one of a layer's properties, named by key path (Core Animation's
/// `CAPropertyAnimation`).
open class PropertyAnimation: LayerAnimation {
    /// The property animated (`"opacity"`, `"transform.rotation.z"`, `"position"`…).
    open var keyPath: String?
    /// Whether values add to the layer's own (kept).
    open var isAdditive = false
    /// Whether each repetition starts where the last ended (kept).
    open var isCumulative = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation between two values of a property (Core Animation's `CABasicAnimation`): the
/// values are kept; the layer keeps its own, as Core Animation's model layer does.
open class BasicAnimation: PropertyAnimation {
    /// The value it starts from.
    open var fromValue: Any?
    /// The value it ends at.
    open var toValue: Any?
    /// The change it makes, when `toValue` is not given.
    open var byValue: Any?
}

/// An animation through a list of values of a property (Core Animation's `CAKeyframeAnimation`).
open class KeyframeAnimation: PropertyAnimation {
    /// The values passed through, in order.
    open var values: [Any]?
    /// The path a point property follows, in place of `values`.
    open var path: CGPath?
    /// When each value is reached, from 0 to 1.
    open var keyTimes: [NSNumber]?
    /// The pacing between each pair of values.
    open var timingFunctions: [MediaTimingFunction]?
    /// How values between keyframes are found (kept).
    open var calculationMode = AnimationCalculationMode.linear
    /// Whether a layer following `path` turns along it (kept).
    open var rotationMode: AnimationRotationMode?
}

/// How a keyframe animation finds values between keyframes (`CAAnimationCalculationMode`).
public struct AnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = AnimationCalculationMode(rawValue: "linear")
    public static let discrete = AnimationCalculationMode(rawValue: "discrete")
    public static let paced = AnimationCalculationMode(rawValue: "paced")
    public static let cubic = AnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = AnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a path turns along it (`CAAnimationRotationMode`).
public struct AnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = AnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = AnimationRotationMode(rawValue: "autoReverse")
}

/// A basic animation paced by a spring (Core Animation's `CASpringAnimation`).
open class SpringAnimation: BasicAnimation {
    /// The mass on the spring (1 by default).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100 by default).
    open var stiffness: CGFloat = 100
    /// The damping (10 by default).
    open var damping: CGFloat = 10
    /// The speed the mass starts with.
    open var initialVelocity: CGFloat = 0
    /// An estimate of how long the spring takes to come to rest: until its envelope falls to
    /// 0.1 % of its start. The envelope decays as e^(−rt), with ω₀ = √(stiffness / mass),
    /// ζ = damping / (2√(stiffness · mass)), and r = ζω₀ below critical damping (ζ < 1), else
    /// ω₀(ζ − √(ζ² − 1)), the slower of the two decays.
    open var settlingDuration: CFTimeInterval {
        let omega = (stiffness / max(mass, .leastNonzeroMagnitude)).squareRoot()
        let zeta = damping / (2 * max(stiffness * mass, .leastNonzeroMagnitude).squareRoot())
        let rate = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        return CFTimeInterval(log(1000) / max(rate, .leastNonzeroMagnitude))
    }
}

/// Animations run together on one layer (Core Animation's `CAAnimationGroup`).
open class AnimationGroup: LayerAnimation {
    /// The animations run together; their delegates are not called, the group's is.
    open var animations: [LayerAnimation]?
}

/// A transition of a layer's whole content (Core Animation's `CATransition`): kept, and ended as
/// it is added.
open class LayerTransition: LayerAnimation {
    /// How the new content comes in.
    open var type = TransitionType.fade
    /// From which side, for the types that move.
    open var subtype: TransitionSubtype?
    /// Where in the transition it starts, from 0 to 1.
    open var startProgress: Float = 0
    /// Where in the transition it ends, from 0 to 1.
    open var endProgress: Float = 1
}

/// How a transition's new content comes in (`CATransitionType`).
public struct TransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = TransitionType(rawValue: "fade")
    public static let moveIn = TransitionType(rawValue: "moveIn")
    public static let push = TransitionType(rawValue: "push")
    public static let reveal = TransitionType(rawValue: "reveal")
}

/// The side a transition moves from (`CATransitionSubtype`).
public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = TransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = TransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
}
