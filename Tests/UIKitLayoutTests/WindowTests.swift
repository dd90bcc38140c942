import Testing
import UIKitLayout

/// A window made from the screen's bounds: its root controller's view fills it, with the screen's
/// safe area.
@Suite struct WindowTests {
    @Test func aWindowHoldsItsRootControllerAndTheScreensSafeArea() {
        let controller = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let notched = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        notched.rootViewController = UIViewController()
        notched.makeKeyAndVisible()
        #expect(notched.rootViewController?.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(notched.isKeyWindow)
    }
}
