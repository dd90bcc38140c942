import Foundation

/// How strongly a constraint holds: 1000 is required, anything in (0, 1000) is optional.
public struct LayoutPriority: RawRepresentable, Comparable, Hashable, Sendable,
                              ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The priority value.
    public var rawValue: Float

    /// A priority from its value.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority from its value.
    public init(_ value: Float) {
        self.rawValue = value
    }

    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// A constraint that must hold: 1000.
    public static let required: LayoutPriority = 1000
    /// UIKit's default high priority (compression resistance): 750.
    public static let defaultHigh: LayoutPriority = 750
    /// UIKit's default low priority (content hugging): 250.
    public static let defaultLow: LayoutPriority = 250
    /// The priority at which `systemLayoutSizeFitting` pulls towards its target size: 50.
    public static let fittingSizeLevel: LayoutPriority = 50
    /// Masonry's `MASLayoutPriorityDefaultMedium` on iOS: 500.
    public static let defaultMedium: LayoutPriority = 500
    /// AppKit's priority of a drag (a split view divider, say) that may resize the window: 510.
    public static let dragThatCanResizeWindow: LayoutPriority = 510
    /// AppKit's priority at which a window keeps its size: 500.
    public static let windowSizeStayPut: LayoutPriority = 500
    /// AppKit's priority of a drag that must not resize the window: 490.
    public static let dragThatCannotResizeWindow: LayoutPriority = 490
    /// AppKit's priority with which `fittingSize` compresses a window's content: 50.
    public static let fittingSizeCompression: LayoutPriority = 50
    /// Masonry's high priority: 750.
    public static let high: LayoutPriority = 750
    /// Masonry's medium priority: 500.
    public static let medium: LayoutPriority = 500
    /// Masonry's low priority: 250.
    public static let low: LayoutPriority = 250

    /// Whether the constraint must hold.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the value is usable: a number in (0, 1000].
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Masonry's suffix: `low`, `medium`, `high`, `fitting size`, or the number.
    public var description: String {
        switch rawValue {
        case 250: return "low"
        case 500: return "medium"
        case 750: return "high"
        case 50: return "fitting size"
        case 1000: return "required"
        default: return formatG(CGFloat(rawValue))
        }
    }
}

extension LayoutPriority {
    /// A priority raised by `value`: `.defaultHigh + 1`, as UIKit's arithmetic.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `value`: `.required - 1`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
