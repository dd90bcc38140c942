import Foundation

/// A stack of controllers under a bar (UIKit's `UINavigationController`). The top controller's
/// view fills the navigation controller's view, under the bar; the bar sits at the top of the
/// safe area, 44 tall (96 with a large title), and adds its height to the top controller's safe
/// area, as UIKit's does.
open class NavigationController: ViewController {
    /// The bar.
    public let navigationBar = NavigationBar()
    /// The controllers, root first; the last one is shown.
    public var viewControllers: [ViewController] = [] { didSet { stackDidChange(from: oldValue) } }
    /// Whether the bar is hidden.
    public var isNavigationBarHidden = false { didSet { if isNavigationBarHidden != oldValue { updateBar() } } }
    private var barHeight: LayoutConstraint?

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: ViewController) {
        self.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    /// The controller shown.
    public var topViewController: ViewController? { viewControllers.last }
    /// The controller shown, or the one it presented.
    public var visibleViewController: ViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Shows `controller` on top.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        viewControllers.append(controller)
    }

    /// Removes the top controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }

    /// Removes every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) { viewControllers = controllers }

    /// Hides or shows the bar.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(navigationBar)
        let height = navigationBar.heightAnchor.constraint(equalToConstant: 44)
        barHeight = height
        LayoutConstraint.activate([
            navigationBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            navigationBar.leftAnchor.constraint(equalTo: view.leftAnchor),
            navigationBar.rightAnchor.constraint(equalTo: view.rightAnchor),
            height,
        ])
        stackDidChange(from: [])
    }

    private func stackDidChange(from old: [ViewController]) {
        adoptChildren(viewControllers, replacing: old)
        guard isViewLoaded, let top = topViewController else { return }
        if let previous = old.last, previous !== top { hideChild(previous) }
        showChild(top, below: navigationBar, insets: top.containerSafeAreaInsets)
        updateBar()
    }

    /// Sizes the bar for the top controller's item and passes its height to that controller.
    func updateBar() {
        guard isViewLoaded, let top = topViewController else { return }
        let item = top.navigationItem
        let large = navigationBar.prefersLargeTitles && item.largeTitleDisplayMode != .never
            && (item.largeTitleDisplayMode == .always || viewControllers.allSatisfy { $0.navigationItem.largeTitleDisplayMode != .never })
        let height: CGFloat = large ? 96 : 44
        barHeight?.constant = height
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.show(item, large: large)
        top.containerSafeAreaInsets = EdgeInsets(top: isNavigationBarHidden ? 0 : height, left: 0, bottom: 0, right: 0)
    }
}

/// The bar of a navigation controller (UIKit's `UINavigationBar`), showing the top item's title:
/// centred at 17 points semibold, or at 34 points bold under it with a large title.
open class NavigationBar: View {
    /// Whether titles show large (the top controller's item may say never).
    public var prefersLargeTitles = false {
        didSet { owningNavigationController?.updateBar() }
    }
    /// Whether content shows through the bar (kept).
    public var isTranslucent = true
    /// The bar's colour (kept as the background).
    public var barTintColor: Color? { didSet { backgroundColor = barTintColor } }
    /// Title text attributes (kept).
    public var titleTextAttributes: [NSAttributedString.Key: Any]?, largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    let titleLabel = Label()
    private var titlePlacement: [LayoutConstraint] = []

    var owningNavigationController: NavigationController? {
        superview?.owningController as? NavigationController
    }

    func show(_ item: NavigationItem, large: Bool) {
        if titleLabel.superview == nil {
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            titleLabel.debugName = "UINavigationBar-title"
            addSubview(titleLabel)
        }
        titleLabel.text = item.title
        titleLabel.font = large ? Font(pointSize: 34, weight: .bold) : Font(pointSize: 17, weight: .semibold)
        LayoutConstraint.deactivate(titlePlacement)
        titlePlacement = large
            ? [titleLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 16),
               titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)]
            : [titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
               titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor)]
        LayoutConstraint.activate(titlePlacement)
    }
}

/// What a navigation bar shows for a controller (UIKit's `UINavigationItem`).
public final class NavigationItem {
    /// When the title shows large (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

    private weak var controller: ViewController?
    private var storedTitle: String?
    init(controller: ViewController) { self.controller = controller }

    /// The title: the controller's `title` unless set here.
    public var title: String? {
        get { storedTitle ?? controller?.title }
        set { storedTitle = newValue; refresh() }
    }
    /// When the title shows large.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { refresh() } }
    /// A line above the title (kept).
    public var prompt: String?
    /// A search bar under the title, and whether it hides when the content scrolls (kept).
    public var searchController: SearchController?
    public var hidesSearchBarWhenScrolling = true
    /// A view shown in place of the title (kept).
    public var titleView: View?
    /// The back button's title for controllers pushed above this one (kept).
    public var backButtonTitle: String?
    /// Whether the back button hides (kept).
    public var hidesBackButton = false
    /// The bar's buttons (kept).
    public var leftBarButtonItems: [BarButtonItem]?, rightBarButtonItems: [BarButtonItem]?
    /// The first left button.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right button.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    private func refresh() {
        guard let controller, let navigation = controller.navigationController,
              navigation.topViewController === controller else { return }
        navigation.updateBar()
    }
}

/// A button in a bar (UIKit's `UIBarButtonItem`), with a closure action (iOS 14's form).
open class BarButtonItem {
    /// The item's look.
    public enum Style: Int, Sendable { case plain, bordered, done }
    /// The system's standard items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward
        case undo, redo, close
    }

    /// The title, image and style.
    public var title: String?
    public var image: Image?
    public var style = Style.plain
    /// The action run when tapped.
    public var primaryAction: Action?
    /// A view in place of a button.
    public var customView: View?
    /// Whether the item responds, and its colour (kept).
    public var isEnabled = true
    public var tintColor: Color?
    /// The system item it was made as.
    public let systemItem: SystemItem?

    /// The menu the item shows.
    public var menu: Menu?

    /// A titled or pictured item running `primaryAction` or showing `menu`.
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
        systemItem = nil
    }

    /// A system item running `primaryAction` or showing `menu`.
    public init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item showing `customView`.
    public init(customView: View) {
        self.customView = customView
        systemItem = nil
    }
}
