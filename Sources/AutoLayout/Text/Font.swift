import Foundation

/// A font. Without a typeface its metrics are fixed, so layouts come out the same on every
/// machine: every character advances 0.6 × size, a line is 1.2 × size tall, and the baseline sits
/// 0.95 × size below the top of its line. With one (`Font(typeface:size:)`, `Font(name:size:)`, or
/// every system font after `setSystemFontFamily(_:)`) they are the typeface's: advances and
/// kerning, a line of ascender + descender + line gap, the baseline an ascender below the top.
// A class, as UIKit's `UIFont` is, so that apps extend it with `convenience init`s and `class`
// members; @unchecked Sendable because nothing in it changes after it is made (typefaces are
// Sendable).
open class Font: Hashable, @unchecked Sendable {
    /// The size in points.
    open var pointSize: CGFloat { size }
    private let size: CGFloat
    /// How heavy the strokes are; with fixed metrics, kept and drawn but not measured.
    public let weight: Weight
    /// The typeface measured and drawn; nil for the fixed metrics.
    public let typeface: (any Typeface)?
    /// The text style a `preferredFont` was made for: a label that adjusts its font to the text
    /// size makes the style's font again when its traits change. Not part of equality.
    package let textStyle: TextStyle?
    /// How wide the letters are; with fixed metrics, kept but not measured, as the weight is.
    package let width: Width
    /// The traits not given by the weight and width: italic (drawn upright here, with the same
    /// metrics) and monospace.
    package let traits: FontDescriptor.SymbolicTraits

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.typeface === rhs.typeface
            && lhs.width == rhs.width && lhs.traits == rhs.traits
    }
    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(typeface.map { ObjectIdentifier($0) })
        hasher.combine(width)
        hasher.combine(traits.rawValue)
    }

    /// A font of `pointSize` points (17 by default, UIKit's body size) and `weight`.
    public convenience init(pointSize: CGFloat = 17, weight: Weight = .regular) {
        self.init(pointSize: pointSize, weight: weight, typeface: Font.systemTypeface(weight))
    }

    init(pointSize: CGFloat, weight: Weight, typeface: (any Typeface)?, textStyle: TextStyle? = nil,
         width: Width = .standard, traits: FontDescriptor.SymbolicTraits = []) {
        self.size = pointSize
        self.weight = weight
        self.typeface = typeface
        self.textStyle = textStyle
        self.width = width
        self.traits = traits.intersection([.traitItalic, .traitMonoSpace])
    }

    /// The font `descriptor` describes at `pointSize` (0: the descriptor's size, else 12 points,
    /// as UIKit's). Its family comes from the typeface provider; a family it does not have, or
    /// the system family, gives the system font.
    public convenience init(descriptor: FontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize > 0 ? descriptor.pointSize : 12
        let named = descriptor.familyName.flatMap { family in
            Font.providerState.withLock { $0.named }?(family, descriptor.weight)
        }
        self.init(pointSize: size, weight: descriptor.weight, typeface: named ?? Font.systemTypeface(descriptor.weight),
                  textStyle: descriptor.textStyle, width: descriptor.width, traits: descriptor.symbolicTraits)
    }

    /// What describes this font: its family, size, weight, width and traits.
    open var fontDescriptor: FontDescriptor {
        FontDescriptor(familyName: familyName, pointSize: pointSize, weight: weight, width: width, traits: traits,
                       textStyle: textStyle)
    }

    /// UIKit's spelling: the font of the given size.
    open class func systemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size)
    }

    /// UIKit's spelling: the font of the given size and weight.
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The system font of the given size, weight and width (the width kept but not measured with
    /// fixed metrics, as the weight is).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> Font {
        Font(pointSize: fontSize, weight: weight, typeface: Font.systemTypeface(weight), width: width)
    }

    /// The font of a text style at the default content size (UIKit's `preferredFont(forTextStyle:)`).
    open class func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at the text size of `traits`; at the default size (Large) when
    /// they have none (see Font+DynamicType).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
        dynamicTypeFont(style, traits)
    }

    /// UIKit's spelling: the italic font of the given size (drawn upright here; the same metrics).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize, weight: .regular, typeface: Font.systemTypeface(.regular), traits: .traitItalic)
    }

    /// UIKit's spelling: digits of one width; the fixed metrics already give every character one.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(pointSize: fontSize, weight: weight)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize, weight: weight, typeface: typeface, width: width, traits: traits)
    }

    /// UIKit's spelling: the bold font of the given size.
    open class func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, weight: .bold)
    }

    /// The horizontal advance of one character (with a typeface, of the digit zero).
    public var characterWidth: CGFloat {
        guard let typeface else { return 0.6 * pointSize }
        return typeface.advance(of: "0") * pointSize / typeface.unitsPerEm
    }
    /// The height of one line.
    open var lineHeight: CGFloat {
        guard let typeface else { return 1.2 * pointSize }
        return (typeface.ascender + typeface.descender + typeface.lineGap) * pointSize / typeface.unitsPerEm
    }
    /// The distance from the top of a line to its baseline.
    open var ascender: CGFloat {
        guard let typeface else { return 0.95 * pointSize }
        return typeface.ascender * pointSize / typeface.unitsPerEm
    }

    /// The distance from the baseline to the bottom of a line, negative as UIKit gives it.
    open var descender: CGFloat {
        guard let typeface else { return -0.25 * pointSize }  // the fixed line: 0.95 up, 0.25 down
        return -typeface.descender * pointSize / typeface.unitsPerEm
    }
    /// The extra space between lines (none with the fixed metrics).
    open var leading: CGFloat {
        guard let typeface else { return 0 }
        return typeface.lineGap * pointSize / typeface.unitsPerEm
    }
    /// The height of capitals: the typeface's, else 0.7 of the size, as the system font's.
    open var capHeight: CGFloat {
        guard let typeface, let height = typeface.capHeight else { return 0.7 * pointSize }
        return height * pointSize / typeface.unitsPerEm
    }
    /// The height of lowercase letters: the typeface's, else 0.52 of the size, as the system font's.
    open var xHeight: CGFloat {
        guard let typeface, let height = typeface.xHeight else { return 0.52 * pointSize }
        return height * pointSize / typeface.unitsPerEm
    }
    /// The family: the typeface's, or the system font's (".SF UI Text").
    open var familyName: String { typeface?.familyName ?? Font.systemFamilyName }
    /// The font's name: its family and, if not regular, its weight (".SF UI Text-Bold").
    open var fontName: String { Font.fontName(family: familyName, weight: weight) }
    /// The system font's family when no typeface draws it.
    static let systemFamilyName = ".SF UI Text"
    /// A font's name: `family` and, if not regular, `weight`'s name.
    static func fontName(family: String, weight: Weight) -> String {
        let names: [Weight: String] = [.ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .medium: "Medium",
                                       .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black"]
        return names[weight].map { family + "-" + $0 } ?? family
    }
    /// The size of standard labels (17 points).
    open class var labelFontSize: CGFloat { 17 }
    /// The size of standard buttons (18 points).
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of the system font (14 points).
    open class var systemFontSize: CGFloat { 14 }
    /// The size of the small system font (12 points).
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The families installed: the system font's, and the typeface provider's when one is set.
    open class var familyNames: [String] { [Font(pointSize: 17).familyName] }
    /// The font names of `familyName`'s weights, when it is the system family.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        let system = Font(pointSize: 17).familyName
        guard familyName == system else { return [] }
        return [Weight.regular, .medium, .semibold, .bold].map { Font(pointSize: 17, weight: $0).fontName }
    }
    /// UIKit's spelling: every character one width, as the fixed metrics give them.
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight, typeface: Font.systemTypeface(weight), traits: .traitMonoSpace)
    }

    /// The width of `text` on one line.
    public func width(of text: Substring) -> CGFloat {
        if let typeface { return typeface.width(of: text) * pointSize / typeface.unitsPerEm }
        return CGFloat(Font.isPlainASCII(text.utf8) ? text.utf8.count : text.count) * characterWidth
    }

    /// Whether every byte is one character: ASCII without carriage returns (`"\r\n"` is one).
    static func isPlainASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        // Over the bytes in memory when they are (native strings are): iterating a string's
        // UTF-8 view costs several times the test itself, and labels measure text often.
        let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer where byte >= 0x80 || byte == 0x0D { return false }
            return true
        }
        return contiguous ?? !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
    }

    /// `text` broken into lines no wider than `width` (nil: only at newlines), at spaces; a word
    /// wider than the line stands alone. At most `maximumLines` lines when that is above zero.
    public func lines(of text: String, width: CGFloat?, maximumLines: Int = 0) -> [Substring] {
        var lines = typeface != nil ? proportionalLines(of: text, width: width)
            : (Font.isPlainASCII(text.utf8) ? asciiLines(of: text, width: width) : nil) ?? characterLines(of: text, width: width)
        if maximumLines > 0 && lines.count > maximumLines { lines.removeLast(lines.count - maximumLines) }
        return lines
    }

    /// How many lines `text` breaks into (as ``lines(of:width:maximumLines:)``) and the width of
    /// the widest: what a label's size needs, found for plain ASCII without making the lines.
    ///
    /// `isPlainASCII`, when the caller knows it, spares the scan of the text that finds it out.
    func measure(_ text: String, width: CGFloat?, maximumLines: Int = 0,
                 isPlainASCII: Bool? = nil) -> (lineCount: Int, widest: CGFloat) {
        if typeface == nil && (isPlainASCII ?? Font.isPlainASCII(text.utf8)) {
            var count = 0, widest = 0
            let walked = forEachASCIILine(of: text, width: width) { line in
                guard maximumLines <= 0 || count < maximumLines else { return false }
                count += 1
                widest = max(widest, line.count)
                return true
            }
            if walked { return (count, CGFloat(widest) * characterWidth) }
        }
        return measure(lines: self.lines(of: text, width: width, maximumLines: maximumLines))
    }

    /// How many `lines` there are and the width of the widest.
    func measure(lines: [Substring]) -> (lineCount: Int, widest: CGFloat) {
        (lines.count, lines.map(width(of:)).max() ?? 0)
    }

    /// ``lines(of:width:maximumLines:)`` for plain ASCII, a byte at a time (walking characters
    /// costs far more); nil if the text is not stored contiguously.
    private func asciiLines(of text: String, width: CGFloat?) -> [Substring]? {
        let utf8 = text.utf8
        func at(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var lines: [Substring] = []
        let walked = forEachASCIILine(of: text, width: width) { line in
            lines.append(text[at(line.lowerBound)..<at(line.upperBound)])
            return true
        }
        return walked ? lines : nil
    }

    /// Calls `body` with each line of plain ASCII `text` as a range of byte offsets, until it
    /// returns false; false if the text is not stored contiguously (nothing was walked).
    private func forEachASCIILine(of text: String, width: CGFloat?, _ body: (Range<Int>) -> Bool) -> Bool {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var paragraph = 0
            while true {
                var end = paragraph
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                if let width, width > 0 {
                    var filler = LineFiller(width: width, characterWidth: characterWidth, at: paragraph)
                    var index = paragraph, gap = 0
                    while index < end {
                        if bytes[index] == 0x20 {
                            gap += 1
                            index += 1
                            continue
                        }
                        let wordStart = index
                        while index < end && bytes[index] != 0x20 { index += 1 }
                        if let line = filler.add(wordStart..<index, count: index - wordStart, after: gap) {
                            guard body(line) else { return }
                        }
                        gap = 0
                    }
                    guard body(filler.lastLine) else { return }
                } else {
                    guard body(paragraph..<end) else { return }
                }
                guard end < bytes.count else { return }
                paragraph = end + 1
            }
        }
        return done != nil
    }

    /// ``lines(of:width:maximumLines:)`` for any text, a character at a time.
    private func characterLines(of text: String, width: CGFloat?) -> [Substring] {
        // Counted in characters, compared as count × character width: as the ASCII path does.
        wordLines(of: text, width: width, space: 1, measure: { CGFloat($0.count) }, toPoints: { $0 * characterWidth })
    }
}

extension Font {
    /// ``lines(of:width:maximumLines:)`` with a typeface: words are measured once each, and a line
    /// is its words' widths plus the spaces between them.
    func proportionalLines(of text: String, width: CGFloat?) -> [Substring] {
        wordLines(of: text, width: width, space: self.width(of: " "), measure: { self.width(of: $0) }, toPoints: { $0 })
    }

    /// Whether a character ends a line as UIKit's text does: a line feed, a carriage return (alone
    /// or before a line feed, one character) or a line or paragraph separator.
    static func endsLine(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2028}" || character == "\u{2029}"
    }

    /// `text` broken at spaces into lines no wider than `width` (nil: only at newlines), each word
    /// measured once by `measure` and each gap as `space`, in units `toPoints` turns into points.
    /// A word wider than the line stands alone.
    private func wordLines(of text: String, width: CGFloat?, space: CGFloat, measure: (Substring) -> CGFloat,
                           toPoints: (CGFloat) -> CGFloat) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: Font.endsLine) {
            guard let width, width > 0 else {
                lines.append(paragraph)
                continue
            }
            var lineStart: Substring.Index?, lineEnd = paragraph.startIndex
            var used: CGFloat = 0
            var index = paragraph.startIndex, gap = 0
            while index < paragraph.endIndex {
                if paragraph[index] == " " {
                    gap += 1
                    index = paragraph.index(after: index)
                    continue
                }
                let wordStart = index
                while index < paragraph.endIndex && paragraph[index] != " " { index = paragraph.index(after: index) }
                let word = measure(paragraph[wordStart..<index])
                if let start = lineStart, toPoints(used + CGFloat(gap) * space + word) > width + 1e-9 {
                    lines.append(paragraph[start..<lineEnd])
                    (lineStart, used) = (wordStart, word)
                } else if lineStart == nil {
                    (lineStart, used) = (wordStart, word)
                } else {
                    used += CGFloat(gap) * space + word
                }
                lineEnd = index
                gap = 0
            }
            lines.append(paragraph[(lineStart ?? lineEnd)..<lineEnd])
        }
        return lines
    }
}

/// Fills lines word by word, counting as it goes: a line's width is its character count, the
/// spaces between its words included, and measuring each candidate line afresh made wrapping
/// quadratic in its length. A word wider than the line stands alone.
private struct LineFiller<Index: Comparable> {
    let width: CGFloat
    let characterWidth: CGFloat
    private var start: Index?
    private var end: Index
    private var count = 0

    init(width: CGFloat, characterWidth: CGFloat, at start: Index) {
        self.width = width
        self.characterWidth = characterWidth
        end = start
    }

    /// Takes the next word, `count` characters after `gap` spaces; returns the line it ends, if
    /// it starts a new one.
    mutating func add(_ word: Range<Index>, count wordCount: Int, after gap: Int) -> Range<Index>? {
        defer { end = word.upperBound }
        guard let lineStart = start else {
            start = word.lowerBound
            count = wordCount
            return nil
        }
        guard CGFloat(count + gap + wordCount) * characterWidth > width + 1e-9 else {
            count += gap + wordCount
            return nil
        }
        start = word.lowerBound
        count = wordCount
        return lineStart..<end
    }

    /// The line being filled (empty where the paragraph starts if it had no words).
    var lastLine: Range<Index> { (start ?? end)..<end }
}
