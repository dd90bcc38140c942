import AutoLayout
import Foundation

// The presentation controller a controller is presented through: made for its style when first
// asked for (as apps set a popover's source before presenting), or supplied by the transitioning
// delegate for `.custom`, and told as the presentation begins and ends.

extension ViewController {
    /// Whether the controller is being presented or dismissed, while its appearance calls run.
    enum PresentationPhase { case presenting, dismissing }

    /// `sheetPresentationController`: the sheet's, for a sheet's style.
    var currentSheet: SheetPresentationController? {
        currentPresentationController(for: SheetPresentationController.self) as? SheetPresentationController
    }
    /// `popoverPresentationController`: the popover's, for `.popover`.
    var currentPopover: PopoverPresentationController? {
        currentPresentationController(for: PopoverPresentationController.self) as? PopoverPresentationController
    }

    /// The presentation controller for the style now, of class `kind` (any when nil); nil when the
    /// style calls for another class. While presented, the one presented through.
    func currentPresentationController(for kind: PresentationController.Type?) -> PresentationController? {
        if let own = ownPresentationController, presentingViewController != nil || type(of: own) == styleClass {
            return kind.map { own.isKind(of: $0) } ?? true ? own : nil
        }
        guard kind == nil || kind == styleClass else { return nil }
        let made = makePresentationController(presenting: nil)
        ownPresentationController = made
        return made
    }

    /// The class of presentation controller `modalPresentationStyle` calls for.
    private var styleClass: PresentationController.Type {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: SheetPresentationController.self
        case .popover: PopoverPresentationController.self
        default: PresentationController.self
        }
    }

    private func makePresentationController(presenting: ViewController?) -> PresentationController {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: SheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover: PopoverPresentationController(presentedViewController: self, presenting: presenting)
        default: PresentationController(presentedViewController: self, presenting: presenting)
        }
    }

    /// Gives `controller`, about to be presented by this controller, its presentation controller:
    /// for `.custom`, the transitioning delegate's if it gives one.
    func attachPresentationController(to controller: ViewController) -> PresentationController {
        let custom = controller.modalPresentationStyle == .custom
            ? controller.transitioningDelegate?.presentationController(forPresented: controller, presenting: self, source: self) : nil
        let presentation = custom ?? controller.currentPresentationController(for: nil)
            ?? PresentationController(presentedViewController: controller, presenting: self)
        presentation.presentingViewController = self
        controller.ownPresentationController = presentation
        if let popover = presentation as? PopoverPresentationController, popover.sourceView == nil, popover.barButtonItem == nil {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .misuse, message: "\(type(of: controller)) is presented as a popover with neither a sourceView nor a "
                    + "barButtonItem set on its popoverPresentationController; UIKit raises for this"))
        }
        return presentation
    }
}
