import Foundation

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// Compact or regular (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6 }

/// A view's environment (UIKit's `UITraitCollection`, an immutable object). As in UIKit, a
/// collection made with `TraitCollection()` or one of the one-trait initializers specifies only
/// that trait: the others are `.unspecified`, a display scale of 0 and the unspecified text size.
/// A view's `traitCollection` specifies every trait it has.
open class TraitCollection: NSObject, @unchecked Sendable {
    // Unchecked: every stored value is immutable once made.
    private let values: Values

    /// The traits' values; `filling(from:)` combines them.
    struct Values: Equatable {
        var userInterfaceStyle = UserInterfaceStyle.unspecified
        var horizontalSizeClass = UserInterfaceSizeClass.unspecified
        var verticalSizeClass = UserInterfaceSizeClass.unspecified
        var userInterfaceIdiom = UserInterfaceIdiom.unspecified
        var displayScale: CGFloat = 0
        var preferredContentSizeCategory = ContentSizeCategory.unspecified
        var layoutDirection = TraitEnvironmentLayoutDirection.unspecified
        var accessibilityContrast = AccessibilityContrast.unspecified
        var userInterfaceLevel = UserInterfaceLevel.unspecified
        var legibilityWeight = LegibilityWeight.unspecified
        var displayGamut = DisplayGamut.unspecified
        var forceTouchCapability = ForceTouchCapability.unknown
        var activeAppearance = UserInterfaceActiveAppearance.unspecified
        var toolbarItemPresentationSize = ToolbarItemPresentationSize.unspecified
    }

    init(values: Values) {
        self.values = values
        super.init()
    }
    private convenience init(_ edit: (inout Values) -> Void) {
        var values = Values()
        edit(&values)
        self.init(values: values)
    }

    /// Light or dark.
    open var userInterfaceStyle: UserInterfaceStyle { values.userInterfaceStyle }
    /// The width's size class.
    open var horizontalSizeClass: UserInterfaceSizeClass { values.horizontalSizeClass }
    /// The height's size class.
    open var verticalSizeClass: UserInterfaceSizeClass { values.verticalSizeClass }
    /// The kind of device.
    open var userInterfaceIdiom: UserInterfaceIdiom { values.userInterfaceIdiom }
    /// Pixels per point; 0 when unspecified.
    open var displayScale: CGFloat { values.displayScale }
    /// The user's text size.
    open var preferredContentSizeCategory: ContentSizeCategory { values.preferredContentSizeCategory }
    /// The direction of the language (kept: layout follows views' semantic content attributes).
    open var layoutDirection: TraitEnvironmentLayoutDirection { values.layoutDirection }
    /// Whether the user asked for more contrast.
    open var accessibilityContrast: AccessibilityContrast { values.accessibilityContrast }
    /// Base or elevated content (elevated: a sheet above another).
    open var userInterfaceLevel: UserInterfaceLevel { values.userInterfaceLevel }
    /// Whether the user asked for bold text.
    open var legibilityWeight: LegibilityWeight { values.legibilityWeight }
    /// The screen's colour range.
    open var displayGamut: DisplayGamut { values.displayGamut }
    /// Whether the screen senses force (3D Touch).
    open var forceTouchCapability: ForceTouchCapability { values.forceTouchCapability }
    /// Whether the window is active, on a Mac.
    open var activeAppearance: UserInterfaceActiveAppearance { values.activeAppearance }
    /// The size of toolbar items, on a Mac.
    open var toolbarItemPresentationSize: ToolbarItemPresentationSize { values.toolbarItemPresentationSize }

    /// A collection that specifies nothing (UIKit's `UITraitCollection()`).
    public override convenience init() { self.init(values: Values()) }
    /// UIKit's decoding initializer: there are no archives here, so the collection specifies nothing.
    public required convenience init?(coder: NSCoder) { self.init(values: Values()) }
    /// A collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UserInterfaceStyle) { self.init { $0.userInterfaceStyle = userInterfaceStyle } }
    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UserInterfaceSizeClass) { self.init { $0.horizontalSizeClass = horizontalSizeClass } }
    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UserInterfaceSizeClass) { self.init { $0.verticalSizeClass = verticalSizeClass } }
    /// A collection that specifies only the kind of device.
    public convenience init(userInterfaceIdiom: UserInterfaceIdiom) { self.init { $0.userInterfaceIdiom = userInterfaceIdiom } }
    /// A collection that specifies only the pixels per point.
    public convenience init(displayScale: CGFloat) { self.init { $0.displayScale = displayScale } }
    /// A collection that specifies only the text size (`"UICTContentSizeCategoryM"` is `.medium`).
    public convenience init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) { self.init { $0.layoutDirection = layoutDirection } }
    /// A collection that specifies only the contrast.
    public convenience init(accessibilityContrast: AccessibilityContrast) { self.init { $0.accessibilityContrast = accessibilityContrast } }
    /// A collection that specifies only the level.
    public convenience init(userInterfaceLevel: UserInterfaceLevel) { self.init { $0.userInterfaceLevel = userInterfaceLevel } }
    /// A collection that specifies only the legibility weight.
    public convenience init(legibilityWeight: LegibilityWeight) { self.init { $0.legibilityWeight = legibilityWeight } }
    /// A collection that specifies only the colour range.
    public convenience init(displayGamut: DisplayGamut) { self.init { $0.displayGamut = displayGamut } }
    /// A collection that specifies only force sensing.
    public convenience init(forceTouchCapability: ForceTouchCapability) { self.init { $0.forceTouchCapability = forceTouchCapability } }
    /// A collection that specifies only the active appearance.
    public convenience init(activeAppearance: UserInterfaceActiveAppearance) { self.init { $0.activeAppearance = activeAppearance } }
    /// A collection that specifies only the toolbar item size.
    public convenience init(toolbarItemPresentationSize: ToolbarItemPresentationSize) {
        self.init { $0.toolbarItemPresentationSize = toolbarItemPresentationSize }
    }

    /// The collections combined: each trait from the last of them that specifies it.
    public convenience init(traitsFrom collections: [TraitCollection]) {
        self.init(values: collections.reduce(Values()) { merged, next in next.values.filling(from: merged) })
    }

    /// What a view has where nothing above it says otherwise: a phone in portrait (compact
    /// width, regular height, 2 pixels a point), iOS's default text size, light.
    package static let phoneDefaults = TraitCollection(traitsFrom: [
        TraitCollection(userInterfaceStyle: .light), TraitCollection(horizontalSizeClass: .compact),
        TraitCollection(verticalSizeClass: .regular), TraitCollection(userInterfaceIdiom: .phone),
        TraitCollection(displayScale: 2), TraitCollection(preferredContentSizeCategory: .large),
        TraitCollection(layoutDirection: .leftToRight), TraitCollection(accessibilityContrast: .normal),
        TraitCollection(userInterfaceLevel: .base), TraitCollection(legibilityWeight: .regular),
        TraitCollection(displayGamut: .P3), TraitCollection(forceTouchCapability: .unavailable),
    ])

    /// This collection, with each trait it leaves unspecified taken from `other`.
    package func filling(from other: TraitCollection) -> TraitCollection {
        let filled = values.filling(from: other.values)
        return filled == values ? self : TraitCollection(values: filled)
    }

    /// Whether every trait `other` specifies has the same value here (true for nil, which
    /// specifies none).
    open func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return other.values.filling(from: values) == values
    }

    /// Whether a change from `other` changes how colours resolve (its interface style, contrast or level).
    open func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle || other?.accessibilityContrast != accessibilityContrast
            || other?.userInterfaceLevel != userInterfaceLevel
    }

    /// Collections are equal when they specify the same traits alike.
    open override func isEqual(_ object: Any?) -> Bool { (object as? TraitCollection)?.values == values }
    /// A hash of the interface style and size classes, which equal collections share.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(values.userInterfaceStyle)
        hasher.combine(values.horizontalSizeClass)
        hasher.combine(values.verticalSizeClass)
        return hasher.finalize()
    }

    /// The traits of the code running now: set by `performAsCurrent(_:)` (and by views as they lay
    /// out, in UIKit), else a phone's.
    open class var current: TraitCollection {
        get { currentStack.value?.last ?? .phoneDefaults }
        set { currentStack.value = (currentStack.value?.dropLast() ?? []) + [newValue] }
    }
    /// Runs `actions` with this collection as `current`.
    open func performAsCurrent(_ actions: () -> Void) {
        TraitCollection.currentStack.value = (TraitCollection.currentStack.value ?? []) + [self]
        defer { TraitCollection.currentStack.value = TraitCollection.currentStack.value.map { Array($0.dropLast()) } }
        actions()
    }
    /// An image configuration for these traits.
    open var imageConfiguration: ImageConfiguration {
        let configuration = ImageConfiguration()
        configuration.traitCollection = self
        return configuration
    }
    private static let currentStack = ThreadLocal<[TraitCollection]>("swift-masonry.TraitCollection.current")
}

extension TraitCollection.Values {
    /// These values, with each one unspecified taken from `other`.
    func filling(from other: Self) -> Self {
        var filled = self
        if userInterfaceStyle == .unspecified { filled.userInterfaceStyle = other.userInterfaceStyle }
        if horizontalSizeClass == .unspecified { filled.horizontalSizeClass = other.horizontalSizeClass }
        if verticalSizeClass == .unspecified { filled.verticalSizeClass = other.verticalSizeClass }
        if userInterfaceIdiom == .unspecified { filled.userInterfaceIdiom = other.userInterfaceIdiom }
        if displayScale <= 0 { filled.displayScale = other.displayScale }
        if preferredContentSizeCategory == .unspecified { filled.preferredContentSizeCategory = other.preferredContentSizeCategory }
        if layoutDirection == .unspecified { filled.layoutDirection = other.layoutDirection }
        if accessibilityContrast == .unspecified { filled.accessibilityContrast = other.accessibilityContrast }
        if userInterfaceLevel == .unspecified { filled.userInterfaceLevel = other.userInterfaceLevel }
        if legibilityWeight == .unspecified { filled.legibilityWeight = other.legibilityWeight }
        if displayGamut == .unspecified { filled.displayGamut = other.displayGamut }
        if forceTouchCapability == .unknown { filled.forceTouchCapability = other.forceTouchCapability }
        if activeAppearance == .unspecified { filled.activeAppearance = other.activeAppearance }
        if toolbarItemPresentationSize == .unspecified { filled.toolbarItemPresentationSize = other.toolbarItemPresentationSize }
        return filled
    }
}

/// The direction of the language (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum TraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }
/// Whether the user asked for more contrast (UIKit's `UIAccessibilityContrast`).
public enum AccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }
/// Base or elevated content (UIKit's `UIUserInterfaceLevel`).
public enum UserInterfaceLevel: Int, Sendable { case unspecified = -1, base, elevated }
/// Regular or bold text (UIKit's `UILegibilityWeight`).
public enum LegibilityWeight: Int, Sendable { case unspecified = -1, regular, bold }
/// A screen's colour range (UIKit's `UIDisplayGamut`).
public enum DisplayGamut: Int, Sendable { case unspecified = -1, SRGB, P3 }
/// Whether a screen senses force (UIKit's `UIForceTouchCapability`).
public enum ForceTouchCapability: Int, Sendable { case unknown, unavailable, available }
/// Whether a Mac window is active (UIKit's `UIUserInterfaceActiveAppearance`).
public enum UserInterfaceActiveAppearance: Int, Sendable { case unspecified = -1, inactive, active }
/// The size of a Mac toolbar's items (UIKit's `UINSToolbarItemPresentationSize`).
public enum ToolbarItemPresentationSize: Int, Sendable { case unspecified = -1, regular, small, large }

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
