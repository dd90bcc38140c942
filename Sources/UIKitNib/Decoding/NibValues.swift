import AutoLayout
import Foundation

// The value elements and attribute spellings Xcode writes, read into this package's types.
// Each reader answers nil for a spelling it does not know; the caller warns and keeps the default.

extension XMLNode {
    /// A numeric attribute.
    func number(_ name: String) -> CGFloat? {
        self[name].flatMap { Double($0) }.flatMap { $0.isFinite ? CGFloat($0) : nil }
    }

    /// A `YES`/`NO` attribute.
    func flag(_ name: String) -> Bool? {
        switch self[name] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// `<rect x y width height>`.
    var rect: CGRect? {
        guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// `<size width height>`.
    var size: CGSize? {
        guard let width = number("width"), let height = number("height") else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `<inset minX minY maxX maxY>` or `<edgeInsets top left bottom right>`.
    var insets: EdgeInsets? {
        if let top = number("top"), let left = number("left"), let bottom = number("bottom"), let right = number("right") {
            return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
        if let minX = number("minX"), let minY = number("minY"), let maxX = number("maxX"), let maxY = number("maxY") {
            return EdgeInsets(top: minY, left: minX, bottom: maxY, right: maxX)
        }
        return nil
    }

    /// `<directionalEdgeInsets top leading bottom trailing>`.
    var directionalInsets: DirectionalEdgeInsets? {
        guard let top = number("top"), let leading = number("leading"), let bottom = number("bottom"),
              let trailing = number("trailing") else { return nil }
        return DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// `<autoresizingMask widthSizable heightSizable flexibleMinX …>`.
    var autoresizingMask: View.AutoresizingMask {
        var mask: View.AutoresizingMask = []
        let pairs: [(String, View.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, option) in pairs where flag(name) == true { mask.insert(option) }
        return mask
    }
}

/// The enumerations' spellings in documents.
enum NibSpelling {
    static func contentMode(_ text: String) -> View.ContentMode? { contentModes[text] }
    private static let contentModes: [String: View.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    static func textAlignment(_ text: String) -> TextAlignment? { textAlignments[text] }
    private static let textAlignments: [String: TextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    static func lineBreakMode(_ text: String) -> LineBreakMode? { lineBreakModes[text] }
    private static let lineBreakModes: [String: LineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]

    static func attribute(_ text: String) -> LayoutAttribute? { attributes[text] }
    private static let attributes: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    static func relation(_ text: String?) -> LayoutRelation? {
        switch text {
        case nil: return .equal
        case "lessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual": return .greaterThanOrEqual
        default: return nil
        }
    }

    /// A multiplier: a number, or a ratio `16:9` or `16/9`.
    static func multiplier(_ text: String?) -> CGFloat? {
        guard let text else { return 1 }
        if let value = Double(text), value.isFinite { return CGFloat(value) }
        for separator in [":", "/"] {
            let parts = text.split(separator: Character(separator))
            if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
               denominator != 0, (numerator / denominator).isFinite {
                return CGFloat(numerator / denominator)
            }
        }
        return nil
    }

    /// A font weight's name (`bold`, `semibold`).
    static func weight(_ text: String?) -> Font.Weight { text.flatMap { weights[$0] } ?? .regular }
    private static let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
}
