import Foundation

/// The root of what a screen shows (UIKit's `UIWindow`): a view holding its root controller's
/// view, which it keeps at its bounds. Its safe area is the screen's: 20 above for the status bar
/// on a phone without a notch (under 812 points tall), 47 above and 34 below on one with.
open class Window: View {
    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            let content: View = controller.view
            content.translatesAutoresizingMaskIntoConstraints = true
            content.frame = bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(content)
        }
    }
    /// Whether `makeKeyAndVisible()` was called.
    public private(set) var isKeyWindow = false

    /// A window of `frame` (the screen's bounds for an app's window).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyScreenInsets()
    }

    /// Shows the window: its root controller's view appears, and the window lays out.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        rootViewController?.viewWillAppear(false)
        layoutIfNeeded()
        rootViewController?.viewDidAppear(false)
    }

    private func applyScreenInsets() {
        let notched = frame.height >= 812
        additionalSafeAreaInsets = EdgeInsets(top: notched ? 47 : 20, left: 0, bottom: notched ? 34 : 0, right: 0)
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyScreenInsets()
    }
}
