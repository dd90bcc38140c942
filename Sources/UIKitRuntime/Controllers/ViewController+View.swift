import AutoLayout
import Foundation

// The controller's view: setting it, the default one, its guides and safe area, and the work
// behind `show(_:sender:)` and the child transition.

extension ViewController {
    /// Makes `newValue` the controller's view, taking the old one's ownership away.
    func replaceView(with newValue: View?) {
        storedView?.owner = nil
        storedView?.marginsDidChange()
        storedView = newValue
        newValue?.owner = self
        newValue?.marginsDidChange()
        if additionalSafeAreaInsets != .zero || containerSafeAreaInsets != .zero { applySafeAreaInsets() }
    }

    /// Makes `view` (a plain one by default; a container's own class) the controller's view, the
    /// size of the screen and following its superview's size, as UIKit's default view is.
    package func makeDefaultView(_ view: View = View()) {
        view.frame = Screen.main.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.debugName = "root"
        self.view = view
    }

    /// A top or bottom layout guide, added to the view.
    func makeGuide(_ role: SystemGuideRole, _ identifier: String) -> LayoutSupportGuide {
        let guide = LayoutSupportGuide()
        guide.identifier = identifier
        guide.systemRole = role
        view.addLayoutGuide(guide)
        return guide
    }

    /// Gives the view the controller's and its container's insets. Does not load the view: a view
    /// made later takes the insets as it is set.
    func applySafeAreaInsets() {
        let (own, bars) = (additionalSafeAreaInsets, containerSafeAreaInsets)
        storedView?.additionalSafeAreaInsets = EdgeInsets(top: own.top + bars.top, left: own.left + bars.left,
                                                          bottom: own.bottom + bars.bottom, right: own.right + bars.right)
    }

    /// Shows `controller` as the closest container above this one that shows controllers does
    /// (a navigation controller pushes it); with none, presents it.
    /// The nearest controller of class `type` above this one (itself excluded). Cost: O(depth).
    package func closestAncestor<Ancestor: ViewController>(_ type: Ancestor.Type) -> Ancestor? {
        var current = parent
        while let container = current {
            if let found = container as? Ancestor { return found }
            current = container.parent
        }
        return nil
    }

    /// `showDetailViewController(_:sender:)`'s work: the split view controller above shows it, else it is presented.
    func showAsDetail(_ controller: ViewController, sender: Any?) {
        if let split = splitViewController { split.showDetailViewController(controller, sender: sender) } else { present(controller, animated: true) }
    }

    func showInClosestContainer(_ controller: ViewController, sender: Any?) {
        var current = parent
        while let container = current {
            if let target = container as? any ShowingContainer {
                target.showInContainer(controller, sender: sender)
                return
            }
            current = container.parent
        }
        present(controller, animated: true)
    }

    /// `transition(from:to:…)`'s work: `new`'s view takes `old`'s place in its superview, each
    /// child appearing or disappearing as this controller is on screen. UIKit raises an exception
    /// when either is not a child or `old`'s view is in no view; here a diagnostic says which.
    func swapChildren(_ old: ViewController, _ new: ViewController, duration: TimeInterval,
                      animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard old.parent === self, new.parent === self, let container = old.viewIfLoaded?.superview else {
            let problem = old.parent !== self || new.parent !== self ? "both must be children of \(type(of: self))"
                : "\(type(of: old))'s view is in no view"
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                "transition(from: \(type(of: old)), to: \(type(of: new))): \(problem)"))
            completion?(false)
            return
        }
        let onScreen = isAppearingOrAppeared, animated = duration > 0
        if onScreen {
            new.beginAppearanceTransition(true, animated: animated)
            old.beginAppearanceTransition(false, animated: animated)
        }
        container.addSubview(new.view)
        View.animate(withDuration: duration, animations: animations ?? {})
        old.view.removeFromSuperview()
        if onScreen {
            new.endAppearanceTransition()
            old.endAppearanceTransition()
        }
        completion?(true)
    }

    /// `performSegue(withIdentifier:sender:)` naming no segue of the controller's scene (a
    /// controller made in code has none): UIKit's exception, as a diagnostic.
    func reportMissingSegue(_ identifier: String) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "Receiver (\(type(of: self))) has no segue "
            + "with identifier '\(identifier)'"))
    }
}
