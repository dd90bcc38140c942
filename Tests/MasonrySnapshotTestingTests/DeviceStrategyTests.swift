import Foundation
import MasonryPNG
import MasonrySnapshotTesting
import SnapshotTesting
import Testing
import UIKitLayout

/// What a controller goes through while it is snapshotted.
final class RecordingViewController: UIViewController {
    var calls: [String] = []
    var styleWhileLaidOut: UIUserInterfaceStyle?
    var safeAreaWhileLaidOut: UIEdgeInsets?
    var inWindowWhileLaidOut = false

    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        calls.append("traitCollectionDidChange(\(traitCollection.userInterfaceStyle))")
    }
    override func viewDidLayoutSubviews() {
        styleWhileLaidOut = view.traitCollection.userInterfaceStyle
        safeAreaWhileLaidOut = view.safeAreaInsets
        inWindowWhileLaidOut = view.window != nil
    }
}

/// What showing a controller or a view for a snapshot does to it: the window and its safe area,
/// the appearance calls, the traits' style and display scale — and that it is all undone after.
@Suite struct DeviceStrategyTests {
    @Test func aControllerAppearsInTheTraitsAndLeavesAgain() {
        let controller = RecordingViewController()
        let image = snapshot(.image(on: .iPhoneX, traits: UITraitCollection(userInterfaceStyle: .dark)),
                             of: controller as UIViewController)
        #expect(controller.calls == ["traitCollectionDidChange(dark)", "viewWillAppear", "viewDidAppear",
                                     "viewWillDisappear", "viewDidDisappear"])
        #expect(controller.styleWhileLaidOut == .dark)
        #expect(controller.safeAreaWhileLaidOut == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(controller.inWindowWhileLaidOut)
        #expect(controller.parent == nil && controller.view.superview == nil && controller.view.window == nil)
        #expect(controller.traitCollection.userInterfaceStyle == .light)  // outside the window again
        #expect((image.size.width * image.scale, image.size.height * image.scale) == (750, 1624))  // 375 × 812 points at 2 pixels a point
    }

    @Test func withoutAStyleTheTraitsAreAnnouncedOnce() {
        let controller = RecordingViewController()
        _ = snapshot(.recursiveDescription, of: controller as UIViewController)
        #expect(controller.calls.first == "traitCollectionDidChange(light)")
        #expect(controller.calls.count(where: { $0.hasPrefix("traitCollectionDidChange") }) == 1)
    }

    @Test func theTraitsDisplayScaleIsTheImagesPixelsAPoint() {
        let controller = FourLabelsViewController()
        let image = snapshot(.image(on: .iPhoneSe, traits: .init(displayScale: 1)), of: controller as UIViewController)
        #expect((image.size.width * image.scale, image.size.height * image.scale) == (320, 568))
        let sized = snapshot(.image(size: CGSize(width: 100, height: 80)), of: controller as UIViewController)
        #expect((sized.size.width * sized.scale, sized.size.height * sized.scale) == (200, 160))  // no device: the size, at 2 pixels a point
    }

    @Test func aViewIsDrawnInTheTraitsStyleAndKeepsItsOwn() {
        final class StyleProbe: UIView {
            var styles: [UIUserInterfaceStyle] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                styles.append(traitCollection.userInterfaceStyle)
            }
        }
        let view = StyleProbe(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let image = snapshot(.image(traits: .init(userInterfaceStyle: .dark)), of: view as UIView)
        #expect(view.styles == [.dark])
        #expect(view.traitCollection.userInterfaceStyle == .light && view.overrideUserInterfaceStyle == .unspecified)
        #expect((image.size.width * image.scale, image.size.height * image.scale) == (60, 40))
        view.overrideUserInterfaceStyle = .light
        view.setNeedsLayout()
        _ = snapshot(.image(traits: .init(userInterfaceStyle: .dark)), of: view as UIView)
        #expect(view.styles.last == .light)  // the view's own style wins, as in UIKit
    }

    @Test func iOSSpellingsCompile() {
        // The calls of a snapshot test written for iOS, with its imports changed.
        let controller: UIViewController = FourLabelsViewController()
        let view: UIView = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let strategies: [Snapshotting<UIViewController, UIImage>] = [
            .image, .image(on: .iPhoneSe), .image(on: .iPhoneX(.landscape), traits: UITraitCollection(userInterfaceStyle: .dark)),
            .image(on: .iPadPro11(.portrait(splitView: .oneThird)), precision: 0.99, perceptualPrecision: 0.98),
            .image(drawHierarchyInKeyWindow: false, precision: 1, perceptualPrecision: 1, size: nil, traits: .init()),
        ]
        let descriptions: [Snapshotting<UIViewController, String>] = [
            .recursiveDescription, .recursiveDescription(on: .iPhone8), .recursiveDescription(on: .iPhone13Mini, size: nil, traits: .init()),
        ]
        let viewImages: [Snapshotting<UIView, UIImage>] = [.image, .image(traits: .init(userInterfaceStyle: .dark)), .image(precision: 0.9)]
        let viewDescriptions: [Snapshotting<UIView, String>] = [.recursiveDescription, .recursiveDescription(size: CGSize(width: 10, height: 10))]
        #expect(strategies.count + descriptions.count + viewImages.count + viewDescriptions.count == 13)
        #expect(snapshot(.recursiveDescription, of: view).hasPrefix("<UILabel; frame = (0 0; 20 10); text = ''"))
        _ = controller
    }
}
