import AutoLayout
import Foundation

// Child controllers, presentation and rotation, as UIKit's containers keep them. Presenting
// records who shows whom and runs the appearance calls (there is no window to show a second
// screen in); a navigation controller (NavigationController.swift) lays out its bar for real.

extension ViewController {
    /// `addChild(_:)`'s work.
    func attachChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.movingToParent = true
    }

    /// `removeFromParent()`'s work.
    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        traitsFromParent = nil  // the override was the parent's, for this child
    }

    /// Overrides `child`'s traits with those `collection` specifies (nil removes the override),
    /// for its view and everything below; `child` must be a child of this controller, as in
    /// UIKit. Calls `traitCollectionDidChange(_:)` on the views and controllers whose traits change.
    func overrideTraits(_ collection: TraitCollection?, forChild child: ViewController) {
        guard child.parent === self, child.traitsFromParent != collection else { return }
        child.changeTraits { child.traitsFromParent = collection }
    }

    /// Makes `current` the children a container shows from, letting go of those of `old` that are
    /// no longer among them (the containers' shared bookkeeping).
    package func adoptChildren(_ current: [ViewController], replacing old: [ViewController]) {
        for controller in old where !current.containsIdentical(controller) {
            controller.willMove(toParent: nil)
            controller.movingFromParent = true
            // It disappears as its view goes, if it was on screen (a controller popped, say).
            if controller.isViewLoaded {
                controller.appearanceTransition(false, animated: false) { controller.view.removeFromSuperview() }
            }
            controller.removeFromParent()
            controller.movingFromParent = false
        }
        for controller in current where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// Shows `child`'s view filling this controller's, below `bar` (on top without one);
    /// `insets` is what the bar adds to the child's safe area. The child appears with the view,
    /// if this controller is on screen; otherwise when this controller appears.
    package func showChild(_ child: ViewController, below bar: View?, insets: EdgeInsets) {
        if child.view.superview !== view {
            let appears = isAppearingOrAppeared
            if appears { child.beginAppearanceTransition(true, animated: false) }
            let content: View = child.view
            content.translatesAutoresizingMaskIntoConstraints = false
            if let bar { view.insertSubview(content, belowSubview: bar) } else { view.addSubview(content) }
            LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: view.topAnchor),
                content.leftAnchor.constraint(equalTo: view.leftAnchor),
                content.rightAnchor.constraint(equalTo: view.rightAnchor),
                content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            child.containerSafeAreaInsets = insets
            if appears { child.endAppearanceTransition() }
        } else {
            child.containerSafeAreaInsets = insets
        }
    }

    /// Takes `child`'s view away, with the disappearance calls if it was on screen.
    package func hideChild(_ child: ViewController) {
        guard child.isViewLoaded, child.view.superview === view else { return }
        child.appearanceTransition(false, animated: false) { child.view.removeFromSuperview() }
    }

    /// `present(_:animated:completion:)`'s work.
    func presentModally(_ controller: ViewController, animated: Bool, completion: (() -> Void)?) {
        let presentation = attachPresentationController(to: controller)
        presentedViewController = controller
        controller.presentingViewController = self
        controller.loadViewIfNeeded()
        presentation.presentationTransitionWillBegin()
        controller.presentationPhase = .presenting
        controller.appearanceTransition(true, animated: animated)
        controller.presentationPhase = nil
        presentation.presentationTransitionDidEnd(true)
        completion?()
    }

    /// `dismiss(animated:completion:)`'s work.
    func dismissModal(animated: Bool, completion: (() -> Void)?) {
        let (presenter, shown) = presentedViewController.map { (self, $0) } ?? (presentingViewController, self)
        guard let presenter, presenter.presentedViewController === shown else { completion?(); return }
        let presentation = shown.ownPresentationController
        presentation?.dismissalTransitionWillBegin()
        shown.presentationPhase = .dismissing
        shown.appearanceTransition(false, animated: animated) {
            presenter.presentedViewController = nil
            shown.presentingViewController = nil
        }
        shown.presentationPhase = nil
        presentation?.dismissalTransitionDidEnd(true)
        completion?()
    }

    /// Gives the view `size` as a rotation does: `viewWillTransition(to:with:)` first, then the
    /// new size and a layout pass, then the coordinator's animation and completion blocks.
    public func transition(to size: CGSize) {
        let coordinator = ImmediateTransitionCoordinator()
        activeCoordinator = coordinator
        defer { activeCoordinator = nil }
        viewWillTransition(to: size, with: coordinator)
        view.frame.size = size
        view.layoutIfNeeded()
        coordinator.finish()
    }
}
