import Foundation

/// Masonry's rules (`mas`): a modifier's constant (`offset`, `insets`, `sizeOffset`,
/// `centerOffset`) is read for the first attribute, a position with no target relates to the
/// superview's same attribute, and a chain with no relation relates to the superview. SnapKit's,
/// which differ, are `MasonrySnapKit`'s `SnapKitRules`.
package enum MasonryRules: ConstraintRules {
    package static var installsWithoutRelation: Bool { true }
    package static var makesLayoutConstraintsEagerly: Bool { false }
    package static var pairsGroupTargetsByPosition: Bool { false }

    package static func impliedSecondAttribute(for first: LayoutAttribute) -> LayoutAttribute { first }

    package static func constant(_ value: ConstantTarget, first: LayoutAttribute, second: LayoutAttribute) -> CGFloat? {
        constant(value, for: first)
    }

    /// The constant `attribute` takes from `value`; nil where Masonry leaves the constant as it is
    /// (insets for a size, a size offset for a position).
    static func constant(_ value: ConstantTarget, for attribute: LayoutAttribute) -> CGFloat? {
        switch value {
        case let .offset(offset):
            return offset
        case let .insets(insets):
            switch attribute {
            case .left, .leading: return insets.left
            case .top: return insets.top
            case .bottom: return -insets.bottom
            case .right, .trailing: return -insets.right
            default: break
            }
        case let .directionalInsets(insets):
            switch attribute {
            case .leading, .left, .leadingMargin, .leftMargin: return insets.leading
            case .top, .topMargin: return insets.top
            case .bottom, .bottomMargin: return -insets.bottom
            case .trailing, .right, .trailingMargin, .rightMargin: return -insets.trailing
            default: break
            }
        case let .sizeOffset(size):
            if attribute == .width { return size.width } else if attribute == .height { return size.height }
        case let .centerOffset(point):
            if attribute == .centerX { return point.x } else if attribute == .centerY { return point.y }
        }
        return nil
    }
}
