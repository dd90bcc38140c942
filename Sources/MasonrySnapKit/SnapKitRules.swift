import Foundation
import Masonry
import Synchronization

/// SnapKit's rules, for constraints made through `snp`, where its chain means something other
/// than Masonry's: a constant is read for the attribute it applies to, the second one (so
/// `make.width.equalToSuperview().inset(10)` is 20 narrower and `make.top.equalTo(x.snp.bottom)
/// .inset(8)` is 8 above it); a centre related to a number relates to the superview's left or top;
/// a chain without a relation makes nothing.
package enum SnapKitRules: ConstraintRules {
    package static var installsWithoutRelation: Bool { false }
    package static var makesLayoutConstraintsEagerly: Bool { true }
    package static var pairsGroupTargetsByPosition: Bool { true }

    package static func impliedSecondAttribute(for first: LayoutAttribute) -> LayoutAttribute {
        switch first {
        case .centerX: return .left
        case .centerY: return .top
        default: return first
        }
    }

    package static func constant(_ value: ConstantTarget, first: LayoutAttribute, second: LayoutAttribute) -> CGFloat? {
        constant(value, for: second)
    }

    nonisolated private static let direction = Mutex(UserInterfaceLayoutDirection.leftToRight)

    /// The direction leading and trailing take edge insets in, and left and right directional
    /// insets in (SnapKit's `ConstraintConfig.interfaceLayoutDirection`): one for the process, as
    /// in SnapKit. Settable from any thread.
    nonisolated package static var interfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { direction.withLock { $0 } }
        set { direction.withLock { $0 = newValue } }
    }

    /// The constant `value` stands for on `attribute`, by SnapKit's rules.
    static func constant(_ value: ConstantTarget, for attribute: LayoutAttribute) -> CGFloat {
        switch value {
        case let .offset(offset):
            return offset
        case let .sizeOffset(size):
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        case let .centerOffset(point):
            switch attribute {
            case .width, .height, .notAnAttribute: return 0
            default: return attribute.axis == .horizontal ? point.x : point.y
            }
        case let .insets(insets):
            let leftToRight = interfaceLayoutDirection == .leftToRight
            return inset(top: insets.top, bottom: insets.bottom, left: insets.left, right: insets.right,
                         leading: leftToRight ? insets.left : insets.right,
                         trailing: leftToRight ? insets.right : insets.left,
                         start: insets.left, end: insets.right, for: attribute)
        case let .directionalInsets(insets):
            let leftToRight = interfaceLayoutDirection == .leftToRight
            return inset(top: insets.top, bottom: insets.bottom,
                         left: leftToRight ? insets.leading : insets.trailing,
                         right: leftToRight ? insets.trailing : insets.leading,
                         leading: insets.leading, trailing: insets.trailing,
                         start: insets.leading, end: insets.trailing, for: attribute)
        }
    }

    /// An inset on each side as the constant of `attribute`: an edge (or its margin, or the
    /// baseline nearest it) moves in by its side's inset, a centre by half the difference of its
    /// two sides', a width or height shrinks by both of its sides'. `start` and `end` are the
    /// horizontal sides as the insets name them (left and right, or leading and trailing): a
    /// centreX takes them whatever the direction.
    private static func inset(top: CGFloat, bottom: CGFloat, left: CGFloat, right: CGFloat,
                              leading: CGFloat, trailing: CGFloat, start: CGFloat, end: CGFloat,
                              for attribute: LayoutAttribute) -> CGFloat {
        switch attribute {
        case .left, .leftMargin: return left
        case .right, .rightMargin: return -right
        case .top, .topMargin, .firstBaseline: return top
        case .bottom, .bottomMargin, .lastBaseline: return -bottom
        case .leading, .leadingMargin: return leading
        case .trailing, .trailingMargin: return -trailing
        case .centerX, .centerXWithinMargins: return (start - end) / 2
        case .centerY, .centerYWithinMargins: return (top - bottom) / 2
        case .width: return -(start + end)
        case .height: return -(top + bottom)
        case .notAnAttribute: return 0
        }
    }
}
