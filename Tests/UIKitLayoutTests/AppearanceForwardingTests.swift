import Foundation
import Testing
import UIKitLayout

/// UIKit's containers pass their appearance on to the children shown in their views: a child
/// appears when its container does, not when its view is added to a container off screen.
@Suite struct AppearanceForwardingTests {
    private final class Recorder: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
    }

    @Test func aChildAppearsWithItsContainer() {
        let root = Recorder(), next = Recorder()
        let navigation = UINavigationController(rootViewController: root)
        navigation.loadViewIfNeeded()
        // The container's view is made, but its root's is not until it lays out, as in UIKit.
        #expect(!root.isViewLoaded && root.calls.isEmpty)
        navigation.view.layoutIfNeeded()
        // In the container's view now, but the container is not on screen: nothing yet.
        #expect(root.view.superview === navigation.view && root.calls.isEmpty)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(root.calls == ["willAppear", "didAppear"])
        navigation.pushViewController(next, animated: false)
        #expect(root.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(next.calls == ["willAppear", "didAppear"])
        // Shown again by hand, as a custom container would: already there, so not told twice.
        next.beginAppearanceTransition(true, animated: false)
        next.endAppearanceTransition()
        #expect(next.calls == ["willAppear", "didAppear"])
    }
}
