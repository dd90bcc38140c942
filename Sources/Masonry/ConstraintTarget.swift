import Foundation

/// What a relation can take: a view (its same attribute), a guide, a ``ViewAttribute``, a number,
/// a point, a size, insets (edge or directional), or an array of these. Other types may conform; they get the default
/// ``resolvedConstraintTarget`` and are refused with Masonry's "attempting to add unsupported
/// attribute" diagnostic.
public protocol ConstraintTarget {
    /// What the DSL makes of this value. Each supported type says so itself, so a relation never
    /// casts its target to find out.
    var resolvedConstraintTarget: ResolvedConstraintTarget { get }
}

/// A relation's target as the DSL reads it; only the DSL looks inside.
public struct ResolvedConstraintTarget {
    let value: ResolvedTarget
}

extension ConstraintTarget {
    /// A type the DSL does not know: refused, named in the diagnostic.
    public var resolvedConstraintTarget: ResolvedConstraintTarget {
        ResolvedConstraintTarget(value: .unsupported(String(describing: self)))
    }
}

extension View: ConstraintTarget {
    nonisolated public var resolvedConstraintTarget: ResolvedConstraintTarget { ResolvedConstraintTarget(value: .view(self)) }
}

extension LayoutGuide: ConstraintTarget {
    nonisolated public var resolvedConstraintTarget: ResolvedConstraintTarget { ResolvedConstraintTarget(value: .guide(self)) }
}

extension ViewAttribute {
    nonisolated public var resolvedConstraintTarget: ResolvedConstraintTarget { ResolvedConstraintTarget(value: .attribute(self)) }
}

extension Int: ConstraintTarget {
    public var resolvedConstraintTarget: ResolvedConstraintTarget { .constant(.offset(CGFloat(self))) }
}

extension UInt: ConstraintTarget {
    public var resolvedConstraintTarget: ResolvedConstraintTarget { .constant(.offset(CGFloat(self))) }
}

extension Double: ConstraintTarget {
    public var resolvedConstraintTarget: ResolvedConstraintTarget { .constant(.offset(CGFloat(self))) }
}

extension Float: ConstraintTarget {
    public var resolvedConstraintTarget: ResolvedConstraintTarget { .constant(.offset(CGFloat(self))) }
}

extension CGFloat: ConstraintTarget {
    public var resolvedConstraintTarget: ResolvedConstraintTarget { .constant(.offset(self)) }
}

extension CGPoint: ConstraintTarget {
    public var resolvedConstraintTarget: ResolvedConstraintTarget { .constant(.centerOffset(self)) }
}

extension CGSize: ConstraintTarget {
    public var resolvedConstraintTarget: ResolvedConstraintTarget { .constant(.sizeOffset(self)) }
}

extension EdgeInsets: ConstraintTarget {
    public var resolvedConstraintTarget: ResolvedConstraintTarget { .constant(.insets(self)) }
}

extension DirectionalEdgeInsets: ConstraintTarget {
    public var resolvedConstraintTarget: ResolvedConstraintTarget { .constant(.directionalInsets(self)) }
}

extension Array: ConstraintTarget where Element: ConstraintTarget {
    public var resolvedConstraintTarget: ResolvedConstraintTarget {
        ResolvedConstraintTarget(value: .list(map(\.resolvedConstraintTarget.value)))
    }
}

extension ResolvedConstraintTarget {
    static func constant(_ constant: ConstantTarget) -> ResolvedConstraintTarget {
        ResolvedConstraintTarget(value: .constant(constant))
    }

    /// A list of targets of any supported kinds (`equalTo([view, 10])`).
    static func list(_ targets: [any ConstraintTarget]) -> ResolvedConstraintTarget {
        ResolvedConstraintTarget(value: .list(targets.map(\.resolvedConstraintTarget.value)))
    }
}

/// A constant a target carries, if it is one: number, point, size or insets.
package enum ConstantTarget {
    case offset(CGFloat)
    case centerOffset(CGPoint)
    case sizeOffset(CGSize)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)

    /// The value as written, for messages.
    var valueDescription: String {
        switch self {
        case let .offset(value): return String(describing: value)
        case let .centerOffset(point): return String(describing: point)
        case let .sizeOffset(size): return String(describing: size)
        case let .insets(insets): return String(describing: insets)
        case let .directionalInsets(insets): return String(describing: insets)
        }
    }

    /// Whether every number in it is finite.
    var isFinite: Bool {
        switch self {
        case let .offset(value): return value.isFinite
        case let .centerOffset(point): return point.x.isFinite && point.y.isFinite
        case let .sizeOffset(size): return size.width.isFinite && size.height.isFinite
        case let .insets(insets):
            return insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite && insets.right.isFinite
        case let .directionalInsets(insets):
            return insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite && insets.trailing.isFinite
        }
    }
}

/// A relation's target, sorted out by its type's own conformance.
enum ResolvedTarget {
    case view(View)
    case attribute(ViewAttribute)
    case guide(LayoutGuide)
    case constant(ConstantTarget)
    case list([ResolvedTarget])
    /// The first view's superview, its same attribute (SnapKit's `equalToSuperview()`).
    case superview
    /// Not a target the DSL knows, as the value describes itself.
    case unsupported(String)

    /// The target as written, for messages.
    var valueDescription: String {
        switch self {
        case let .view(view): return String(describing: view)
        case let .attribute(attribute): return attribute.description
        case let .guide(guide): return guide.description
        case let .constant(constant): return constant.valueDescription
        case let .list(elements): return "[" + elements.map(\.valueDescription).joined(separator: ", ") + "]"
        case .superview: return "superview"
        case let .unsupported(description): return description
        }
    }
}
