import Foundation
import MasonryPNG
import MasonrySnapshotTesting
import SnapshotTesting
import Testing
import UIKitLayout

/// A view that keeps the traits it had when it last laid out, and those it saw in each
/// `traitCollectionDidChange(_:)` with the previous ones.
private final class TraitReader: UIView {
    var whileLaidOut: UITraitCollection?
    var changes: [(now: UITraitCollection, previous: UITraitCollection?)] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        whileLaidOut = traitCollection
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((traitCollection, previousTraitCollection))
    }
}

/// A screen whose label takes its font from its traits' text size, as iOS screens do.
private final class TraitReadingController: UIViewController {
    let reader = TraitReader(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(reader)
        view.addSubview(label)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        label.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    }
}

/// Every trait of a device and of the given traits reaches the views a strategy lays out — size
/// classes, idiom, display scale, text size — and goes again after.
@Suite struct DeviceTraitTests {
    @Test func aPhoneInLandscapeHasACompactHeight() throws {
        let controller = TraitReadingController()
        let image = snapshot(.image(on: .iPhoneX(.landscape)), of: controller as UIViewController)
        let traits = try #require(controller.reader.whileLaidOut)
        #expect(traits.verticalSizeClass == .compact && traits.horizontalSizeClass == .compact)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.preferredContentSizeCategory == .medium)  // swift-snapshot-testing's phones
        #expect(traits.displayScale == 2)  // the device says none: the screen's 2
        #expect((image.size.width * image.scale, image.size.height * image.scale) == (1624, 750))  // 812 × 375 points at 2 pixels a point
        // Announced once, as it joined the window, already in the device's traits.
        #expect(controller.reader.changes.count == 1)
        #expect(controller.reader.changes.first?.now.verticalSizeClass == .compact)
        #expect(controller.reader.traitCollection.verticalSizeClass == .regular)  // out of the window: a phone's
    }

    @Test func aTabletIsRegularBothWaysAndASplitIsCompactAcross() throws {
        let controller = TraitReadingController()
        _ = snapshot(.recursiveDescription(on: .iPadPro11), of: controller as UIViewController)
        let full = try #require(controller.reader.whileLaidOut)
        #expect(full.horizontalSizeClass == .regular && full.verticalSizeClass == .regular)
        #expect(full.userInterfaceIdiom == .pad)
        _ = snapshot(.recursiveDescription(on: .iPadPro11(.landscape(splitView: .oneThird))), of: controller as UIViewController)
        #expect(controller.reader.whileLaidOut?.horizontalSizeClass == .compact)
    }

    @Test func theGivenTextSizeReachesTheViewsAndTheirFonts() throws {
        let controller = TraitReadingController()
        let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        _ = snapshot(.image(on: .iPhoneSe, traits: traits), of: controller as UIViewController)
        let laidOut = try #require(controller.reader.whileLaidOut)
        #expect(laidOut.preferredContentSizeCategory == .extraExtraLarge)
        #expect(laidOut.verticalSizeClass == .regular)  // the device's portrait, under the given traits
        let change = try #require(controller.reader.changes.first)
        #expect(controller.reader.changes.count == 1)
        #expect(change.now.preferredContentSizeCategory == .extraExtraLarge)
        #expect(change.previous?.preferredContentSizeCategory == .medium)  // the iPhone SE's
        #expect(controller.label.font.pointSize == 21)  // body at XXL
    }

    @Test func theGivenDisplayScaleIsTheViewsAndTheImages() {
        let controller = TraitReadingController()
        let image = snapshot(.image(on: .iPhoneSe, traits: .init(displayScale: 3)), of: controller as UIViewController)
        #expect(controller.reader.whileLaidOut?.displayScale == 3)
        #expect((image.size.width * image.scale, image.size.height * image.scale) == (960, 1704))  // 320 × 568 points at 3 pixels a point
    }

    @Test func aViewIsLaidOutInTheGivenTraitsAndLeavesThem() throws {
        let view = TraitReader(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let traits = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .regular), .init(displayScale: 1)])
        let image = snapshot(.image(traits: traits), of: view as UIView)
        let laidOut = try #require(view.whileLaidOut)
        #expect(laidOut.horizontalSizeClass == .regular && laidOut.displayScale == 1)
        #expect(laidOut.verticalSizeClass == .regular)  // not given: a phone's
        #expect((image.size.width * image.scale, image.size.height * image.scale) == (30, 20))  // 1 pixel a point
        #expect(view.traitCollection.horizontalSizeClass == .compact && view.traitCollection.displayScale == 2)
        #expect(view.changes.first?.previous?.horizontalSizeClass == .compact)  // told going in, and out again
        #expect(view.changes.count == 2)
    }

    @Test func aViewsDescriptionIsTakenInTheGivenTraits() {
        let view = TraitReader(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        _ = snapshot(.recursiveDescription(traits: .init(userInterfaceIdiom: .pad)), of: view as UIView)
        #expect(view.whileLaidOut?.userInterfaceIdiom == .pad)
    }
}
