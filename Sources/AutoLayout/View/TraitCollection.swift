import Foundation

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// Compact or regular (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6 }

/// A view's environment (UIKit's `UITraitCollection`). As in UIKit, a collection made with
/// `TraitCollection()` or one of the one-trait initializers specifies only that trait: the others
/// are `.unspecified`, a display scale of 0 and the unspecified text size. A view's
/// `traitCollection` specifies every trait.
public struct TraitCollection: Equatable, Sendable {
    /// Light or dark.
    public var userInterfaceStyle = UserInterfaceStyle.unspecified
    /// The width's size class.
    public var horizontalSizeClass = UserInterfaceSizeClass.unspecified
    /// The height's size class.
    public var verticalSizeClass = UserInterfaceSizeClass.unspecified
    /// The kind of device.
    public var userInterfaceIdiom = UserInterfaceIdiom.unspecified
    /// Pixels per point; 0 when unspecified.
    public var displayScale: CGFloat = 0
    /// The user's text size.
    public var preferredContentSizeCategory = ContentSizeCategory.unspecified

    /// A collection that specifies nothing (UIKit's `UITraitCollection()`).
    public init() {}

    /// A collection that specifies only the interface style.
    public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// A collection that specifies only the horizontal size class.
    public init(horizontalSizeClass: UserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }

    /// A collection that specifies only the vertical size class.
    public init(verticalSizeClass: UserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }

    /// A collection that specifies only the kind of device.
    public init(userInterfaceIdiom: UserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }

    /// A collection that specifies only the pixels per point.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }

    /// A collection that specifies only the text size (`"UICTContentSizeCategoryM"` is `.medium`).
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The collections combined: each trait from the last of them that specifies it.
    public init(traitsFrom collections: [TraitCollection]) {
        self = collections.reduce(TraitCollection()) { merged, next in next.filling(from: merged) }
    }

    /// What a view has where nothing above it says otherwise: a phone in portrait (compact
    /// width, regular height, 2 pixels a point), iOS's default text size, light.
    package static let phoneDefaults = TraitCollection(traitsFrom: [
        TraitCollection(userInterfaceStyle: .light), TraitCollection(horizontalSizeClass: .compact),
        TraitCollection(verticalSizeClass: .regular), TraitCollection(userInterfaceIdiom: .phone),
        TraitCollection(displayScale: 2), TraitCollection(preferredContentSizeCategory: .large),
    ])

    /// This collection, with each trait it leaves unspecified taken from `other`.
    package func filling(from other: TraitCollection) -> TraitCollection {
        var filled = self
        if userInterfaceStyle == .unspecified { filled.userInterfaceStyle = other.userInterfaceStyle }
        if horizontalSizeClass == .unspecified { filled.horizontalSizeClass = other.horizontalSizeClass }
        if verticalSizeClass == .unspecified { filled.verticalSizeClass = other.verticalSizeClass }
        if userInterfaceIdiom == .unspecified { filled.userInterfaceIdiom = other.userInterfaceIdiom }
        if displayScale <= 0 { filled.displayScale = other.displayScale }
        if preferredContentSizeCategory == .unspecified {
            filled.preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        return filled
    }

    /// Whether every trait `other` specifies has the same value here (true for nil, which
    /// specifies none).
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return other.filling(from: self) == self
    }

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
