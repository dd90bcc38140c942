import Foundation

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// Compact or regular (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable { case unspecified, phone, pad, tv, carPlay, mac, vision }

/// A view's environment (UIKit's `UITraitCollection`): a phone in portrait here.
public struct TraitCollection: Equatable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle
    public var horizontalSizeClass = UserInterfaceSizeClass.compact
    public var verticalSizeClass = UserInterfaceSizeClass.regular
    public var userInterfaceIdiom = UserInterfaceIdiom.phone
    public var displayScale: CGFloat = 2
    /// The text size: iOS's default, `"UICTContentSizeCategoryL"`.
    public var preferredContentSizeCategory = ContentSizeCategory.large

    public init(userInterfaceStyle: UserInterfaceStyle = .light) { self.userInterfaceStyle = userInterfaceStyle }

    /// Whether a change from `other` changes how colours resolve (its interface style).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }
}

/// The user's text size (UIKit's `UIContentSizeCategory`), by UIKit's raw names; iOS's default is
/// `.large`. A string literal of a raw name is one, as code that compares raw names expects.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether the size is one of the accessibility sizes (medium and up).
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }
}
