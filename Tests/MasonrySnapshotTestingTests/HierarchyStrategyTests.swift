import Foundation
import MasonrySnapshotTesting
import SnapshotTesting
import Testing
import UIKitLayout

/// `.hierarchy`: a controller and its children as UIKit's `_printHierarchy` prints them, in the
/// form swift-snapshot-testing records (its iOS reference for a tab bar controller has the same
/// shape: `<UITabBarController>, state: appeared, view: <…>`, children indented by `   | `).
@Suite struct HierarchyStrategyTests {
    @Test func eachControllerHasItsStateAndItsView() {
        let tabs = UITabBarController()
        let shown = UINavigationController(rootViewController: UIViewController())
        let other = UINavigationController(rootViewController: UIViewController())
        tabs.viewControllers = [shown, other]
        let text = snapshot(Snapshotting<UIViewController, String>.hierarchy, of: tabs)
        #expect(text == """
            <UITabBarController>, state: appeared, view: <UILayoutContainerView>
               | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
               |    | <UIViewController>, state: appeared, view: <UIView>
               | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
               |    | <UIViewController>, state: disappeared, view: (view not loaded)
            """)
        // As in swift-snapshot-testing's iOS reference: a tab not shown has its navigation
        // controller's view loaded, out of the window, and not its root's.
        // Taken out of the window again afterwards, so a second snapshot finds it as the first did.
        #expect(tabs.view.window == nil)
        #expect(snapshot(Snapshotting<UIViewController, String>.hierarchy, of: tabs) == text)
    }

    @Test func aControllerShownByHandGoesThroughUIKitsTransitionCalls() {
        let controller = RecordingViewController()
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(true, animated: true)  // already appearing: nothing
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()  // nothing under way: nothing
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.calls == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }
}
