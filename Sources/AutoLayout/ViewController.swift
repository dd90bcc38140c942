import Foundation

/// The owner of a root view, with the pre-iOS 11 top and bottom layout guides.
open class ViewController {
    /// The view the controller manages: made by `loadView()` on first read, then `viewDidLoad()`.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningController = nil
            storedView?.marginsDidChange()
            storedView = newValue
            newValue?.owningController = self
            newValue?.marginsDidChange()
        }
    }
    private var storedView: View?

    /// Whether the view has been made.
    public var isViewLoaded: Bool { storedView != nil }

    /// The screen's title (kept: there is no navigation bar to show it).
    public var title: String?

    /// A guide across the top of `view`, `length` tall (the space under the status and navigation bars).
    public private(set) lazy var topLayoutGuide: LayoutSupportGuide = makeGuide(.topLayout, "UIVC-topLayoutGuide")
    /// A guide across the bottom of `view`, `length` tall (the space above a tab bar).
    public private(set) lazy var bottomLayoutGuide: LayoutSupportGuide = makeGuide(.bottomLayout, "UIVC-bottomLayoutGuide")

    /// Creates a controller; its view is made on first use.
    public init() {}

    /// Makes the view if it is not made yet (`loadView()`, then `viewDidLoad()`).
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { makeDefaultView() }
        viewDidLoad()
    }

    /// Makes the view: 320×416 by default (Masonry's example screen); override to make your own
    /// and assign it to `view`.
    open func loadView() {
        makeDefaultView()
    }

    private func makeDefaultView() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
        view.debugName = "root"
        self.view = view
    }

    /// Called once, after the view is made: where screen code builds its hierarchy.
    open func viewDidLoad() {}

    /// Called before the view lays out its subviews; constraint changes made here apply in the same pass.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Whether the view's margins are at least `systemMinimumLayoutMargins` (true by default).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { storedView?.marginsDidChange() } }
    }

    /// The root view's minimum margins, as UIKit's on a phone: 16 at the sides (20 from 414 points
    /// wide), none above and below — the safe area is added to them.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side: CGFloat = (storedView?.bounds.width ?? 0) >= 414 ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Insets added to the view's safe area (the view's own `additionalSafeAreaInsets`).
    public var additionalSafeAreaInsets: EdgeInsets {
        get { view.additionalSafeAreaInsets }
        set { view.additionalSafeAreaInsets = newValue }
    }

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
