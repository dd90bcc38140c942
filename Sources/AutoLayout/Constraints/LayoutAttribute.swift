/// A part of a view's or guide's layout that a constraint relates; raw values are UIKit's.
public enum LayoutAttribute: Int, Sendable, CaseIterable {
    case notAnAttribute = 0
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The last baseline (UIKit's `NSLayoutAttributeBaseline`).
    public static let baseline = LayoutAttribute.lastBaseline

    /// The axis the attribute measures along, if any.
    package var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: return nil
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    /// Width or height.
    @inline(__always) public var isSize: Bool { self == .width || self == .height }

    /// A position: every attribute but width, height and `notAnAttribute`.
    @inline(__always) public var isLocation: Bool { !isSize && self != .notAnAttribute }

    // The engine asks these of every constraint: one bit test each, instead of chains of
    // comparisons the compiler left as calls.
    @inline(__always) private func isIn(_ a: LayoutAttribute, _ b: LayoutAttribute, _ c: LayoutAttribute = .notAnAttribute,
                                        _ d: LayoutAttribute = .notAnAttribute, _ e: LayoutAttribute = .notAnAttribute,
                                        _ f: LayoutAttribute = .notAnAttribute) -> Bool {
        let mask = 1 << a.rawValue | 1 << b.rawValue | 1 << c.rawValue | 1 << d.rawValue | 1 << e.rawValue | 1 << f.rawValue
        return self != .notAnAttribute && mask & (1 << rawValue) != 0
    }

    /// Leading or trailing, plain or within the margins: mirrored in right-to-left layouts.
    @inline(__always) var isDirectional: Bool { isIn(.leading, .trailing, .leadingMargin, .trailingMargin) }

    /// Left or right, plain or within the margins.
    @inline(__always) var isAbsoluteHorizontal: Bool { isIn(.left, .right, .leftMargin, .rightMargin) }

    /// One of the four edges, absolute or directional.
    @inline(__always) package var isEdge: Bool { isIn(.left, .right, .top, .bottom, .leading, .trailing) }

    /// The first or last text baseline.
    @inline(__always) var isBaseline: Bool { isIn(.firstBaseline, .lastBaseline) }

    /// Measured against the margins rather than the edges.
    @inline(__always) var isMargin: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue }

    /// The plain attribute a margin attribute is of the margins guide (`leftMargin` → `left`,
    /// `centerXWithinMargins` → `centerX`); any other attribute itself.
    package var withoutMargins: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// The margin attribute of a plain edge or centre (`left` → `leftMargin`, `centerX` →
    /// `centerXWithinMargins`); any other attribute itself.
    package var withMargins: LayoutAttribute {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return self
        }
    }

    /// The name Masonry prints in descriptions (`baseline` for the last baseline).
    package var name: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "baseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }
}

/// How the two sides of a constraint relate; raw values are UIKit's.
public enum LayoutRelation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    package var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A layout axis.
public enum LayoutAxis: Sendable {
    case horizontal
    case vertical
}

/// Which way a view lays out its content horizontally.
public enum UserInterfaceLayoutDirection: Sendable {
    case leftToRight
    case rightToLeft
}

/// A view's own layout direction: inherited from its superview unless forced.
public enum SemanticContentAttribute: Sendable {
    case unspecified
    case forceLeftToRight
    case forceRightToLeft
}
