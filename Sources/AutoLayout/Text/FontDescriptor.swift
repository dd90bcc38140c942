import Foundation

/// What identifies a font (UIKit's `UIFontDescriptor`): its family, name, size, weight, width and
/// symbolic traits. `Font(descriptor:size:)` makes the font it describes; `Font.fontDescriptor`
/// describes a font.
// @unchecked Sendable as `Font` is: nothing in it changes after it is made.
open class FontDescriptor: NSObject, @unchecked Sendable {
    /// Traits of a typeface (UIKit's `UIFontDescriptor.SymbolicTraits`), with UIKit's values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits' bits.
        public let rawValue: UInt32
        /// Traits of `rawValue`'s bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Slanted letters.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Heavy strokes: semibold and heavier.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider letters than standard.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower letters than standard.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every character one width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Laid out for vertical text.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Tuned for interface text.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Lines closer than the font's own leading.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Lines further apart than the font's own leading.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The keys of `fontAttributes` (UIKit's `UIFontDescriptor.AttributeName`), with UIKit's names.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name, a `String`.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's name, a `String`.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The point size, a `CGFloat`.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The Dynamic Type style, a `Font.TextStyle`.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The family; nil for the system font's.
    public let familyName: String?
    /// The size in points (0: whatever size the font is made at).
    open var pointSize: CGFloat { size }
    private let size: CGFloat
    /// The traits: bold when the weight is semibold or heavier, condensed or expanded by the width.
    open var symbolicTraits: SymbolicTraits {
        traits.union(weight >= .semibold ? .traitBold : [])
            .union(width < .standard ? .traitCondensed : width > .standard ? .traitExpanded : [])
    }
    private let traits: SymbolicTraits
    /// How heavy the strokes are.
    public let weight: Font.Weight
    /// How wide the letters are.
    public let width: Font.Width
    /// The Dynamic Type style the font follows, if any.
    public let textStyle: Font.TextStyle?

    /// A descriptor of `familyName` (nil: the system font's) at `pointSize`, `weight` and `width`
    /// with `traits` (bold, condensed and expanded there are taken from the weight and width).
    public init(familyName: String?, pointSize: CGFloat, weight: Font.Weight = .regular, width: Font.Width = .standard,
                traits: SymbolicTraits = [], textStyle: Font.TextStyle? = nil) {
        self.familyName = familyName
        size = pointSize
        self.weight = weight
        self.width = width
        self.traits = traits.subtracting([.traitBold, .traitCondensed, .traitExpanded])
        self.textStyle = textStyle
        super.init()
    }

    /// A descriptor of the family `name` at `size` (UIKit's `init(name:size:)`).
    public convenience init(name: String, size: CGFloat) {
        self.init(familyName: name, pointSize: size)
    }

    /// The font's name: its family and, if not regular, its weight, as `Font.fontName` gives it.
    open var postscriptName: String {
        Font.fontName(family: familyName ?? Font.systemFamilyName, weight: weight)
    }

    /// The descriptor's attributes by UIKit's keys: family, name, size and text style.
    open var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [.family: familyName ?? Font.systemFamilyName, .name: postscriptName]
        if size > 0 { attributes[.size] = size }
        if let textStyle { attributes[.textStyle] = textStyle }
        return attributes
    }

    /// The attribute under `anAttribute`, as `fontAttributes` has it.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The same descriptor with exactly `symbolicTraits`: bold keeps a semibold or heavier weight
    /// and makes a lighter one bold, its absence makes a bold one regular; condensed and expanded
    /// set the width likewise. Never nil here: every family is drawn with every trait (UIKit's is
    /// nil when the family has no such face).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> FontDescriptor? {
        let bold = symbolicTraits.contains(.traitBold)
        let weight: Font.Weight = bold == (self.weight >= .semibold) ? self.weight : bold ? .bold : .regular
        let width: Font.Width = symbolicTraits.contains(.traitCondensed) ? (self.width < .standard ? self.width : .condensed)
            : symbolicTraits.contains(.traitExpanded) ? (self.width > .standard ? self.width : .expanded) : .standard
        return FontDescriptor(familyName: familyName, pointSize: size, weight: weight, width: width,
                              traits: symbolicTraits.subtracting([.traitBold, .traitCondensed, .traitExpanded]),
                              textStyle: textStyle)
    }

    /// The same descriptor at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> FontDescriptor {
        FontDescriptor(familyName: familyName, pointSize: newPointSize, weight: weight, width: width,
                       traits: traits, textStyle: textStyle)
    }

    /// The same descriptor in the family `newFamily`.
    open func withFamily(_ newFamily: String) -> FontDescriptor {
        FontDescriptor(familyName: newFamily, pointSize: size, weight: weight, width: width, traits: traits,
                       textStyle: textStyle)
    }

    /// Equal when they describe the same font.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? FontDescriptor else { return false }
        return familyName == other.familyName && size == other.size && weight == other.weight && width == other.width
            && traits == other.traits && textStyle == other.textStyle
    }

    /// Hashes what equality compares.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(familyName)
        hasher.combine(size)
        hasher.combine(weight)
        hasher.combine(width)
        hasher.combine(traits)
        return hasher.finalize()
    }
}
