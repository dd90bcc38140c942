import AutoLayout
import Foundation

/// The owner of a root view, with the pre-iOS 11 top and bottom layout guides.
open class ViewController: Responder, ViewOwner {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIViewController", ViewController.self) }

    /// The view the controller manages: made by `loadView()` on first read, then `viewDidLoad()`.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owner = nil
            storedView?.marginsDidChange()
            storedView = newValue
            newValue?.owner = self
            newValue?.marginsDidChange()
            if additionalSafeAreaInsets != .zero || containerSafeAreaInsets != .zero { applySafeAreaInsets() }
        }
    }
    private var storedView: View?

    /// Whether the view has been made.
    public var isViewLoaded: Bool { storedView != nil }

    /// The screen's title, which a navigation bar shows unless `navigationItem.title` is set.
    public var title: String?

    /// A guide across the top of `view`, `length` tall (the space under the status and navigation
    /// bars), typed by protocol as UIKit's is, so that overloads taking a guide or a layout
    /// support are not ambiguous.
    public var topLayoutGuide: any LayoutSupport { topLayoutSupportGuide }
    /// A guide across the bottom of `view`, `length` tall (the space above a tab bar).
    public var bottomLayoutGuide: any LayoutSupport { bottomLayoutSupportGuide }
    /// The top guide as the class it is, whose `length` stands for the bars' height here.
    package private(set) lazy var topLayoutSupportGuide: LayoutSupportGuide = makeGuide(.topLayout, "UIVC-topLayoutGuide")
    /// The bottom guide as the class it is.
    package private(set) lazy var bottomLayoutSupportGuide: LayoutSupportGuide = makeGuide(.bottomLayout, "UIVC-bottomLayoutGuide")

    /// Creates a controller; its view is made on first use. There are no nibs here: both
    /// arguments are accepted for UIKit's spelling (`super.init(nibName: nil, bundle: nil)`).
    public init(nibName: String?, bundle: Bundle?) { super.init() }

    /// UIKit's decoding initializer, required as `NSCoding` makes it (see `View.init(coder:)`):
    /// the controller is made as `init(nibName: nil, bundle: nil)` makes it.
    public required init?(coder: NSCoder) { super.init() }

    /// Creates a controller; its view is made on first use.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Makes the view if it is not made yet (`loadView()`, then `viewDidLoad()`).
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { makeDefaultView() }
        viewDidLoad()
    }

    /// Makes the view: by default, as UIKit's, a plain view the size of the screen that follows its
    /// superview's size; override to make your own and assign it to `view`.
    open func loadView() {
        makeDefaultView()
    }

    /// Makes `view` (a plain one by default; a container's own class) the controller's view, the
    /// size of the screen and following its superview's size, as UIKit's default view is.
    package func makeDefaultView(_ view: View = View()) {
        view.frame = Screen.main.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.debugName = "root"
        self.view = view
    }

    /// Called once, after the view is made: where screen code builds its hierarchy.
    open func viewDidLoad() {}

    /// Called in the layout pass's constraint update for the controller's view, in place of the
    /// view's `updateConstraints()`: make or update constraints here and call `super`, which
    /// calls the view's (UIKit's hook; `view.setNeedsUpdateConstraints()` asks for it).
    open func updateViewConstraints() {
        storedView?.updateConstraints()
    }

    /// Shows `controller` as the closest container above this one that shows controllers does
    /// (a navigation controller pushes it); with none, presents it.
    open func show(_ controller: ViewController, sender: Any?) {
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

    /// Shows `controller` as the detail of a split screen; there is no split view controller
    /// here, so it is presented, as UIKit does when no container shows details.
    open func showDetailViewController(_ controller: ViewController, sender: Any?) {
        present(controller, animated: true)
    }

    /// The next responder: the view's superview, as UIKit's chain passes touches on.
    open override var next: Responder? { storedView?.superview }

    /// Called before the view lays out its subviews; constraint changes made here apply in the same pass.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Where the controller is in appearing and disappearing (see ViewController+Appearance).
    package var appearanceState = AppearanceState.disappeared
    /// Whether the transition under way animates, for its `viewDid…` call.
    package var appearanceIsAnimated = false

    /// Called before the view is shown: by a container showing it (a navigation controller's
    /// push) or by `beginAppearanceTransition(_:animated:)`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view is shown.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is hidden.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view is hidden.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the controller is added to, or removed from (nil), a parent.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to, or removed from (nil), a parent.
    open func didMove(toParent parent: ViewController?) {}
    /// Called when the view is about to take a new size: by `transition(to:)`, as UIKit calls it
    /// when the device rotates.
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {}
    /// Called when the view's safe area changes (its additional insets, or a container's bars).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's traits change (an override here or above, or the window's screen).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// The interface style of the controller's view and what it shows; `.unspecified` follows above.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { storedInterfaceStyle }
        set {
            guard newValue != storedInterfaceStyle else { return }
            changeTraits { storedInterfaceStyle = newValue }
        }
    }
    private var storedInterfaceStyle = UserInterfaceStyle.unspecified
    /// The traits the parent overrides for this controller (`setOverrideTraitCollection(_:forChild:)`).
    var traitsFromParent: TraitCollection?
    /// The traits of the controller's view; before it loads, those the controller and its
    /// parents set over a phone's defaults.
    public var traitCollection: TraitCollection {
        storedView?.traitCollection ?? ownTraits.filling(from: parent?.traitCollection ?? .phoneDefaults)
    }
    /// The traits this controller sets for its view: its interface style over its parent's override.
    package var ownTraits: TraitCollection {
        TraitCollection(userInterfaceStyle: storedInterfaceStyle).filling(from: traitsFromParent ?? TraitCollection())
    }
    /// Runs `change`, an override of this controller's traits, and tells the views whose traits
    /// it changed.
    func changeTraits(_ change: () -> Void) {
        guard let view = storedView else { return change() }
        let before = view.traitCollection
        change()
        view.traitsDidChange(from: before)
    }
    /// Edges the view extends under bars on (kept: the view fills its container here).
    public var edgesForExtendedLayout = RectEdge.all
    /// Whether the view extends under opaque bars, and hides a tab bar when pushed (kept).
    public var extendedLayoutIncludesOpaqueBars = false, hidesBottomBarWhenPushed = false
    /// The status bar's look (kept).
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether the status bar hides (kept).
    open var prefersStatusBarHidden: Bool { false }
    /// Asks for the status bar's look again. No status bar is drawn here, so there is nothing
    /// to update: the two properties above are what tests read.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the home indicator may hide (false, kept).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The orientations the controller supports: a phone's, all but upside down, as UIKit's.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
    /// Whether the view turns with the device (true, as UIKit's; the screen here does not turn).
    open var shouldAutorotate: Bool { true }
    /// Called when the app is warned that memory is low, for the controller to let go of what
    /// it can make again. Nothing here warns of memory, so it runs only when code calls it;
    /// it does nothing by default, as UIKit's.
    open func didReceiveMemoryWarning() {}

    /// Whether the view's margins are at least `systemMinimumLayoutMargins` (true by default).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { storedView?.marginsDidChange() } }
    }

    /// The least margins of the view: the system's minimum when the controller respects it.
    package var minimumLayoutMargins: DirectionalEdgeInsets? {
        viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : nil
    }

    /// The root view's minimum margins, as UIKit's on a phone: 16 at the sides (20 from 414 points
    /// wide), none above and below — the safe area is added to them.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side: CGFloat = (storedView?.bounds.width ?? 0) >= 414 ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Insets added to the view's safe area (with a container's bars, the view's own
    /// `additionalSafeAreaInsets`).
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { applySafeAreaInsets() } }
    }
    /// What a container adds to the safe area (a navigation bar's height).
    package var containerSafeAreaInsets = EdgeInsets.zero {
        didSet { if containerSafeAreaInsets != oldValue { applySafeAreaInsets() } }
    }

    // Not loading the view: a view made later takes the insets as it is set.
    private func applySafeAreaInsets() {
        let (own, bars) = (additionalSafeAreaInsets, containerSafeAreaInsets)
        storedView?.additionalSafeAreaInsets = EdgeInsets(top: own.top + bars.top, left: own.left + bars.left,
                                                   bottom: own.bottom + bars.bottom, right: own.right + bars.right)
    }

    // Containment (see ViewController+Containment.swift).
    /// The controllers added with `addChild(_:)`, in order.
    public internal(set) var children: [ViewController] = []
    /// The controller this one is a child of.
    public internal(set) weak var parent: ViewController?
    /// The controller shown over this one by `present(_:animated:completion:)`.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    /// Values other modules keep for this controller (its navigation item, say), by the key path
    /// of their property; the controller never reads them.
    private var keptValues: [AnyKeyPath: Any] = [:]
    /// The value kept for the property `key`, or nil if it was never set (see `View.kept(_:)`).
    package func kept<Root, Value>(_ key: KeyPath<Root, Value>) -> Value? {
        keptValues[key].map { $0 as! Value }  // safe: only keep(_:_:) writes here, under a key path typed by Value
    }
    /// Keeps `value` for the property `key`.
    package func keep<Root, Value>(_ key: KeyPath<Root, Value>, _ value: Value) { keptValues[key] = value }
    /// How the controller is shown when presented (kept).
    public var modalPresentationStyle = ModalPresentationStyle.automatic

    private func makeGuide(_ role: SystemGuideRole, _ identifier: String) -> LayoutSupportGuide {
        let guide = LayoutSupportGuide()
        guide.identifier = identifier
        guide.systemRole = role
        view.addLayoutGuide(guide)
        return guide
    }
}

extension View {
    /// The controller whose root view this is, if any.
    package var owningController: ViewController? { owner as? ViewController }
}
