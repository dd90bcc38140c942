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
        // Compared by type first: a cast between different number types can go through
        // Foundation's bridging, which costs more than the whole relation.
        let type = Swift.type(of: target)
        if type == Int.self, let value = target as? Int {
            self = .offset(CGFloat(value))
        } else if type == CGFloat.self, let value = target as? CGFloat {
            self = .offset(value)
        } else if type == Double.self, let value = target as? Double {
            self = .offset(CGFloat(value))
        } else if type == Float.self, let value = target as? Float {
            self = .offset(CGFloat(value))
        } else if type == CGPoint.self, let value = target as? CGPoint {
            self = .centerOffset(value)
        } else if type == CGSize.self, let value = target as? CGSize {
            self = .sizeOffset(value)
        } else if type == EdgeInsets.self, let value = target as? EdgeInsets {
            self = .insets(value)
        } else {
            return nil
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

/// A relation's target, sorted out once.
enum ResolvedTarget {
    case view(View)
    case attribute(ViewAttribute)
    case guide(LayoutGuide)
    case constant(ConstantTarget)
    case list([Any])
    case unsupported

    init(_ target: Any) {
        // Only objects are cast to classes: casting a number held in an `Any` to a class type
        // first boxes it in an NSNumber, which cost a fifth of making a constraint.
        if Swift.type(of: target) is AnyObject.Type {
            if let view = target as? View {
                self = .view(view)
            } else if let attribute = target as? ViewAttribute {
                self = .attribute(attribute)
            } else if let guide = target as? LayoutGuide {
                self = .guide(guide)
            } else {
                self = .unsupported
            }
        } else if let constant = ConstantTarget(target) {
            self = .constant(constant)
        } else if let elements = arrayElements(target) {
            self = .list(elements)
        } else {
            self = .unsupported
        }
    }
}

/// The elements of an array target, whatever its static element type.
func arrayElements(_ target: Any) -> [Any]? {
    if let array = target as? [any ConstraintTarget] { return array }
    if let array = target as? [Any] { return array }
    return nil
}
