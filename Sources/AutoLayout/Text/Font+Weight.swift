import Foundation

extension Font {
    /// UIKit's font weights, by their values (regular is 0, bold 0.4).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's `UIFont.Weight(_:)`: a weight from its raw value (-1 to 1, 0 regular).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The CSS weight (100–900) a renderer draws it with.
        package var cssWeight: Int {
            let table: [(Weight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400),
                                          (.medium, 500), (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]
            return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? 400
        }
    }

    /// UIKit's font widths, by their values (standard is 0).
    public struct Width: RawRepresentable, Hashable, Comparable, Sendable {
        /// The width's value, -1 to 1.
        public var rawValue: CGFloat
        /// A width of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's `UIFont.Width(_:)`: a width from its raw value (-1 to 1, 0 standard).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Narrower is less.
        public static func < (lhs: Width, rhs: Width) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The narrowest letters.
        public static let compressed = Width(rawValue: -0.3)
        /// Narrow letters.
        public static let condensed = Width(rawValue: -0.2)
        /// The usual width.
        public static let standard = Width(rawValue: 0)
        /// Wide letters.
        public static let expanded = Width(rawValue: 0.2)
    }

    /// Dynamic Type's text styles, at iOS's default (Large) sizes, named as UIKit names them.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// UIKit's name for the style (`UICTFontTextStyleBody`).
        public let rawValue: String
        /// The point size and weight of the style.
        public let pointSize: CGFloat, weight: Weight

        private init(_ rawValue: String, _ pointSize: CGFloat, _ weight: Weight) {
            (self.rawValue, self.pointSize, self.weight) = (rawValue, pointSize, weight)
        }
        /// The style of UIKit's name; a name UIKit does not have takes the body's size and weight.
        public init(rawValue: String) {
            let known = Self.all.first { $0.rawValue == rawValue }
            self.init(rawValue, known?.pointSize ?? 17, known?.weight ?? .regular)
        }
        /// The style of UIKit's name.
        public init(_ rawValue: String) { self.init(rawValue: rawValue) }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0", 34, .regular)
        public static let title1 = TextStyle("UICTFontTextStyleTitle1", 28, .regular)
        public static let title2 = TextStyle("UICTFontTextStyleTitle2", 22, .regular)
        public static let title3 = TextStyle("UICTFontTextStyleTitle3", 20, .regular)
        public static let headline = TextStyle("UICTFontTextStyleHeadline", 17, .semibold)
        public static let body = TextStyle("UICTFontTextStyleBody", 17, .regular)
        public static let callout = TextStyle("UICTFontTextStyleCallout", 16, .regular)
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead", 15, .regular)
        public static let footnote = TextStyle("UICTFontTextStyleFootnote", 13, .regular)
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1", 12, .regular)
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2", 11, .regular)
        private static let all = [largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2]

        /// Styles are the same when their names are.
        public static func == (lhs: TextStyle, rhs: TextStyle) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the name.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }
}
