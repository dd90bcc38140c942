import Foundation
import Testing
@testable import AutoLayout

/// Fonts' descriptors: what a font says it is, and the font a descriptor makes.
@Suite struct FontDescriptorTests {
    @Test func aFontDescribesItsFamilySizeWeightWidthAndTraits() {
        let bold = Font.boldSystemFont(ofSize: 15).fontDescriptor
        #expect(bold.familyName == ".SF UI Text" && bold.pointSize == 15 && bold.symbolicTraits == .traitBold)
        #expect(bold.postscriptName == ".SF UI Text-Bold")
        #expect(bold.object(forKey: .size) as? CGFloat == 15 && bold.object(forKey: .family) as? String == ".SF UI Text")
        // Semibold is bold too; medium is not.
        #expect(Font.systemFont(ofSize: 12, weight: .semibold).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(Font.systemFont(ofSize: 12, weight: .medium).fontDescriptor.symbolicTraits == [])
        #expect(Font.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitItalic)
        #expect(Font.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits == .traitMonoSpace)
        let condensed = Font.systemFont(ofSize: 12, weight: .bold, width: .condensed)
        #expect(condensed.fontDescriptor.symbolicTraits == [.traitBold, .traitCondensed])
        #expect(Font.systemFont(ofSize: 12, weight: .regular, width: .expanded).fontDescriptor.symbolicTraits == .traitExpanded)
        #expect(Font.preferredFont(forTextStyle: .headline).fontDescriptor.object(forKey: .textStyle) as? Font.TextStyle == .headline)
    }

    @Test func traitsChangeTheWeightAndWidthAndAreKeptAcrossSizes() throws {
        let regular = Font.systemFont(ofSize: 14).fontDescriptor
        let boldItalic = try #require(regular.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(boldItalic.weight == .bold && boldItalic.symbolicTraits == [.traitBold, .traitItalic])
        let font = Font(descriptor: boldItalic, size: 0)  // 0: the descriptor's 14
        #expect(font.pointSize == 14 && font.weight == .bold && font.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
        #expect(font.withSize(20).fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
        // Without bold, a bold weight goes back to regular; a heavier one asked bold stays heavy.
        #expect(boldItalic.withSymbolicTraits(.traitItalic)?.weight == .regular)
        #expect(Font.systemFont(ofSize: 14, weight: .black).fontDescriptor.withSymbolicTraits(.traitBold)?.weight == .black)
        #expect(regular.withSymbolicTraits(.traitCondensed)?.width == .condensed)
        // A size given wins over the descriptor's; neither gives UIKit's 12.
        #expect(Font(descriptor: boldItalic, size: 30).pointSize == 30)
        #expect(Font(descriptor: FontDescriptor(familyName: nil, pointSize: 0), size: 0).pointSize == 12)
    }

    @Test func anItalicFontIsNotTheUprightOneThoughItMeasuresTheSame() {
        let italic = Font.italicSystemFont(ofSize: 10), upright = Font.systemFont(ofSize: 10)
        #expect(italic != upright && italic.width(of: "abc") == upright.width(of: "abc"))
        #expect(Font.systemFont(ofSize: 10, weight: .regular, width: .standard) == upright)
    }

    @Test func anUnknownFamilyGivesTheSystemFont() {
        let font = Font(descriptor: FontDescriptor(name: "No Such Family", size: 11), size: 0)
        #expect(font.familyName == ".SF UI Text" && font.pointSize == 11)
        #expect(FontDescriptor(name: "A", size: 11).withFamily("B").withSize(9).fontAttributes[.family] as? String == "B")
        #expect(FontDescriptor(name: "A", size: 11) == FontDescriptor(familyName: "A", pointSize: 11))
    }
}
