import Foundation
import Testing
@testable import AutoLayout
import UIKitRuntime
@testable import UIKitCatalog

/// `show(_:sender:)` asks the closest container that shows controllers.
@Suite struct ShowInNavigationTests {
    @Test func aChildsShowPushesOntoItsNavigationController() {
        let root = ViewController(), detail = ViewController(), modal = ViewController()
        let navigation = NavigationController(rootViewController: root)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.show(detail, sender: nil)
        #expect(navigation.viewControllers.count == 2 && navigation.viewControllers.last === detail)
        #expect(root.presentedViewController == nil)
        // A detail has no split view to go to: it is presented, as UIKit does then.
        detail.showDetailViewController(modal, sender: nil)
        #expect(detail.presentedViewController === modal && navigation.viewControllers.count == 2)
    }
}
