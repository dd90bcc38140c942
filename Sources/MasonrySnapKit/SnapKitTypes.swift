import Foundation
import Masonry

// SnapKit's type names, over this package's types, so that code naming them compiles.

public typealias ConstraintView = View
public typealias ConstraintLayoutGuide = LayoutGuide
/// A view controller's top or bottom layout guide (`UILayoutSupport`).
public typealias ConstraintLayoutSupport = LayoutSupport
/// `controller.topLayoutGuide.snp`: a guide's `snp`.
public typealias ConstraintLayoutSupportDSL = ConstraintLayoutGuideDSL
public typealias ConstraintInsets = EdgeInsets
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
public typealias ConstraintInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// What `view.snp.top` (or `.edges`) is: an attribute, or a group of them, of a view or guide.
public typealias ConstraintItem = ViewAttribute
/// A view or a layout guide: what `make.item` is.
public typealias LayoutConstraintItem = LayoutItem
/// What `equalTo(_:)` and its kin take.
public typealias ConstraintRelatableTarget = ConstraintTarget

// SnapKit's chain is one class here, so each of its stages is that class: an extension of any
// of them extends the chain.
public typealias ConstraintMakerExtendable = Constraint
public typealias ConstraintMakerRelatable = Constraint
public typealias ConstraintMakerEditable = Constraint
public typealias ConstraintMakerPrioritizable = Constraint
public typealias ConstraintMakerFinalizable = Constraint
@available(*, deprecated, message: "Use ConstraintMakerPrioritizable instead.")
public typealias ConstraintMakerPriortizable = Constraint

/// SnapKit's settings.
public enum ConstraintConfig {
    /// The direction an edge inset's left and right become leading and trailing in (and a
    /// directional inset's leading and trailing become left and right): one for the process, by
    /// default left to right. Settable from any thread.
    public static var interfaceLayoutDirection: ConstraintInterfaceLayoutDirection {
        get { SnapKitRules.interfaceLayoutDirection }
        set { SnapKitRules.interfaceLayoutDirection = newValue }
    }
}

/// SnapKit's priority: a number, with its four levels. `.priority(_:)` takes it, `LayoutPriority`
/// (`UILayoutPriority`) and numbers.
public struct ConstraintPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Equatable, Hashable,
                                  Strideable, Sendable {
    public typealias FloatLiteralType = Float

    /// The priority's value, in (0, 1000].
    public let value: Float

    public init(floatLiteral value: Float) { self.value = value }
    /// A priority from a whole number (`let p: ConstraintPriority = 750`), as `LayoutPriority` takes one.
    public init(integerLiteral value: Int) { self.value = Float(value) }
    public init(_ value: Float) { self.value = value }
    /// The same value as a `LayoutPriority`'s.
    public init(_ priority: LayoutPriority) { value = priority.rawValue }

    /// 1000: the constraint must hold.
    public static var required: ConstraintPriority { 1000.0 }
    /// 750.
    public static var high: ConstraintPriority { 750.0 }
    /// 500 (SnapKit's iOS value; its macOS one is 501).
    public static var medium: ConstraintPriority { 500.0 }
    /// 250.
    public static var low: ConstraintPriority { 250.0 }

    public static func == (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool { lhs.value == rhs.value }

    /// `.high.advanced(by: 1)` is 751.
    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    /// How far `other` is above this one.
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }

    // What this name had as an alias of `LayoutPriority`, kept so that code using it compiles.
    /// The same as `value`.
    public var rawValue: Float { value }
    public init(rawValue: Float) { value = rawValue }
    /// 750, as UIKit names it.
    public static var defaultHigh: ConstraintPriority { 750.0 }
    /// 250, as UIKit names it.
    public static var defaultLow: ConstraintPriority { 250.0 }
    /// 50, as UIKit names it.
    public static var fittingSizeLevel: ConstraintPriority { 50.0 }
    public static func + (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority { lhs.advanced(by: rhs) }
    public static func - (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority { lhs.advanced(by: -rhs) }
}

extension LayoutPriority {
    /// The same value as a SnapKit priority's. Not an initializer: UIKit's `UILayoutPriority(100)`
    /// must find one `init(_:)` only.
    init(snapKit priority: ConstraintPriority) { self.init(rawValue: priority.value) }
}

extension LayoutConstraint {
    /// The constraint's name: its `identifier` (SnapKit's `label`, which `labeled(_:)` sets).
    public var label: String? {
        get { identifier }
        set { identifier = newValue }
    }
}

// MARK: The values the chain takes

/// What `offset(_:)` takes: a number.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}
/// What `inset(_:)` takes: a number (the same inset on each side) or edge insets.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}
/// What `inset(_:)` takes for leading and trailing: directional insets.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}
/// A value that stands for a constant: a number, a point, a size, edge or directional insets.
public protocol ConstraintConstantTarget {}

/// What `multipliedBy(_:)` and `dividedBy(_:)` take: a number.
public protocol ConstraintMultiplierTarget {
    /// The multiplier.
    var constraintMultiplierTargetValue: CGFloat { get }
}

/// What `priority(_:)` takes besides a `ConstraintPriority`: a number or a `LayoutPriority`.
public protocol ConstraintPriorityTarget {
    /// The priority's value.
    var constraintPriorityTargetValue: Float { get }
}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    public var constraintPriorityTargetValue: Float { self }
}
extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintMultiplierTargetValue: CGFloat { self }
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension LayoutPriority: ConstraintPriorityTarget {
    public var constraintPriorityTargetValue: Float { rawValue }
}
extension EdgeInsets: ConstraintInsetTarget {}
extension DirectionalEdgeInsets: ConstraintDirectionalInsetTarget {}
extension CGPoint: ConstraintConstantTarget {}
extension CGSize: ConstraintConstantTarget {}

extension ConstraintConstantTarget {
    /// The number this value is, if it is one.
    var number: CGFloat? {
        switch self {
        case let value as CGFloat: return value
        case let value as Int: return CGFloat(value)
        case let value as UInt: return CGFloat(value)
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        default: return nil
        }
    }
}

extension ConstraintInsetTarget {
    /// The insets this value is: its own, or a number's on each side.
    var insets: EdgeInsets {
        if let insets = self as? EdgeInsets { return insets }
        return EdgeInsets(all: number ?? 0)
    }
}

// MARK: The chain with SnapKit's values

extension Constraint {
    /// The priority SnapKit names: `.priority(.high)`, `.priority(.required)`.
    @discardableResult
    public final func priority(_ amount: ConstraintPriority, file: String = #fileID, line: Int = #line) -> Constraint {
        setting(LayoutPriority(snapKit: amount), file: file, line: line)
    }

    /// Any value that stands for a priority: a number of any type, a `LayoutPriority`.
    @discardableResult
    public final func priority(_ amount: some ConstraintPriorityTarget, file: String = #fileID,
                               line: Int = #line) -> Constraint {
        setting(LayoutPriority(amount.constraintPriorityTargetValue), file: file, line: line)
    }

    /// Any number as an offset.
    @discardableResult
    public final func offset(_ amount: some ConstraintOffsetTarget) -> Constraint { offset(amount.number ?? 0) }

    /// Any number (the same inset on each side) or edge insets as insets.
    @discardableResult
    public final func inset(_ amount: some ConstraintInsetTarget) -> Constraint { insets(amount.insets) }

    /// Directional insets, given as any value that is one.
    @discardableResult
    public final func inset(_ amount: some ConstraintDirectionalInsetTarget) -> Constraint {
        inset(amount as? DirectionalEdgeInsets ?? DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    /// Any number as a multiplier.
    @discardableResult
    public final func multipliedBy(_ amount: some ConstraintMultiplierTarget, file: String = #fileID,
                                   line: Int = #line) -> Constraint {
        multipliedBy(amount.constraintMultiplierTargetValue, file: file, line: line)
    }

    /// Any number as a divider.
    @discardableResult
    public final func dividedBy(_ amount: some ConstraintMultiplierTarget, file: String = #fileID,
                                line: Int = #line) -> Constraint {
        dividedBy(amount.constraintMultiplierTargetValue, file: file, line: line)
    }

    /// Changes the live constraint's priority to one SnapKit names.
    @discardableResult
    public final func update(priority: ConstraintPriority) -> Constraint { updating(LayoutPriority(snapKit: priority)) }

    /// Changes the live constraint's priority to any value that stands for one.
    @discardableResult
    public final func update(priority: some ConstraintPriorityTarget) -> Constraint {
        updating(LayoutPriority(priority.constraintPriorityTargetValue))
    }

    /// Changes the live constraint's constant to any number as an offset.
    @discardableResult
    public final func update(offset: some ConstraintOffsetTarget) -> Constraint { update(offset: offset.number ?? 0) }

    /// Changes the live constraint's constant to any number or edge insets as insets.
    @discardableResult
    public final func update(inset: some ConstraintInsetTarget) -> Constraint { update(insets: inset.insets) }

    /// Changes the live constraint's constant to directional insets, given as any value that is one.
    @discardableResult
    public final func update(inset: some ConstraintDirectionalInsetTarget) -> Constraint {
        update(inset: inset as? DirectionalEdgeInsets ?? DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
}
