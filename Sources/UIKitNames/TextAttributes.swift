import Foundation
import Masonry

// UIKit's attributed-string keys and paragraph styles, which Foundation leaves to the UI
// frameworks: a label measures its attributed text's characters in its own font, and keeps the
// attributes for screen code to read back.

#if !canImport(Darwin)
// Each key is the string UIKit keeps it under; a label draws font, colour, kern and paragraph
// style, and keeps the rest for code to read back.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
    public static let accessibilitySpeechIPANotation = NSAttributedString.Key("UIAccessibilitySpeechAttributeIPANotation")
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("UIAccessibilitySpeechAttributeLanguage")
    public static let accessibilitySpeechPitch = NSAttributedString.Key("UIAccessibilitySpeechAttributePitch")
    public static let accessibilitySpeechPunctuation = NSAttributedString.Key("UIAccessibilitySpeechAttributePunctuation")
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
    public static let accessibilitySpeechSpellOut = NSAttributedString.Key("UIAccessibilitySpeechAttributeSpellOut")
    public static let accessibilityTextCustom = NSAttributedString.Key("UIAccessibilityTextAttributeCustom")
    public static let accessibilityTextHeadingLevel = NSAttributedString.Key("UIAccessibilityTextAttributeHeadingLevel")
    public static let UIAccessibilityTextAttributeContext = NSAttributedString.Key("UIAccessibilityTextAttributeContext")
}

/// How text is underlined or struck through (UIKit's `NSUnderlineStyle`): a thickness, a pattern
/// and whether spaces are skipped, as one option set.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}


/// A tab stop of a paragraph style (UIKit's `NSTextTab`).
open class NSTextTab: NSObject {
    /// Keys of a tab's options.
    public struct OptionKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters a decimal tab aligns on.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }
    /// How text aligns on the stop.
    public let alignment: TextAlignment
    /// Where the stop is, in points from the paragraph's leading edge.
    public let location: CGFloat
    /// The tab's options.
    public let options: [OptionKey: Any]
    /// A tab stop at `location`.
    public init(textAlignment alignment: TextAlignment, location: CGFloat, options: [OptionKey: Any] = [:]) {
        (self.alignment, self.location, self.options) = (alignment, location, options)
    }
    /// Tabs are equal when they align alike at the same place.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location
    }
}

/// Line and paragraph settings of attributed text (UIKit's `NSParagraphStyle`): kept, and read by
/// labels for alignment, line breaks and spacing.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// How lines break to avoid awkward breaks (UIKit's `NSParagraphStyle.LineBreakStrategy`).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    open internal(set) var alignment = TextAlignment.natural
    open internal(set) var lineBreakMode = LineBreakMode.byWordWrapping
    open internal(set) var lineBreakStrategy = LineBreakStrategy()
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var baseWritingDirection = NSWritingDirection.natural
    open internal(set) var hyphenationFactor: Float = 0
    open internal(set) var usesDefaultHyphenation = false
    open internal(set) var allowsDefaultTighteningForTruncation = false
    open internal(set) var defaultTabInterval: CGFloat = 0
    /// UIKit's twelve default stops, every 28 points.
    open internal(set) var tabStops = (1...12).map { NSTextTab(textAlignment: .natural, location: CGFloat($0) * 28) }
    /// The lists the paragraph is in, outermost first (kept: labels draw no markers).
    open internal(set) var textLists: [NSTextList] = []

    /// A style with UIKit's defaults.
    public override init() { super.init() }

    /// The default style (a new one each time: styles are not shared between threads here).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The direction `languageName` (a language code) is written in.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let code = languageName?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return ["ar", "dv", "fa", "he", "ps", "sd", "ug", "ur", "yi"].contains(code) ? .rightToLeft : .leftToRight
    }

    /// A style with this one's settings.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(copying: self) }
    /// A mutable style with this one's settings.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(copying: self) }

    /// A style with `other`'s settings.
    convenience init(copying other: NSParagraphStyle) {
        self.init()
        take(other)
    }

    func take(_ other: NSParagraphStyle) {
        (lineSpacing, paragraphSpacing, paragraphSpacingBefore) = (other.lineSpacing, other.paragraphSpacing, other.paragraphSpacingBefore)
        (alignment, lineBreakMode, lineBreakStrategy) = (other.alignment, other.lineBreakMode, other.lineBreakStrategy)
        (minimumLineHeight, maximumLineHeight, lineHeightMultiple) = (other.minimumLineHeight, other.maximumLineHeight, other.lineHeightMultiple)
        (firstLineHeadIndent, headIndent, tailIndent) = (other.firstLineHeadIndent, other.headIndent, other.tailIndent)
        (baseWritingDirection, hyphenationFactor, usesDefaultHyphenation) = (other.baseWritingDirection, other.hyphenationFactor, other.usesDefaultHyphenation)
        (allowsDefaultTighteningForTruncation, defaultTabInterval, tabStops) = (other.allowsDefaultTighteningForTruncation, other.defaultTabInterval, other.tabStops)
        textLists = other.textLists
    }
}

/// A paragraph style being built (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    open override var alignment: TextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: LineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineBreakStrategy: LineBreakStrategy { get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var baseWritingDirection: NSWritingDirection { get { super.baseWritingDirection } set { super.baseWritingDirection = newValue } }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    open override var usesDefaultHyphenation: Bool { get { super.usesDefaultHyphenation } set { super.usesDefaultHyphenation = newValue } }
    open override var allowsDefaultTighteningForTruncation: Bool { get { super.allowsDefaultTighteningForTruncation } set { super.allowsDefaultTighteningForTruncation = newValue } }
    open override var defaultTabInterval: CGFloat { get { super.defaultTabInterval } set { super.defaultTabInterval = newValue } }
    open override var tabStops: [NSTextTab] { get { super.tabStops } set { super.tabStops = newValue } }
    /// The lists the paragraph is in, outermost first.
    open override var textLists: [NSTextList] { get { super.textLists } set { super.textLists = newValue } }

    /// Adds a tab stop, kept in order of location.
    open func addTabStop(_ anObject: NSTextTab) {
        tabStops.append(anObject)
        tabStops.sort { $0.location < $1.location }
    }
    /// Removes the stops equal to `anObject`.
    open func removeTabStop(_ anObject: NSTextTab) { tabStops.removeAll { $0.isEqual(anObject) } }
    /// Takes every setting of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { take(obj) }
}
#endif

/// Runs `body` and returns its result (Objective-C's `autoreleasepool`, which code around UIKit
/// calls): Swift on Linux releases objects as their last reference goes, so there is no pool.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
