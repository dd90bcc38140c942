import Foundation

/// What kind of element a view is to assistive technologies (UIKit's `UIAccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let none: AccessibilityTraits = []
}
