import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime

/// UIImage's derived images: the same size and pixels, drawn otherwise; animated images.
@Suite struct ImageVariantTests {
    private let icon = Image(size: CGSize(width: 24, height: 16), scale: 2)

    @Test func derivedImagesKeepTheSizeAndChangeHowTheyAreDrawn() {
        let tinted = icon.withTintColor(.red)
        #expect(tinted.size == icon.size && tinted.scale == 2 && tinted.tintColor == .red && tinted.renderingMode == .alwaysTemplate)
        let aligned = icon.withAlignmentRectInsets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).withBaselineOffset(fromBottom: 3)
        #expect(aligned.alignmentRectInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) && aligned.baselineOffsetFromBottom == 3)
        #expect(aligned.imageWithoutBaseline().baselineOffsetFromBottom == nil)
        #expect(icon.withHorizontallyFlippedOrientation().imageOrientation == .upMirrored)
        #expect(icon.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
        #expect(icon.traitCollection.displayScale == 2)
        // Fitting 24 × 16 in 12 × 12: the smaller factor, 12 / 24 = 0.5, gives 12 × 8.
        #expect(icon.preparingThumbnail(of: CGSize(width: 12, height: 12))?.size == CGSize(width: 12, height: 8))
        // Caps of 5 and 3: the middle pixel stretches; 24 − 5 − 1 = 18 right, 16 − 3 − 1 = 12 below.
        let stretchable = icon.stretchableImage(withLeftCapWidth: 5, topCapHeight: 3)
        #expect(stretchable.capInsets == EdgeInsets(top: 3, left: 5, bottom: 12, right: 18) && stretchable.leftCapWidth == 5)
    }

    @Test func symbolsKeepTheirConfiguration() {
        Image.register(Image(size: CGSize(width: 20, height: 20)), named: "test.star")
        let star = Image(systemName: "test.star", withConfiguration: Image.SymbolConfiguration(pointSize: 20))
        #expect(star?.isSymbolImage == true && star?.symbolConfiguration?.pointSize == 20)
        let bold = star?.applyingSymbolConfiguration(Image.SymbolConfiguration(weight: .bold))
        #expect(bold?.symbolConfiguration?.pointSize == 20 && bold?.symbolConfiguration?.weight == .bold)
        #expect(Image(named: "test.star")?.applyingSymbolConfiguration(Image.SymbolConfiguration(weight: .bold)) == nil)  // not a symbol
    }

    @Test func animatedImagesAreTheirFramesInOrder() {
        Image.register(Image(size: CGSize(width: 10, height: 10)), named: "test.spin1")
        Image.register(Image(size: CGSize(width: 10, height: 10)), named: "test.spin2")
        let spin = Image.animatedImageNamed("test.spin", duration: 0.5)
        #expect(spin?.images?.count == 2 && spin?.duration == 0.5 && spin?.size == CGSize(width: 10, height: 10))
        #expect(Image.animatedImage(with: [], duration: 1) == nil)
    }
}
