import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog
import LayoutTestSupport

/// A navigation controller's bar under the safe area, adding to its children's safe area, with
/// large titles, pushing and popping.
@Suite struct NavigationControllerTests {
    @Test func navigationBarSitsUnderTheSafeAreaAndAddsToTheChildsSafeArea() {
        let content = ViewController()
        content.title = "Inbox"
        let navigation = NavigationController(rootViewController: content)
        _ = present(navigation)  // safe area: 47 above, 34 below
        #expect(content.navigationController === navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 375, height: 44))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))  // 47 + 44
        #expect(content.additionalSafeAreaInsets == .zero)  // the bar's height is not the controller's own

        navigation.navigationBar.prefersLargeTitles = true
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(content.view.safeAreaInsets.top == 143)  // 47 + 96

        let detail = ViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        navigation.view.layoutIfNeeded()
        #expect(content.view.superview == nil)
        #expect(detail.view.safeAreaInsets.top == 91)
        #expect(navigation.popViewController(animated: true) === detail)
        navigation.view.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == 143)
    }

    @Test func aNavigationItemIsAnObjectAppsMakeAndSubclass() {
        // UIKit's `UINavigationItem` is an open NSObject with `init(title:)`; apps subclass it to
        // compute their title.
        final class CountingItem: NavigationItem {
            var count = 3
            override var title: String? { get { "\(count) unread" } set {} }
        }
        let item = NavigationItem(title: "Inbox")
        #expect(item.title == "Inbox" && item.isEqual(item) && !item.isEqual(NavigationItem(title: "Inbox")))
        item.setRightBarButton(BarButtonItem(title: "Edit"), animated: true)
        item.setHidesBackButton(true, animated: false)
        #expect(item.rightBarButtonItem?.title == "Edit" && item.hidesBackButton)
        let counting = CountingItem(title: "")
        counting.count = 5
        #expect(counting.title == "5 unread")
        // A controller's own item: its title stands in for the item's until one is set.
        let controller = ViewController()
        controller.title = "Drafts"
        #expect(controller.navigationItem.title == "Drafts")
        controller.navigationItem.title = "Outbox"
        #expect(controller.navigationItem.title == "Outbox" && controller.title == "Drafts")
    }
}
