import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog
import LayoutTestSupport

/// A tab bar controller with a navigation controller in its first tab.
@Suite struct TabBarControllerTests {
    @Test func theTabBarSitsOnTheSafeAreaAndAddsToTheSelectedSafeArea() {
        let inbox = ViewController(), settings = ViewController()
        inbox.title = "Inbox"
        settings.tabBarItem = TabBarItem(title: "Settings", image: nil, tag: 1)
        let tabs = TabBarController()
        tabs.viewControllers = [NavigationController(rootViewController: inbox), settings]
        _ = present(tabs)  // 47 above, 34 below
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 584, width: 375, height: 49))  // 667 - 34 - 49
        // The inbox is under the navigation bar (47 + 44) and above the tab bar (34 + 49).
        #expect(inbox.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(inbox.tabBarController === tabs && inbox.navigationController != nil)
        tabs.selectedIndex = 1
        tabs.view.layoutIfNeeded()
        #expect(settings.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings"] && tabs.tabBar.selectedItem?.tag == 1)
        #expect(tabs.selectedViewController === settings && inbox.navigationController?.view.superview == nil)
    }

    @Test func aSubclassOverridesWhatTheTabBarTellsIt() {
        final class HapticTabs: TabBarController {
            var tapped: [Int] = []
            override func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
                tapped.append(item.tag)
                super.tabBar(tabBar, didSelect: item)
            }
        }
        let first = ViewController(), second = ViewController()
        first.tabBarItem = TabBarItem(title: "One", image: nil, tag: 7)
        second.tabBarItem = TabBarItem(title: "Two", image: nil, tag: 8)
        let tabs = HapticTabs()
        tabs.viewControllers = [first, second]
        _ = present(tabs)
        let item = tabs.tabBar.items![1]  // safe: two controllers, two items
        tabs.tabBar.delegate?.tabBar(tabs.tabBar, didSelect: item)  // as a tap on the bar tells it
        #expect(tabs.tapped == [8] && tabs.selectedViewController === second)
    }
}
