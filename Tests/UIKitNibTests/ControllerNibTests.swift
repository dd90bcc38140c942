import Foundation
import Testing
import UIKitRuntime
import AutoLayout
@testable import UIKitNib

/// A controller whose view is in Greeting.xib.
final class GreetingController: ViewController {
    var messageLabel: Label?
    var messageAtLoad: String?
    override func viewDidLoad() {
        super.viewDidLoad()
        messageAtLoad = messageLabel?.text
    }
}

@MainActor @Suite(.serialized) struct ControllerNibTests {
    init() { useTestDocuments() }

    @Test func aControllerLoadsTheXibItNamesWithItselfAsFilesOwner() throws {
        let controller = GreetingController(nibName: "Greeting", bundle: nil)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.messageAtLoad == "Hello")  // outlets are connected before viewDidLoad
        #expect(controller.view.subviews.first === controller.messageLabel)
        // 20 below the safe area's top (47) and 20 in.
        #expect(controller.messageLabel?.frame.origin == CGPoint(x: 20, y: 67))
    }

    @Test func withoutANameTheXibNamedAfterTheClassIsFound() {
        let controller = GreetingController()  // finds Greeting.xib: the class name without "Controller"
        #expect(controller.view.subviews.count == 1)
        #expect(controller.messageAtLoad == "Hello")
    }

    @Test func aMissingXibIsADiagnosticAndThePlainView() {
        let controller = GreetingController(nibName: "Farewell", bundle: nil)
        let (view, diagnostics) = LayoutDiagnostics.collect { controller.view }
        #expect(view?.subviews.isEmpty == true)
        #expect(diagnostics.map(\.message) == [
            "Could not load NIB in bundle with name 'Farewell': no Farewell.xib in the bundle or in Nib.resourceFolders",
        ])
    }
}
