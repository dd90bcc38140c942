import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What manages a presented controller (UIKit's `UIPresentationController`): made for the
/// controller's `modalPresentationStyle` (or by its transitioning delegate for `.custom`), told
/// as its presentation and dismissal begin and end. Presented views are not put in a container
/// view here, so `containerView` is nil.
open class PresentationController: NSObject {
    /// The controller presented, which holds this one: held weakly, so that the two do not keep
    /// each other alive. Read after that controller was freed, it is reported, and a new empty
    /// controller stands in for it.
    open var presentedViewController: ViewController {
        if let presented { return presented }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .misuse, message: "presentedViewController of a \(type(of: self)) was read after the controller it "
                + "presents was freed; an empty controller stands in for it"))
        return ViewController()
    }
    private weak var presented: ViewController?
    /// The controller presenting it: nil until it is presented.
    open internal(set) weak var presentingViewController: ViewController?
    /// Told of interactive dismissals (none happen here: there is no swipe to dismiss).
    open weak var delegate: AdaptivePresentationControllerDelegate?
    /// The style it presents with.
    open var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// A presentation controller for `presentedViewController`, presented by `presentingViewController`.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        presented = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// The view the presentation happens in: nil, as presented views are not placed in one here.
    open var containerView: View? { nil }
    /// The view shown: the presented controller's, once loaded.
    open var presentedView: View? { presentedViewController.viewIfLoaded }
    /// Where the presented view goes in the container: its bounds, as UIKit's default (zero with no container).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presentation covers the whole screen (yes, as UIKit's default).
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view is taken out while presented (no, as UIKit's default).
    open var shouldRemovePresentersView: Bool { false }
    /// Called as the presentation starts; does nothing by default.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended, `completed` or not; does nothing by default.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal starts; does nothing by default.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended, `completed` or not; does nothing by default.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Told as a presentation is dismissed interactively (UIKit's
/// `UIAdaptivePresentationControllerDelegate`); nothing here swipes a sheet away, so only code
/// calls these. Every method is optional.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a swipe may dismiss the presentation (yes by default).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// Called before a swipe dismisses the presentation.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// Called after a swipe dismissed the presentation.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// Called when a swipe was refused by `presentationControllerShouldDismiss(_:)` or `isModalInPresentation`.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Supplies what a `.custom` presentation uses (UIKit's `UIViewControllerTransitioningDelegate`):
/// its presentation controller. Animators are not asked for, as nothing animates here.
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for `presented`, presented by `presenting` from `source`; nil
    /// for UIKit's default one.
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
}
