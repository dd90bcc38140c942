import AutoLayout
import UIKitRuntime

// The views UIKit's containers make for themselves, named as UIKit names them so that
// descriptions and `.hierarchy` snapshots read as on iOS; they lay out as any view.

/// A navigation or tab bar controller's view (UIKit's private `UILayoutContainerView`).
final class LayoutContainerView: View {
    override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UILayoutContainerView", LayoutContainerView.self) }

    /// What its controller does as it lays out, before the subviews are placed: UIKit's
    /// containers finish putting their children in then.
    var willLayOut: (() -> Void)?

    override func layoutSubviews() {
        willLayOut?()
        super.layoutSubviews()
    }
}

/// A page view controller's view (UIKit's private `_UIPageViewControllerContentView`).
final class PageContentView: View {
    override class var uikitClassName: (name: String, declaredBy: AnyClass) {
        ("_UIPageViewControllerContentView", PageContentView.self)
    }
}
