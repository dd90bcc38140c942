import Foundation
import MasonrySnapshotTesting
import SnapshotTesting
import Testing
import UIKitLayout

/// Where UIKit put the four labels on one device, in the places that do not depend on the
/// labels' text: the top label's top, the bottom label's bottom, the leading label's left, the
/// trailing label's right, and the centre the top and bottom labels share across and the side
/// labels down. UIKit places frames on its 3× simulator's pixels, so its centres can be off the
/// exact centre by up to half of one of them, 1/6 point.
struct UIKitPlacement: Sendable, CustomTestStringConvertible {
    let name: String
    let device: ViewImageConfig
    let top: CGFloat, bottom: CGFloat, leading: CGFloat, trailing: CGFloat
    let centreX: CGFloat, centreY: CGFloat
    var testDescription: String { name }
}

/// The devices a screen is commonly checked on: phones in portrait, tablets in landscape.
nonisolated let uikitPlacements: [UIKitPlacement] = [
    // 320 × 568, 20 above: centres 320 / 2 = 160 and (20 + 568) / 2 = 294.
    UIKitPlacement(name: "iPhone SE", device: .iPhoneSe, top: 20, bottom: 568, leading: 0, trailing: 320,
                   centreX: 160, centreY: 294),
    // 375 × 667: 375 / 2 = 187.5 and (20 + 667) / 2 = 343.5, each a sixth of a point off.
    UIKitPlacement(name: "iPhone 8", device: .iPhone8, top: 20, bottom: 667, leading: 0, trailing: 375,
                   centreX: 187.667, centreY: 343.667),
    // 414 × 736: 207 and (20 + 736) / 2 = 378.
    UIKitPlacement(name: "iPhone 8 Plus", device: .iPhone8Plus, top: 20, bottom: 736, leading: 0, trailing: 414,
                   centreX: 207, centreY: 378),
    // 375 × 812, 44 above and 34 below: bottom 812 − 34 = 778; centre down (44 + 778) / 2 = 411.
    UIKitPlacement(name: "iPhone X", device: .iPhoneX, top: 44, bottom: 778, leading: 0, trailing: 375,
                   centreX: 187.667, centreY: 411),
    // 414 × 896: bottom 896 − 34 = 862; centre down (44 + 862) / 2 = 453.
    UIKitPlacement(name: "iPhone XR", device: .iPhoneXr, top: 44, bottom: 862, leading: 0, trailing: 414,
                   centreX: 207, centreY: 453),
    UIKitPlacement(name: "iPhone XS Max", device: .iPhoneXsMax, top: 44, bottom: 862, leading: 0, trailing: 414,
                   centreX: 207.167, centreY: 453.167),
    // 1024 × 768, 20 above: centres 512 and (20 + 768) / 2 = 394.
    UIKitPlacement(name: "iPad mini", device: .iPadMini, top: 20, bottom: 768, leading: 0, trailing: 1024,
                   centreX: 512.167, centreY: 394.167),
    UIKitPlacement(name: "iPad 9.7\"", device: .iPad9_7, top: 20, bottom: 768, leading: 0, trailing: 1024,
                   centreX: 512.167, centreY: 394.167),
    // 1080 × 810: 540 and (20 + 810) / 2 = 415.
    UIKitPlacement(name: "iPad 10.2\"", device: .iPad10_2, top: 20, bottom: 810, leading: 0, trailing: 1080,
                   centreX: 540.167, centreY: 415.167),
    // 1112 × 834: 556 and (20 + 834) / 2 = 427.
    UIKitPlacement(name: "iPad Pro 10.5\"", device: .iPadPro10_5, top: 20, bottom: 834, leading: 0, trailing: 1112,
                   centreX: 556.167, centreY: 427.167),
    // 1194 × 834, 24 above and 20 below: bottom 834 − 20 = 814; centres 597 and (24 + 814) / 2 = 419.
    UIKitPlacement(name: "iPad Pro 11\"", device: .iPadPro11, top: 24, bottom: 814, leading: 0, trailing: 1194,
                   centreX: 597.167, centreY: 419.167),
    // 1366 × 1024: 683 and (20 + 1024) / 2 = 522.
    UIKitPlacement(name: "iPad Pro 12.9\"", device: .iPadPro12_9, top: 20, bottom: 1024, leading: 0, trailing: 1366,
                   centreX: 683.167, centreY: 522.167),
]

/// A controller laid out on each device as `.image(on:)` and `.recursiveDescription(on:)` lay it
/// out: at the device's size, within its safe area, in the traits asked for.
@Suite struct DeviceLayoutTests {
    @Test(arguments: uikitPlacements)
    func theLabelsSitWhereUIKitPutThem(_ placement: UIKitPlacement) throws {
        let controller = FourLabelsViewController()
        let description = snapshot(.recursiveDescription(on: placement.device), of: controller as UIViewController)
        let size = try #require(placement.device.size)
        // The controller's view, as UIKit described it: the screen, resized with its window.
        #expect(description.split(separator: "\n").first
            == "<UIView; frame = (0 0; \(Int(size.width)) \(Int(size.height))); autoresize = W+H; layer = <CALayer>>")
        let (top, leading) = (controller.topLabel.frame, controller.leadingLabel.frame)
        let (trailing, bottom) = (controller.trailingLabel.frame, controller.bottomLabel.frame)
        #expect(top.minY == placement.top)
        #expect(bottom.maxY == placement.bottom)
        #expect(leading.minX == placement.leading)
        #expect(trailing.maxX == placement.trailing)
        let pixel: CGFloat = 1.0 / 6 + 0.001  // half a 3× pixel, and the 3 digits UIKit prints
        #expect(abs(top.midX - placement.centreX) <= pixel)
        #expect(abs(bottom.midX - placement.centreX) <= pixel)
        #expect(abs(leading.midY - placement.centreY) <= pixel)
        #expect(abs(trailing.midY - placement.centreY) <= pixel)
        #expect(top.midX == size.width / 2)  // exactly, here: the labels' widths are whole points
    }

    @Test func inLandscapeTheNotchsSidesAndTheHomeIndicatorAreOutsideTheSafeArea() {
        let controller = FourLabelsViewController()
        _ = snapshot(.recursiveDescription(on: .iPhoneX(.landscape)), of: controller as UIViewController)
        // 812 × 375 with 44 at each side and 24 below.
        #expect(controller.topLabel.frame.minY == 0)
        #expect(controller.leadingLabel.frame.minX == 44)
        #expect(controller.trailingLabel.frame.maxX == 768)  // 812 − 44
        #expect(controller.bottomLabel.frame.maxY == 351)  // 375 − 24
        #expect(controller.topLabel.frame.midX == 406)  // (44 + 768) / 2
        #expect(controller.leadingLabel.frame.midY == 175.5)  // (0 + 351) / 2
    }

    @Test func aSizeReplacesTheDevicesAndKeepsItsSafeArea() {
        let controller = FourLabelsViewController()
        let description = snapshot(.recursiveDescription(on: .iPhoneX, size: CGSize(width: 300, height: 500)),
                                   of: controller as UIViewController)
        #expect(description.hasPrefix("<UIView; frame = (0 0; 300 500); "))
        #expect(controller.topLabel.frame.minY == 44)
        #expect(controller.bottomLabel.frame.maxY == 466)  // 500 − 34
    }

    @Test func aNavigationControllersBarCoversTheTopOfTheSafeArea() {
        // As swift-snapshot-testing does: the window is the screen less the safe area's top,
        // 812 − 44 = 768, and the content's safe area starts under the 44-point bar.
        let screen = FourLabelsViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let description = snapshot(.recursiveDescription(on: .iPhoneX), of: navigation as UIViewController)
        // Its view is of UIKit's container class, as on iOS.
        #expect(description.hasPrefix("<UILayoutContainerView; frame = (0 0; 375 768); autoresize = W+H; "))
        #expect(screen.topLabel.frame.minY == 44)
        #expect(screen.bottomLabel.frame.maxY == 734)  // 768 − 34
    }

    @Test func aTabBarControllersBarCoversTheBottomOfTheSafeArea() {
        // The window is the screen less the safe area's bottom, 812 − 34 = 778; with a navigation
        // controller shown, less its top too: 778 − 44 = 734.
        let tabs = UITabBarController()
        tabs.viewControllers = [FourLabelsViewController()]
        let description = snapshot(.recursiveDescription(on: .iPhoneX), of: tabs as UIViewController)
        #expect(description.hasPrefix("<UILayoutContainerView; frame = (0 0; 375 778); "))
        let navigated = UITabBarController()
        navigated.viewControllers = [UINavigationController(rootViewController: FourLabelsViewController())]
        let inNavigation = snapshot(.recursiveDescription(on: .iPhoneX), of: navigated as UIViewController)
        #expect(inNavigation.hasPrefix("<UILayoutContainerView; frame = (0 0; 375 734); "))
    }
}
