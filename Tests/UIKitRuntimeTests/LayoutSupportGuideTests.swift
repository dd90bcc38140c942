import Foundation
import Testing
import AutoLayout
import UIKitRuntime

/// The pre-iOS 11 top and bottom layout guides measure the safe area's insets, as UIKit's do.
@MainActor @Suite struct LayoutSupportGuideTests {
    @Test func theGuidesAreAsLongAsTheSafeAreasInsetsUnlessSet() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))  // insets 47 and 34
        let controller = ViewController()
        window.rootViewController = controller
        let banner = View()
        banner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(banner)
        LayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            banner.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        #expect(banner.frame == CGRect(x: 0, y: 47, width: 390, height: 763))  // 844 − 47 − 34
        controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(banner.frame.minY == 91)  // the guide follows the safe area: 47 + 44
        controller.topLayoutSupportGuide.length = 20
        window.layoutIfNeeded()
        #expect(banner.frame.minY == 20)  // a length set replaces it
    }
}
