import Foundation
import Testing
@testable import AutoLayout

/// Text styles at the user's text size: UIKit's `preferredFont(forTextStyle:compatibleWith:)`.
@Suite struct DynamicTypeTests {
    @Test func bodyFollowsUIKitsSizes() {
        let sizes: [(ContentSizeCategory, CGFloat)] = [
            (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19),
            (.extraExtraLarge, 21), (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28),
            (.accessibilityLarge, 33), (.accessibilityExtraLarge, 40), (.accessibilityExtraExtraLarge, 47),
            (.accessibilityExtraExtraExtraLarge, 53),
        ]
        for (category, size) in sizes {
            let traits = TraitCollection(preferredContentSizeCategory: category)
            #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == size)
        }
    }

    @Test func otherStylesScaleAndKeepTheirWeight() {
        let large = TraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        let headline = Font.preferredFont(forTextStyle: .headline, compatibleWith: large)
        #expect(headline.pointSize == 21 && headline.weight == .semibold)  // body's size, semibold
        #expect(Font.preferredFont(forTextStyle: .largeTitle, compatibleWith: large).pointSize == 38)
        let small = TraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: small).pointSize == 11)  // never below 11
        let largest = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: largest).pointSize == 41)
    }

    @Test func withoutATextSizeTheDefaultIsUsed() {
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)  // Large
        #expect(Font.preferredFont(forTextStyle: .title1, compatibleWith: TraitCollection()).pointSize == 28)
        #expect(Font.preferredFont(forTextStyle: .footnote, compatibleWith: View().traitCollection)
                == Font.preferredFont(forTextStyle: .footnote))  // a view's default is Large: 13
    }
}
