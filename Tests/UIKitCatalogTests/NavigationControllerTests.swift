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
}
