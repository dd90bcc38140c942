import AutoLayout
import Foundation

/// The owner of a root view, with the pre-iOS 11 top and bottom layout guides.
open class ViewController: Responder, ViewOwner {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIViewController", ViewController.self) }

    /// The view the controller manages: made by `loadView()` on first read, then `viewDidLoad()`.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { replaceView(with: newValue) }
    }
    /// The view, once made; and, for a controller from a storyboard, its scene's.
    package var storedView: View?, scene: StoryboardScene?

    /// Whether the view has been made.
    open var isViewLoaded: Bool { storedView != nil }

    /// The screen's title, which a navigation bar shows unless `navigationItem.title` is set.
    open var title: String?

    /// A guide across the top of `view`, `length` tall (the space under the status and navigation
    /// bars), typed by protocol as UIKit's is, so that overloads taking a guide or a layout
    /// support are not ambiguous.
    open var topLayoutGuide: any LayoutSupport { topLayoutSupportGuide }
    /// A guide across the bottom of `view`, `length` tall (the space above a tab bar).
    open var bottomLayoutGuide: any LayoutSupport { bottomLayoutSupportGuide }
    /// The top guide as the class it is, whose `length` stands for the bars' height here.
    package private(set) lazy var topLayoutSupportGuide: LayoutSupportGuide = makeGuide(.topLayout, "UIVC-topLayoutGuide")
    /// The bottom guide as the class it is.
    package private(set) lazy var bottomLayoutSupportGuide: LayoutSupportGuide = makeGuide(.bottomLayout, "UIVC-bottomLayoutGuide")

    /// Creates a controller whose view `loadView()` makes from the xib `nibName` in `bundle` (or
    /// `Nib.resourceFolders`) when `UIKitNib` is linked; its view is made on first use.
    public init(nibName: String?, bundle: Bundle?) {
        (ownNibName, ownNibBundle) = (nibName, bundle)
        super.init()
    }
    private let ownNibName: String?, ownNibBundle: Bundle?
    /// The xib's name given at creation.
    open var nibName: String? { ownNibName }
    /// The nib's bundle given at creation.
    open var nibBundle: Bundle? { ownNibBundle }

    /// UIKit's decoding initializer, required as `NSCoding` makes it (see `View.init(coder:)`):
    /// the controller is made as `init(nibName: nil, bundle: nil)` makes it.
    public required init?(coder: NSCoder) {
        (ownNibName, ownNibBundle) = (nil, nil)
        super.init()
    }

    /// Creates a controller; its view is made on first use.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Makes the view if it is not made yet (`loadView()`, then `viewDidLoad()`).
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { makeDefaultView() }
        viewDidLoad()
    }

    /// Makes the view: as UIKit's, the storyboard scene's or the xib's (`nibName`, or one named
    /// after the class), else a plain view the size of the screen that follows its superview's
    /// size; override to make your own and assign it to `view`.
    open func loadView() {
        if let made = loadArchivedView() { view = made } else { makeDefaultView() }
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
    open func show(_ controller: ViewController, sender: Any?) { showInClosestContainer(controller, sender: sender) }

    /// Shows `controller` as the detail: the split view controller above shows it; with none,
    /// it is presented, as UIKit does when no container shows details.
    open func showDetailViewController(_ controller: ViewController, sender: Any?) { showAsDetail(controller, sender: sender) }

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
    open var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { storedInterfaceStyle }
        set {
            guard newValue != storedInterfaceStyle else { return }
            changeTraits { storedInterfaceStyle = newValue }
        }
    }
    var storedInterfaceStyle = UserInterfaceStyle.unspecified
    /// The traits the parent overrides for this controller (`setOverrideTraitCollection(_:forChild:)`).
    var traitsFromParent: TraitCollection?
    /// Edges the view extends under bars on (kept: the view fills its container here).
    open var edgesForExtendedLayout = RectEdge.all
    /// Whether the view extends under opaque bars, and hides a tab bar when pushed (kept).
    open var extendedLayoutIncludesOpaqueBars = false
    open var hidesBottomBarWhenPushed = false
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
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { storedView?.marginsDidChange() } }
    }

    /// The root view's minimum margins, as UIKit's on a phone: 16 at the sides (20 from 414 points
    /// wide), none above and below — the safe area is added to them.
    open var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side: CGFloat = (storedView?.bounds.width ?? 0) >= 414 ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Insets added to the view's safe area (with a container's bars, the view's own
    /// `additionalSafeAreaInsets`).
    open var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { applySafeAreaInsets() } }
    }
    /// What a container adds to the safe area (a navigation bar's height).
    package var containerSafeAreaInsets = EdgeInsets.zero {
        didSet { if containerSafeAreaInsets != oldValue { applySafeAreaInsets() } }
    }

    // Containment (see ViewController+Containment.swift).
    /// The controllers added with `addChild(_:)`, in order.
    open internal(set) var children: [ViewController] = []
    /// The controller this one is a child of.
    open internal(set) weak var parent: ViewController?
    /// The controller shown over this one by `present(_:animated:completion:)`.
    open internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    open internal(set) weak var presentingViewController: ViewController?
    /// Values other modules keep for this controller (its navigation item, say), by the key path
    /// of their property; the controller never reads them.
    var keptValues: [AnyKeyPath: Any] = [:]
    /// How the controller is shown when presented (kept).
    open var modalPresentationStyle = ModalPresentationStyle.automatic
    /// How the controller comes on screen when presented (kept).
    open var modalTransitionStyle = ModalTransitionStyle.coverVertical
    /// Whether a presentation over this controller covers only its view (kept).
    open var definesPresentationContext = false
    /// Whether this controller's transition style serves presentations it defines (kept).
    open var providesPresentationContextTransitionStyle = false
    /// Whether the presented controller refuses interactive dismissal (kept).
    open var isModalInPresentation = false
    /// Whether a presented controller takes over the status bar's appearance (kept).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The size a container or popover should give the view (kept).
    open var preferredContentSize = CGSize.zero
    /// The identifier state restoration saves the controller under (kept).
    open var restorationIdentifier: String?
    /// The class that makes this controller again when state is restored (kept: nothing is restored here).
    open var restorationClass: ViewControllerRestoration.Type?
    /// The object that supplies a custom presentation's controller (see ViewController+Presentation).
    open weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// The presentation controller managing this controller, made for its `modalPresentationStyle`.
    open var presentationController: PresentationController? { currentPresentationController(for: nil) }
    /// The sheet presentation controller, when the style is a sheet's (automatic, page or form sheet).
    open var sheetPresentationController: SheetPresentationController? { currentSheet }
    /// The popover presentation controller, when the style is `.popover`.
    open var popoverPresentationController: PopoverPresentationController? { currentPopover }
    /// The presentation controller of the presentation this controller is in (its own or an ancestor's), nil outside one.
    open var activePresentationController: PresentationController? {
        presentingViewController != nil ? ownPresentationController : parent?.activePresentationController
    }
    /// The presentation controller made for this controller, once made.
    package var ownPresentationController: PresentationController?
    /// The commands added with `addKeyCommand(_:)`, nil when there are none.
    open var keyCommands: [KeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    /// Adds `keyCommand` to `keyCommands` (once).
    open func addKeyCommand(_ keyCommand: KeyCommand) { if !addedKeyCommands.contains(where: { $0 === keyCommand }) { addedKeyCommands.append(keyCommand) } }
    /// Removes `keyCommand` from `keyCommands`.
    open func removeKeyCommand(_ keyCommand: KeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }
    private var addedKeyCommands: [KeyCommand] = []
    /// The scroll views whose insets and scrolling bars follow, by edge (`setContentScrollView(_:for:)`).
    open func contentScrollView(for edge: DirectionalRectEdge) -> ScrollView? { keptContentScrollView(for: edge) }
    /// Sets the scroll view a bar at `edge` follows (`.top` or `.bottom`, or both).
    open func setContentScrollView(_ scrollView: ScrollView?, for edge: DirectionalRectEdge) { keepContentScrollView(scrollView, for: edge) }
    var contentScrollViews: [UInt: ScrollView?] = [:]
    /// Whether the controller adjusts scroll views' insets for bars (iOS 7–10's switch, kept).
    open var automaticallyAdjustsScrollViewInsets = true
    /// Whether focus goes back to where it was when a presentation ends (kept: there is no focus engine here).
    open var restoresFocusAfterTransition = true
    /// The focus group the controller's view belongs to (kept).
    open var focusGroupIdentifier: String?
    /// The name activity tracking gives the controller's interactions: by default, its class's name.
    open lazy var interactionActivityTrackingBaseName: String? = String(describing: type(of: self))
    /// Whether menu actions still run while the controller presents another: yes, as UIKit's.
    open var performsActionsWhilePresentingModally: Bool { true }
    /// The app extension's context: nil, as this is not an app extension.
    open var extensionContext: NSObject? { nil }
    /// The storyboard the controller came from; nil for one made in code.
    open var storyboard: Storyboard? { scene?.storyboard }
    /// The split view controller above this one, if any.
    open var splitViewController: SplitViewController? { closestAncestor(SplitViewController.self) }
    /// Called as a split view controller collapses `secondaryViewController` onto this one; does nothing by default.
    open func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {}
    /// Called as a split view controller expands (never on a phone); nil by default, as UIKit's.
    open func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? { nil }
    /// Whether the keyboard stays up when a form sheet loses focus (no by default).
    open var disablesAutomaticKeyboardDismissal: Bool { false }
    /// How the status bar animates when it changes (`.fade`).
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// The orientation a presented controller prefers (portrait).
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { .portrait }
    /// The child whose status bar style is used in place of this one's (none).
    open var childForStatusBarStyle: ViewController? { nil }
    /// The child whose status bar visibility is used in place of this one's (none).
    open var childForStatusBarHidden: ViewController? { nil }
    /// The child whose home-indicator preference is used in place of this one's (none).
    open var childForHomeIndicatorAutoHidden: ViewController? { nil }
    /// Whether containers pass appearance calls on to this controller's children: yes.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: View? { isViewLoaded ? view : nil }

    /// Whether the controller is in editing mode (`setEditing(_:animated:)`).
    open var isEditing = false { didSet { if isEditing != oldValue { editingDidChange() } } }
    /// Enters or leaves editing mode; subclasses override it to update their views.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// An item titled "Edit" ("Done" while editing) whose tap calls `setEditing(_:animated:)` with the other mode.
    open var editButtonItem: BarButtonItem { editItem ?? makeEditButtonItem() }
    var editItem: BarButtonItem?  // made on first use
    /// The controller's item in a tab bar: nil until set (a tab bar controller then shows the title).
    open var tabBarItem: TabBarItem!
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [BarButtonItem]? { didSet { toolbarItemsDidChange() } }
    /// Sets `toolbarItems` (nothing animates here).
    open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// The controller up the parent and presenter chain that performs `action`: this one if it
    /// can, else its parent's or presenter's answer.
    open func targetViewController(forAction action: Selector, sender: Any?) -> ViewController? {
        if canPerformAction(action, withSender: sender) { return self }
        return (parent ?? presentingViewController)?.targetViewController(forAction: action, sender: sender)
    }

    /// Whether the controller is being added to a parent: true from `addChild(_:)` until it has
    /// appeared.
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent: true in its disappearance calls.
    open var isMovingFromParent: Bool { movingFromParent }
    /// Whether the controller is being presented: true in its appearance calls.
    open var isBeingPresented: Bool { presentationPhase == .presenting }
    /// Whether the controller is being dismissed: true in its disappearance calls.
    open var isBeingDismissed: Bool { presentationPhase == .dismissing }
    var movingToParent = false, movingFromParent = false
    var presentationPhase: PresentationPhase?

    // MARK: Containment and presentation (ViewController+Containment, +Appearance)

    /// Adds `child` to the children (taking it from another parent); the caller adds its view
    /// and calls `didMove(toParent:)`, as in UIKit.
    open func addChild(_ child: ViewController) { attachChild(child) }
    /// Removes this controller from its parent's children; the caller calls
    /// `willMove(toParent: nil)` first and removes the view, as in UIKit.
    open func removeFromParent() { detachFromParent() }
    /// Overrides `child`'s traits with those `collection` specifies (nil removes the override).
    open func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
        overrideTraits(collection, forChild: child)
    }
    /// The traits this controller overrides for `child`, or nil.
    open func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        child.parent === self ? child.traitsFromParent : nil
    }
    /// Shows `controller` over this one: records the pair, runs its appearance calls, then `completion`.
    open func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentModally(controller, animated: animated, completion: completion)
    }
    /// Dismisses the controller this one presented, or this one if it was presented.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { dismissModal(animated: animated, completion: completion) }
    /// Starts the view appearing (`isAppearing`) or disappearing, with the children it shows.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { beginAppearance(isAppearing, animated: animated) }
    /// Ends the appearance transition begun last, and the children's.
    open func endAppearanceTransition() { endAppearance() }
    /// Swaps the child `old`'s view for the child `new`'s in its superview, with both children's
    /// appearance calls; `animations` run and `completion` follows at once (nothing animates here).
    open func transition(from old: ViewController, to new: ViewController, duration: TimeInterval,
                         options: View.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        swapChildren(old, new, duration: duration, animations: animations, completion: completion)
    }
    /// The coordinator of the size transition under way here or in a parent, nil outside one.
    open var transitionCoordinator: TransitionCoordinator? { activeCoordinator ?? parent?.transitionCoordinator }
    /// The coordinator of `transition(to:)` while it runs.
    var activeCoordinator: TransitionCoordinator?
    // MARK: Segues (StoryboardSegue)

    /// Performs the segue named `identifier` from the controller's storyboard scene; a diagnostic
    /// names an identifier the scene has no segue for (UIKit raises an exception).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        if let perform = scene?.segues[identifier] { perform(sender) } else { reportMissingSegue(identifier) }
    }
    /// Whether the segue named `identifier` should be performed (true by default, as UIKit's).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called before `segue` shows its destination, to pass it what it needs; does nothing by default.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}
    /// Whether this controller takes an unwind segue's `action` from `fromViewController` (it implements it, and is not the source).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: ViewController, sender: Any?) -> Bool {
        canUnwind(action, from: fromViewController, sender: sender)
    }
    /// The children an unwind segue from `source` searches: all but the one containing the source.
    open func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        childrenForUnwinding(from: source)
    }
    /// The child that is, or contains, the unwind segue's source; nil if none is.
    open func childContaining(_ source: StoryboardUnwindSegueSource) -> ViewController? { child(containing: source) }
    /// Called on each controller an unwind segue passes back through: does nothing by default, as UIKit's.
    open func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {}

    // MARK: Settings the system would read again, and restoration

    /// Called when the view's margins in effect changed; does nothing by default.
    open func viewLayoutMarginsDidChange() {}
    /// Edges whose system gestures wait for the app's own (none, kept for the system to read).
    open var preferredScreenEdgesDeferringSystemGestures: RectEdge { [] }
    /// The child whose deferred edges are used in place of this one's (none).
    open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }
    /// Whether the pointer is locked to the app (false; there is no pointer here).
    open var prefersPointerLocked: Bool { false }
    /// The child whose pointer lock preference is used in place of this one's (none).
    open var childViewControllerForPointerLock: ViewController? { nil }
    /// Asks the system to read `prefersHomeIndicatorAutoHidden` again; no home indicator is drawn here.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// Asks the system to read the deferred edges again; no system gestures run here.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Asks the system to read `supportedInterfaceOrientations` again; the screen here does not turn.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Whether the interface keeps its orientation while the device turns (no by default; the screen here does not turn).
    open var prefersInterfaceOrientationLocked: Bool { false }
    /// Asks the system to read `prefersInterfaceOrientationLocked` again; the screen here does not turn.
    open func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {}
    /// Asks the system to read `prefersPointerLocked` again; there is no pointer here.
    open func setNeedsUpdateOfPrefersPointerLocked() {}
    /// Asks the windows to turn to the device's orientation; the screen here does not turn.
    open class func attemptRotationToDeviceOrientation() {}
    /// Saves state for restoration: never called, as nothing is restored here; overridable.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores saved state: never called, as nothing is restored here; overridable.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Called after restoration: never called, as nothing is restored here; overridable.
    open func applicationFinishedRestoringState() {}
}
