import Foundation
import MasonrySnapshotTesting
import SnapshotTesting
import Testing
import UIKitLayout

// Apps declare their own strategies against UIKit's types: on iOS an image snapshot's format is
// `UIImage`, so this extension compiles only if it is here too.
extension Snapshotting where Value == UIViewController, Format == UIImage {
    static var compactPhone: Snapshotting { .image(on: .iPhoneSe, traits: .init(displayScale: 1)) }
}

/// Image snapshots are `UIImage`s, as in swift-snapshot-testing on iOS: with their pixels, PNG
/// data both ways, and `UIImage` values snapshotted themselves.
@Suite struct ImageFormatTests {
    @Test func anAppsOwnStrategyOnUIImageGivesTheDrawing() {
        let controller = UIViewController()
        controller.view.backgroundColor = .red
        let image = snapshot(.compactPhone, of: controller)
        #expect(image.size == CGSize(width: 320, height: 568) && image.scale == 1)  // the iPhone SE, 1 pixel a point
        let pixels = image.pngData().flatMap { UIImage(data: $0) }
        #expect(pixels == image)  // the same size, scale and pixels after PNG both ways
    }

    @Test func pngDataGoesBothWaysAndComparesPixels() {
        let red = UIImage(data: solid(width: 2, height: 1, [255, 0, 0, 255]), scale: 2)
        let blue = UIImage(data: solid(width: 2, height: 1, [0, 0, 255, 255]), scale: 2)
        #expect(red?.size == CGSize(width: 1, height: 0.5) && red?.scale == 2)
        #expect(red != blue && red == UIImage(data: red?.pngData() ?? Data(), scale: 2))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        // An image known by its size only is transparent when drawn out.
        let sized = UIImage(size: CGSize(width: 2, height: 1))
        #expect(UIImage(data: sized.pngData() ?? Data()) == UIImage(data: solid(width: 2, height: 1, [0, 0, 0, 0])))
    }

    @Test func anImageIsSnapshottedItselfWithinItsTolerances() throws {
        let red = try #require(UIImage(data: solid(width: 2, height: 2, [255, 0, 0, 255])))
        let almost = try #require(UIImage(data: solid(width: 2, height: 2, [250, 0, 0, 255])))
        let strategy = Snapshotting<UIImage, UIImage>.image
        #expect(strategy.diffing.diffV2(red, red) == nil)
        #expect(strategy.diffing.diffV2(red, almost)?.0.hasPrefix("4 of 4 pixels differ by more than ΔE 0.00") == true)
        #expect(Snapshotting<UIImage, UIImage>.image(perceptualPrecision: 0.98).diffing.diffV2(red, almost) == nil)
    }

    /// PNG data of `width` × `height` pixels all of `rgba`.
    @Test func anImageViewDrawsThePNGItsImageWasMadeFrom() {
        let view = UIImageView(image: UIImage(data: solid(width: 2, height: 2, [255, 0, 0, 255])))
        view.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        let drawn = snapshot(Snapshotting<UIView, UIImage>.image(traits: .init(displayScale: 1)), of: view)
        #expect(drawn.pngData().flatMap { UIImage(data: $0) } == UIImage(data: solid(width: 2, height: 2, [255, 0, 0, 255])))
    }

    private func solid(width: Int, height: Int, _ rgba: [UInt8]) -> Data {
        UIImage(pixelWidth: width, height: height, scale: 1, rgba: Array([[UInt8]](repeating: rgba, count: width * height).joined()))
            .pngData() ?? Data()
    }
}

/// Views of no size and views sized by their content, as swift-snapshot-testing's iOS
/// strategies treat them.
@MainActor @Suite struct ViewImageSizingTests {
    @Test func aViewOfNoSizeIsStoredAsTheRedPlaceholder() throws {
        let flat = UIView(frame: CGRect(x: 0, y: 0, width: 350, height: 0))
        let image = snapshot(Snapshotting<UIView, UIImage>.image, of: flat)
        #expect(image.size == .zero)
        let diffing = Snapshotting<UIView, UIImage>.image.diffing
        // Stored as iOS stores it: a 400 × 80 point red label, at 2 pixels a point.
        let stored = try #require(UIImage(data: diffing.toData(image), scale: 2))
        #expect(stored.size == CGSize(width: 400, height: 80))
        #expect(stored.pngData().flatMap { UIImage(data: $0) }?.size == CGSize(width: 800, height: 160))
        // An empty drawing matches only an empty reference.
        #expect(diffing.diffV2(stored, image)?.0 == "Newly-taken snapshot is empty.")
        #expect(diffing.diffV2(UIImage(size: .zero), image) == nil)
    }

    @Test func aViewSizedToFitTheTraitsTextGoesBackToItsFrame() {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "What's the point?"
        let small = snapshot(Snapshotting<UIView, UIImage>.image(traits: .init(preferredContentSizeCategory: .extraSmall)), of: label)
        let large = snapshot(Snapshotting<UIView, UIImage>.image(traits: .init(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)),
                             of: label)
        // Title 1 is 25 points at XS and 58 at AX5 (UIKit's table); 17 characters 0.6 em wide:
        // 17 × 0.6 × 25 = 255, and 17 × 0.6 × 58 = 591.6, rounded up.
        #expect(small.size == CGSize(width: 255, height: 30) && large.size == CGSize(width: 592, height: 70))
        #expect(label.frame == .zero)  // put back after each drawing, so each fits afresh
    }
}
