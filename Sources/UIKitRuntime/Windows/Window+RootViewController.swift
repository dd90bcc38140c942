import AutoLayout
import Foundation

extension Window {
    /// The controller whose view fills the window, kept at the window's bounds.
    public var rootViewController: ViewController? {
        get { rootOwner as? ViewController }
        set {
            let oldValue = rootViewController
            guard newValue !== oldValue else { return }
            rootOwner = newValue
            if let old = oldValue, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
            guard let controller = newValue else { return }
            let content: View = controller.view
            content.translatesAutoresizingMaskIntoConstraints = true
            content.frame = bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(content)
        }
    }

    /// Shows the window as the app's key window: its root controller's view appears, and the
    /// window lays out.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        Application.shared.windowBecameKey(self)
        isHidden = false
        rootViewController?.beginAppearanceTransition(true, animated: false)
        layoutIfNeeded()
        rootViewController?.endAppearanceTransition()
    }
}
