import Foundation
import Testing
import UIKitLayout

/// A controller as Xcode's template and apps write one: the memory-warning hook, orientations
/// and the status bar's look, overridden and called through `super`.
@MainActor @Suite struct ControllerTemplateTests {
    final class TemplateViewController: UIViewController {
        var warnings = 0
        var dark = false
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            warnings += 1
        }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override var shouldAutorotate: Bool { false }
        override var preferredStatusBarStyle: UIStatusBarStyle { dark ? .lightContent : .default }
        func goDark() {
            dark = true
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    @Test func theTemplatesOverridesCompileAndAnswer() {
        let controller = TemplateViewController()
        controller.didReceiveMemoryWarning()
        #expect(controller.warnings == 1)
        #expect(controller.supportedInterfaceOrientations == .portrait && !controller.shouldAutorotate)
        controller.goDark()
        #expect(controller.preferredStatusBarStyle == .lightContent)
    }

    @Test func uikitsDefaultsAreAPhones() {
        let controller = UIViewController()
        // A phone supports all but upside down: portrait (1 << 1) and both landscapes (1 << 3, 1 << 4).
        #expect(controller.supportedInterfaceOrientations.rawValue == 0b11010)
        #expect(controller.shouldAutorotate && !controller.prefersHomeIndicatorAutoHidden)
        #expect(UIInterfaceOrientationMask.all.rawValue == 0b11110)
    }
}
