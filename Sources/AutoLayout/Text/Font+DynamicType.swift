import Foundation

// Dynamic Type: each text style's point size at each of the user's text sizes, as UIKit's
// `preferredFont(forTextStyle:compatibleWith:)` returns them (measured in iOS 13.3's simulator;
// the body row is the one Apple's Human Interface Guidelines list). Weights do not change with
// the size.

extension Font {
    /// The font of a text style at the text size of `traits` (what UIKit's
    /// `preferredFont(forTextStyle:compatibleWith:)` gives); at the default size (Large) when they have none.
    static func dynamicTypeFont(_ style: TextStyle, _ traits: TraitCollection?) -> Font {
        Font(pointSize: style.pointSize(for: traits?.preferredContentSizeCategory ?? .large), weight: style.weight,
             typeface: Font.systemTypeface(style.weight), textStyle: style)
    }
}

extension Font.TextStyle {
    /// The style's point size at the text size `category`; its default (Large) size for the
    /// unspecified size or a name UIKit does not have.
    package func pointSize(for category: ContentSizeCategory) -> CGFloat {
        guard let column = Font.TextStyle.categories.firstIndex(of: category),
              let sizes = Font.TextStyle.sizes[self] else { return pointSize }
        return sizes[column]
    }

    /// The text sizes, smallest first: the columns of `sizes`.
    private static let categories: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Each style's point sizes, by `categories`: XS, S, M, L, XL, XXL, XXXL, then the five
    /// accessibility sizes.
    private static let sizes: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}
