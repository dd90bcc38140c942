import Foundation

#if !canImport(Darwin)
/// A list that paragraphs belong to (UIKit's `NSTextList`): how its items are marked, and from
/// which number. `marker(forItemNumber:)` writes an item's marker as the format says.
open class NSTextList: NSObject {
    /// How items are marked (UIKit's `NSTextList.MarkerFormat`): a token in braces, which a
    /// format may surround with text of its own ("({decimal})" marks "(1)").
    public struct MarkerFormat: Hashable, RawRepresentable, Sendable {
        /// The format's string, its token in braces.
        public let rawValue: String
        /// The format of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a format from its string, as UIKit's `MarkerFormat(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A hollow square.
        public static let box = MarkerFormat("{box}")
        /// A check mark.
        public static let check = MarkerFormat("{check}")
        /// A hollow circle.
        public static let circle = MarkerFormat("{circle}")
        /// A filled diamond.
        public static let diamond = MarkerFormat("{diamond}")
        /// A filled circle, a bullet.
        public static let disc = MarkerFormat("{disc}")
        /// A hyphen bullet.
        public static let hyphen = MarkerFormat("{hyphen}")
        /// A small filled square.
        public static let square = MarkerFormat("{square}")
        /// Numbers in lowercase hexadecimal.
        public static let lowercaseHexadecimal = MarkerFormat("{lower-hexadecimal}")
        /// Numbers in uppercase hexadecimal.
        public static let uppercaseHexadecimal = MarkerFormat("{upper-hexadecimal}")
        /// Numbers in octal.
        public static let octal = MarkerFormat("{octal}")
        /// Letters: a, b, … z, aa.
        public static let lowercaseAlpha = MarkerFormat("{lower-alpha}")
        /// Letters: A, B, … Z, AA.
        public static let uppercaseAlpha = MarkerFormat("{upper-alpha}")
        /// Letters, as lowercase alpha.
        public static let lowercaseLatin = MarkerFormat("{lower-latin}")
        /// Letters, as uppercase alpha.
        public static let uppercaseLatin = MarkerFormat("{upper-latin}")
        /// Roman numerals: i, ii, iii.
        public static let lowercaseRoman = MarkerFormat("{lower-roman}")
        /// Roman numerals: I, II, III.
        public static let uppercaseRoman = MarkerFormat("{upper-roman}")
        /// Numbers: 1, 2, 3.
        public static let decimal = MarkerFormat("{decimal}")
    }

    /// Options of a list (UIKit's `NSTextList.Options`).
    public struct Options: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Markers of nested lists start with their enclosing list's.
        public static let prependEnclosingMarker = Options(rawValue: 1 << 0)
    }

    /// How the items are marked.
    public let markerFormat: MarkerFormat
    /// The list's options.
    public let listOptions: Options
    /// The number of the first item (1 by default).
    open var startingItemNumber = 1
    /// Whether the markers count (numbers, letters, numerals) rather than repeat a symbol.
    open var isOrdered: Bool { !["{box}", "{check}", "{circle}", "{diamond}", "{disc}", "{hyphen}", "{square}"].contains(token) }

    /// A list marked by `markerFormat`, with `options` (`NSTextList.Options` raw values).
    public init(markerFormat: MarkerFormat, options: Int = 0) {
        self.markerFormat = markerFormat
        listOptions = Options(rawValue: UInt(max(0, options)))
        super.init()
    }

    /// The marker of item `itemNum`: the format's token written for it, with the text around it.
    open func marker(forItemNumber itemNum: Int) -> String {
        guard let open = markerFormat.rawValue.firstIndex(of: "{"),
              let close = markerFormat.rawValue[open...].firstIndex(of: "}") else { return markerFormat.rawValue }
        return String(markerFormat.rawValue[..<open]) + Self.write(itemNum, as: token)
            + String(markerFormat.rawValue[markerFormat.rawValue.index(after: close)...])
    }

    /// The format's token, braces included ("{decimal}").
    private var token: String {
        guard let open = markerFormat.rawValue.firstIndex(of: "{"),
              let close = markerFormat.rawValue[open...].firstIndex(of: "}") else { return "" }
        return String(markerFormat.rawValue[open...close])
    }

    /// `number` written as `token` says; an unknown token writes it in decimal.
    private static func write(_ number: Int, as token: String) -> String {
        switch token {
        case "{box}": return "\u{25FB}"
        case "{check}": return "\u{2713}"
        case "{circle}": return "\u{25E6}"
        case "{diamond}": return "\u{25C6}"
        case "{disc}": return "\u{2022}"
        case "{hyphen}": return "\u{2043}"
        case "{square}": return "\u{25AA}"
        case "{lower-hexadecimal}": return String(number, radix: 16)
        case "{upper-hexadecimal}": return String(number, radix: 16, uppercase: true)
        case "{octal}": return String(number, radix: 8)
        case "{lower-alpha}", "{lower-latin}": return letters(number)
        case "{upper-alpha}", "{upper-latin}": return letters(number).uppercased()
        case "{lower-roman}": return roman(number).lowercased()
        case "{upper-roman}": return roman(number)
        default: return String(number)
        }
    }

    /// 1 → "a", 26 → "z", 27 → "aa"; numbers below 1 in decimal.
    private static func letters(_ number: Int) -> String {
        guard number > 0 else { return String(number) }
        var remaining = number, text = ""
        while remaining > 0 {
            remaining -= 1
            text = String(UnicodeScalar(UInt8(97 + remaining % 26))) + text
            remaining /= 26
        }
        return text
    }

    /// 4 → "IV", 1994 → "MCMXCIV"; numbers below 1 in decimal.
    private static func roman(_ number: Int) -> String {
        guard number > 0 else { return String(number) }
        let values = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
                      (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var remaining = number, text = ""
        for (value, numeral) in values {
            while remaining >= value {
                text += numeral
                remaining -= value
            }
        }
        return text
    }
}
#endif
