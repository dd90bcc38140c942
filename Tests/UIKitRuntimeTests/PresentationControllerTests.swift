import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import LayoutTestSupport

/// A presentation controller logging its calls, with the presented controller's appearance calls.
private final class LoggingPresentation: PresentationController {
    var log: [String] = []
    override func presentationTransitionWillBegin() { log.append("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log.append("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalTransitionDidEnd(\(completed))") }
}

private final class AppearanceLogging: ViewController {
    var presentation: LoggingPresentation?
    override func viewWillAppear(_ animated: Bool) { presentation?.log.append("viewWillAppear") }
    override func viewDidDisappear(_ animated: Bool) { presentation?.log.append("viewDidDisappear") }
}

private final class CustomTransitions: ViewControllerTransitioningDelegate {
    var made: LoggingPresentation?
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        let presentation = LoggingPresentation(presentedViewController: presented, presenting: presenting)
        (presented as? AppearanceLogging)?.presentation = presentation
        made = presentation
        return presentation
    }
}

/// Presentation controllers made for a controller's presentation style.
@Suite struct PresentationControllerTests {
    @Test func aSheetsControllerKeepsItsDetents() {
        let base = ViewController(), sheet = ViewController()
        let controller = sheet.sheetPresentationController
        #expect(controller != nil && sheet.popoverPresentationController == nil)  // automatic is a sheet's style
        #expect(controller?.detents.map(\.identifier) == [.large])
        controller?.detents = [.medium(), .large()]
        controller?.selectedDetentIdentifier = .medium
        controller?.prefersGrabberVisible = true
        base.present(sheet, animated: true)
        #expect(sheet.presentationController === controller && sheet.activePresentationController === controller)
        #expect(controller?.presentingViewController === base && controller?.presentedView === sheet.view)
        #expect(controller?.detents.map(\.identifier.rawValue) == ["com.apple.UIKit.medium", "com.apple.UIKit.large"])
        #expect(controller?.selectedDetentIdentifier == .medium && controller?.prefersGrabberVisible == true)
        #expect(controller?.containerView == nil && controller?.frameOfPresentedViewInContainerView == .zero)
    }

    @Test func aPopoverIsConfiguredBeforeItIsPresented() {
        let base = ViewController(), menu = ViewController(), button = View()
        menu.modalPresentationStyle = .popover
        let popover = menu.popoverPresentationController
        #expect(popover != nil && menu.sheetPresentationController == nil && popover?.permittedArrowDirections == .any)
        popover?.sourceView = button
        popover?.sourceRect = CGRect(x: 0, y: 0, width: 44, height: 44)
        popover?.permittedArrowDirections = .up
        let (_, diagnostics) = LayoutDiagnostics.collect { base.present(menu, animated: true) }
        #expect(diagnostics.isEmpty && menu.presentationController === popover && popover?.sourceView === button)
        #expect(popover?.sourceRect == CGRect(x: 0, y: 0, width: 44, height: 44) && popover?.permittedArrowDirections == .up)
    }

    @Test func aPopoverWithNoSourceIsReported() {
        let base = ViewController(), menu = ViewController()
        menu.modalPresentationStyle = .popover
        let (_, diagnostics) = LayoutDiagnostics.collect { base.present(menu, animated: false) }
        #expect(diagnostics.map(\.message) == ["ViewController is presented as a popover with neither a sourceView nor a "
            + "barButtonItem set on its popoverPresentationController; UIKit raises for this"])
        #expect(base.presentedViewController === menu)
    }

    @Test func aCustomPresentationUsesTheTransitioningDelegatesControllerAndTellsIt() {
        let base = ViewController(), shown = AppearanceLogging(), transitions = CustomTransitions()
        shown.modalPresentationStyle = .custom
        shown.transitioningDelegate = transitions
        let child = ViewController()
        shown.addChild(child)
        base.present(shown, animated: true)
        #expect(shown.presentationController === transitions.made && child.activePresentationController === transitions.made)
        shown.dismiss(animated: true)
        #expect(transitions.made?.log == ["presentationTransitionWillBegin", "viewWillAppear", "presentationTransitionDidEnd(true)",
                                          "dismissalTransitionWillBegin", "viewDidDisappear", "dismissalTransitionDidEnd(true)"])
        #expect(shown.activePresentationController == nil)
    }

    @Test func otherStylesGetAPlainPresentationController() {
        let shown = ViewController()
        shown.modalPresentationStyle = .fullScreen
        #expect(shown.presentationController.map { type(of: $0) == PresentationController.self } == true)
        #expect(shown.sheetPresentationController == nil && shown.popoverPresentationController == nil)
        #expect(shown.presentationController?.presentationStyle == .fullScreen)
    }
}
