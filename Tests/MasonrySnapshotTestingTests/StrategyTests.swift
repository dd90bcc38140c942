import Foundation
@testable import MasonryExamples
import MasonryPNG
import MasonrySnapshotTesting
import Testing
import UIKitLayout

/// The strategies on the project's own screens: each lays the screen out at a phone's size and
/// compares with the reference in `__Snapshots__` (recorded on the first run).
@Suite struct StrategyTests {
    let phone = CGSize(width: 375, height: 667)

    @Test func aLoginScreenAsFramesAsciiSvgAndPixels() {
        let login = LoginViewController()
        assertSnapshot(of: login, as: .frames(size: phone))
        assertSnapshot(of: login.view, as: .ascii(size: phone))
        assertSnapshot(of: login.view, as: .svg(size: phone))
        assertSnapshot(of: login, as: .image(size: phone, scale: 2))
    }

    @Test func anArticleAsPixels() {
        let article = ArticleViewController()
        assertSnapshot(of: article, as: .image(size: phone, scale: 1))
    }

    @Test func imageComparisonHonoursItsTolerances() {
        let white = Bitmap(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))
        var nearlyWhite = white.rgba
        nearlyWhite[0] = 250  // one pixel a little less red: L*a*b* (99.64, -1.63, -0.58) against white (100, 0.01, -0.01): ΔE √(0.36² + 1.64² + 0.57²) = 1.77
        let changed = Bitmap(width: 2, height: 2, rgba: nearlyWhite)
        #expect(Diffing.bitmap().diffV2(white, changed)?.0
            == "1 of 4 pixels differ by more than ΔE 0.00 (the largest ΔE 1.77); 0.7500 match, 1.0 must.")
        #expect(Diffing.bitmap(precision: 0.75).diffV2(white, changed) == nil)
        #expect(Diffing.bitmap(perceptualPrecision: 0.98).diffV2(white, changed) == nil)
        let small = Bitmap(width: 1, height: 1, rgba: [0, 0, 0, 255])
        #expect(Diffing.bitmap().diffV2(white, small)?.0 == "The image is 1 × 1 pixels; the reference is 2 × 2.")
    }
}
