import Foundation

/// What a relation can take: a view (its same attribute), a guide, a ``ViewAttribute``, a number,
/// a point, a size, insets, or an array of these. Other types are refused with Masonry's
/// "attempting to add unsupported attribute" diagnostic.
public protocol ConstraintTarget {}

extension View: ConstraintTarget {}
extension LayoutGuide: ConstraintTarget {}
extension Int: ConstraintTarget {}
extension Double: ConstraintTarget {}
extension Float: ConstraintTarget {}
extension CGFloat: ConstraintTarget {}
extension CGPoint: ConstraintTarget {}
extension CGSize: ConstraintTarget {}
extension NSEdgeInsets: ConstraintTarget {}
extension Array: ConstraintTarget where Element: ConstraintTarget {}

/// A constant a target carries, if it is one: number, point, size or insets.
enum ConstantTarget {
    case offset(CGFloat)
    case centerOffset(CGPoint)
    case sizeOffset(CGSize)
    case insets(EdgeInsets)

    init?(_ target: Any) {
        switch target {
        case let value as Int: self = .offset(CGFloat(value))
        case let value as Double: self = .offset(CGFloat(value))
        case let value as Float: self = .offset(CGFloat(value))
        case let value as CGFloat: self = .offset(value)
        case let value as CGPoint: self = .centerOffset(value)
        case let value as CGSize: self = .sizeOffset(value)
        case let value as EdgeInsets: self = .insets(value)
        default: return nil
        }
    }

    /// Whether every number in it is finite.
    var isFinite: Bool {
        switch self {
        case let .offset(value): return value.isFinite
        case let .centerOffset(point): return point.x.isFinite && point.y.isFinite
        case let .sizeOffset(size): return size.width.isFinite && size.height.isFinite
        case let .insets(insets): return [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite)
        }
    }
}

/// The elements of an array target, whatever its static element type.
func arrayElements(_ target: Any) -> [Any]? {
    if let array = target as? [any ConstraintTarget] { return array }
    if let array = target as? [Any] { return array }
    return nil
}
