import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog
import LayoutTestSupport

/// Takes collapses and picks the top column, as apps' delegates do to start on the list.
final class ListFirst: SplitViewControllerDelegate {
    var collapses = 0
    func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column { .primary }
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool { true }
    func splitViewControllerDidCollapse(_ svc: SplitViewController) { collapses += 1 }
}

/// Split view controllers on a phone: collapsed, one column at a time.
@Suite struct SplitViewControllerTests {
    @Test func aColumnSplitViewShowsItsTopColumnAndMovesBetweenColumns() {
        let list = ViewController(), detail = ViewController()
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        _ = present(split)
        // UIKit proposes the secondary column as the top one when it collapses.
        #expect(split.isCollapsed && detail.view.superview === split.view && list.viewIfLoaded?.superview == nil)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(detail.splitViewController === split)
        split.show(.primary)
        #expect(list.view.superview === split.view && detail.view.superview == nil)
        split.hide(.primary)
        #expect(detail.view.superview === split.view)
        let delegated = SplitViewController(style: .doubleColumn)
        let delegate = ListFirst()
        delegated.delegate = delegate
        delegated.setViewController(ViewController(), for: .secondary)
        let first = ViewController()
        delegated.setViewController(first, for: .primary)
        _ = present(delegated)
        #expect(first.view.superview === delegated.view)
    }

    @Test func aClassicSplitViewPushesItsSecondaryOntoANavigationPrimary() {
        let list = ViewController(), detail = ViewController()
        let navigation = NavigationController(rootViewController: list)
        let split = SplitViewController()
        split.viewControllers = [navigation, detail]
        _ = present(split)
        #expect(navigation.viewControllers == [list, detail] && navigation.view.superview === split.view)
        let more = ViewController()
        split.showDetailViewController(more, sender: nil)
        #expect(navigation.viewControllers == [list, detail, more])
        #expect(more.splitViewController === split)
        let last = ViewController()
        list.showDetailViewController(last, sender: nil)  // a column's controller asks the split view
        #expect(navigation.viewControllers == [list, detail, more, last] && list.presentedViewController == nil)

        let delegate = ListFirst()
        let taken = SplitViewController()
        taken.delegate = delegate
        let home = NavigationController(rootViewController: ViewController())
        taken.viewControllers = [home, ViewController()]
        _ = present(taken)
        #expect(home.viewControllers.count == 1 && delegate.collapses == 1)  // the delegate took the collapse
    }
}
