import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog
import LayoutTestSupport

/// A tab bar controller's delegate, logging what it is asked and told.
private final class TabsLog: TabBarControllerDelegate {
    var log: [String] = []
    var refused: ViewController?
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        log.append("shouldSelect \(viewController.title ?? "")")
        return viewController !== refused
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.append("didSelect \(viewController.title ?? "")")
    }
}

private final class CustomBar: NavigationBar {}
private final class CustomToolbar: Toolbar {}

/// The toolbar, bar classes and tab selection of the bar-showing containers, and bar items' groups.
@Suite struct ControllerBarsSurfaceTests {
    @Test func theNavigationToolbarShowsTheTopControllersItems() {
        let root = ViewController(), detail = ViewController()
        root.toolbarItems = [BarButtonItem(title: "Compose")]
        let navigation = NavigationController(rootViewController: root)
        #expect(navigation.toolbar.items?.map(\.title) == ["Compose"])
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.toolbar.items == nil)
        detail.setToolbarItems([BarButtonItem(title: "Reply")], animated: true)
        #expect(navigation.toolbar.items?.map(\.title) == ["Reply"])
        root.toolbarItems = []  // not on top: the toolbar keeps the top's
        navigation.popViewController(animated: false)
        #expect(navigation.toolbar.items?.isEmpty == true)
    }

    @Test func aNavigationControllerMakesBarsOfTheClassesGiven() {
        let navigation = NavigationController(navigationBarClass: CustomBar.self, toolbarClass: CustomToolbar.self)
        #expect(navigation.navigationBar is CustomBar && navigation.toolbar is CustomToolbar)
        let (plain, diagnostics) = LayoutDiagnostics.collect {
            NavigationController(navigationBarClass: View.self, toolbarClass: nil)
        }
        #expect(type(of: plain.navigationBar) == NavigationBar.self && type(of: plain.toolbar!) == Toolbar.self)
        #expect(diagnostics.map(\.message) == ["init(navigationBarClass:toolbarClass:) was given View, which is not a "
            + "UINavigationBar subclass: the standard UINavigationBar is used"])
    }

    @Test func tappingATabAsksAndTellsTheDelegate() {
        let inbox = ViewController(), sent = ViewController(), drafts = ViewController()
        (inbox.title, sent.title, drafts.title) = ("Inbox", "Sent", "Drafts")
        let tabs = TabBarController(), log = TabsLog()
        tabs.delegate = log
        tabs.viewControllers = [inbox, sent, drafts]
        #expect(tabs.customizableViewControllers?.count == 3)
        _ = present(tabs)  // the bar is 375 wide: tabs of 125
        log.refused = drafts
        tabs.tabBar.tap(at: CGPoint(x: 200, y: 20))  // the second tab (125..250)
        tabs.tabBar.tap(at: CGPoint(x: 300, y: 20))  // the third, refused
        #expect(log.log == ["shouldSelect Sent", "didSelect Sent", "shouldSelect Drafts"])
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem?.title == "Sent")
        tabs.selectedIndex = 0  // in code: the delegate is not asked
        #expect(log.log.count == 3 && tabs.tabBar.delegate === tabs)
        #expect(tabs.moreNavigationController.viewControllers.first?.title == "More")
    }

    @Test func barButtonItemsMakeGroupsTheyBelongTo() {
        let bold = BarButtonItem(title: "B"), italic = BarButtonItem(title: "I")
        let fixed = bold.creatingFixedGroup()
        #expect(bold.buttonGroup === fixed && fixed.customizationIdentifier == nil && fixed.barButtonItems.count == 1)
        let movable = italic.creatingOptionalGroup(customizationIdentifier: "style", isInDefaultCustomization: false)
        #expect(italic.buttonGroup === movable && movable.customizationIdentifier == "style" && !movable.isInDefaultCustomization)
        movable.barButtonItems = [bold]
        #expect(italic.buttonGroup == nil && bold.buttonGroup === movable)
        let menu = Menu(title: "More", children: [])
        let item = BarButtonItem(title: "Tools", image: nil, target: nil, action: nil, menu: menu)
        item.preferredMenuElementOrder = .fixed
        #expect(item.menu === menu && item.preferredMenuElementOrder == .fixed && item.menuRepresentation == nil)
    }

    @Test func barsAndTraitsAnswerAsIOSDoes() {
        let bar = NavigationBar()
        bar.preferredBehavioralStyle = .mac
        #expect(bar.behavioralStyle == .pad && bar.currentNSToolbarSection == .none)
        let traits = TraitCollection(userInterfaceStyle: .dark)
        #expect(traits.imageConfiguration.traitCollection === traits)
        let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        #expect(pages.transitionStyle == .scroll && pages.navigationOrientation == .vertical)
    }
}
