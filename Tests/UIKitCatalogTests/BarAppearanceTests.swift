import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog
import LayoutTestSupport

/// Bars drawn by their appearances, and a navigation bar's own stack of items.
@Suite struct BarAppearanceTests {
    private final class Log: NavigationBarDelegate {
        var events: [String] = []
        func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) { events.append("push \(item.title ?? "")") }
        func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { item.title != "Root" }
        func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) { events.append("pop \(item.title ?? "")") }
    }

    @Test func appearancesConfigureTheirBackgroundsAndCopy() {
        let appearance = NavigationBarAppearance()
        #expect(appearance.backgroundColor == nil && appearance.backgroundEffect != nil)  // the default: a blur
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground && appearance.backgroundEffect == nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == .clear && appearance.shadowColor == nil)
        appearance.titleTextAttributes = [NSAttributedString.Key("NSColor"): Color.red]
        appearance.titlePositionAdjustment = Offset(horizontal: 2, vertical: -1)
        let copy = appearance.copy() as? NavigationBarAppearance
        #expect(copy !== appearance && copy?.backgroundColor == .clear && copy?.titlePositionAdjustment == Offset(horizontal: 2, vertical: -1))
        #expect(copy?.titleTextAttributes[NSAttributedString.Key("NSColor")] as? Color == .red)
    }

    @Test func aNavigationControllersBarDrawsItsAppearance() {
        let content = ViewController()
        content.title = "Inbox"
        let navigation = NavigationController(rootViewController: content)
        _ = present(navigation)
        let bar = navigation.navigationBar
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .blue
        appearance.titleTextAttributes = [NSAttributedString.Key("NSColor"): Color.white,
                                          NSAttributedString.Key("NSFont"): Font(pointSize: 20, weight: .bold)]
        bar.standardAppearance = appearance
        #expect(bar.backgroundColor == .blue)
        let titles = bar.subviews.compactMap { $0 as? Label }
        #expect(titles.map(\.text) == ["Inbox"] && titles.first?.textColor == .white && titles.first?.font == Font(pointSize: 20, weight: .bold))
        let edge = NavigationBarAppearance()
        edge.backgroundColor = .green
        bar.scrollEdgeAppearance = edge  // content is at the edge here: this one is drawn
        #expect(bar.backgroundColor == .green)
        #expect(bar.items == [content.navigationItem] && bar.topItem === content.navigationItem && bar.backItem == nil)
        let (_, diagnostics) = LayoutDiagnostics.collect { bar.pushItem(NavigationItem(title: "Stray"), animated: false) }
        #expect(diagnostics.map(\.message) == ["Cannot call pushItem(_:animated:) directly on a UINavigationBar managed by a controller"])
    }

    @Test func aBarOfItsOwnKeepsAStackOfItems() {
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let log = Log()
        bar.delegate = log
        bar.pushItem(NavigationItem(title: "Root"), animated: false)
        bar.pushItem(NavigationItem(title: "Detail"), animated: true)
        #expect(bar.topItem?.title == "Detail" && bar.backItem?.title == "Root")
        #expect(bar.popItem(animated: true)?.title == "Detail")
        #expect(bar.popItem(animated: true) == nil)  // the delegate keeps the root
        #expect(log.events == ["push Root", "push Detail", "pop Detail"] && bar.items?.count == 1)
        bar.setBackgroundImage(nil, for: .default)
        bar.setTitleVerticalPositionAdjustment(3, for: .compact)
        #expect(bar.titleVerticalPositionAdjustment(for: .compact) == 3 && bar.titleVerticalPositionAdjustment(for: .default) == 0)
    }

    @Test func aTabBarDrawsItsAppearanceAndKeepsItsSettings() {
        let bar = TabBar()
        bar.barTintColor = .red
        #expect(bar.backgroundColor == .red)
        let appearance = TabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.selected.iconColor = .orange
        bar.standardAppearance = appearance
        #expect(bar.backgroundColor == .systemBackground && bar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .orange)
        bar.beginCustomizingItems([])
        #expect(bar.isCustomizing && bar.endCustomizing(animated: false) && !bar.isCustomizing)
    }
}
