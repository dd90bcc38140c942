import Foundation

/// The owner of a root view, with the pre-iOS 11 top and bottom layout guides.
open class ViewController {
    /// The view the controller manages; 320×416 by default, Masonry's example screen.
    public lazy var view: View = {
        let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
        view.debugName = "root"
        return view
    }()

    /// A guide across the top of `view`, `length` tall (the space under the status and navigation bars).
    public private(set) lazy var topLayoutGuide: LayoutSupportGuide = makeGuide(.topLayout, "UIVC-topLayoutGuide")
    /// A guide across the bottom of `view`, `length` tall (the space above a tab bar).
    public private(set) lazy var bottomLayoutGuide: LayoutSupportGuide = makeGuide(.bottomLayout, "UIVC-bottomLayoutGuide")

    /// Creates a controller; its view is made on first use.
    public init() {}

    private func makeGuide(_ role: SystemGuideRole, _ identifier: String) -> LayoutSupportGuide {
        let guide = LayoutSupportGuide()
        guide.identifier = identifier
        guide.systemRole = role
        view.addLayoutGuide(guide)
        return guide
    }
}

/// A top or bottom layout guide of a ``ViewController``, whose height is `length`.
public final class LayoutSupportGuide: LayoutGuide {
    /// The guide's height.
    public var length: CGFloat = 0 {
        didSet {
            guard length != oldValue else { return }
            owningView?.engineIfCreated?.itemDidChange(self)
            owningView?.setNeedsLayout()
        }
    }
}
