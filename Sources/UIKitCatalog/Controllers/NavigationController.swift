import AutoLayout
import UIKitRuntime
import Foundation

/// A stack of controllers under a bar (UIKit's `UINavigationController`). The top controller's
/// view fills the navigation controller's view, under the bar; the bar sits at the top of the
/// safe area, 44 tall (96 with a large title), and adds its height to the top controller's safe
/// area, as UIKit's does.
open class NavigationController: ViewController {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UINavigationController", NavigationController.self) }

    /// The bar.
    open var navigationBar: NavigationBar { ownNavigationBar }
    private var ownNavigationBar = NavigationBar()
    /// The controllers, root first; the last one is shown.
    open var viewControllers: [ViewController] = [] { didSet { stackDidChange(from: oldValue) } }
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false { didSet { if isNavigationBarHidden != oldValue { updateBar() } } }
    private var barHeight: LayoutConstraint?
    /// Whether the top controller's view is in: as in UIKit, not when the view loads, but when it
    /// first lays out (so a navigation controller loaded off screen has not loaded its root's view).
    private var showsTop = false

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: ViewController) {
        self.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        stackDidChange(from: [])  // an initializer's own assignment runs no observer
    }

    /// A navigation controller whose bar and toolbar are of the classes given (nil: the standard
    /// ones); a class that is not a bar's subclass is reported and the standard one used.
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
        if let bar = Self.barClass(navigationBarClass, NavigationBar.self) { ownNavigationBar = bar.init(frame: .zero) }
        if let bar = Self.barClass(toolbarClass, Toolbar.self) { ownToolbar = bar.init(frame: .zero) }
    }

    private static func barClass<Bar: View>(_ type: AnyClass?, _ base: Bar.Type) -> Bar.Type? {
        guard let type else { return nil }
        guard let bar = type as? Bar.Type else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "init(navigationBarClass:toolbarClass:) was given "
                + "\(type), which is not a \(base.uikitClassName.name) subclass: the standard \(base.uikitClassName.name) is used"))
            return nil
        }
        return bar
    }

    /// The controller shown.
    open var topViewController: ViewController? { viewControllers.last }
    /// The controller shown, or the one it presented.
    open var visibleViewController: ViewController? { topViewController?.presentedViewController ?? topViewController }

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

    /// Removes the controllers above `controller` and returns them; nil if it is not in the stack.
    @discardableResult
    open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        if !popped.isEmpty { viewControllers = Array(viewControllers[...index]) }
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) { viewControllers = controllers }

    /// Told before and after a controller is shown on top.
    open weak var delegate: NavigationControllerDelegate?

    /// The toolbar at the bottom, shown when `isToolbarHidden` is false (kept: it is not laid out here).
    open var toolbar: Toolbar! { ownToolbar }
    private var ownToolbar = Toolbar()
    /// Whether the toolbar is hidden (true by default).
    open var isToolbarHidden = true
    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// Whether a swipe hides the bars (kept: nothing swipes here).
    open var hidesBarsOnSwipe = false
    /// Whether a tap hides the bars (kept).
    open var hidesBarsOnTap = false
    /// Whether the keyboard's appearing hides the bars (kept).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether a compact height hides the bars (kept).
    open var hidesBarsWhenVerticallyCompact = false
    /// The edge swipe that pops the top controller: a recognizer apps configure (its delegate, or
    /// turning it off); no edge swipe reaches it here.
    open var interactivePopGestureRecognizer: GestureRecognizer? { popRecognizer }
    private let popRecognizer = PanGestureRecognizer(target: nil, action: nil)
    /// The swipe that hides the bars, when `hidesBarsOnSwipe` (a recognizer apps configure).
    open var barHideOnSwipeGestureRecognizer: PanGestureRecognizer { swipeRecognizer }
    private let swipeRecognizer = PanGestureRecognizer(target: nil, action: nil)
    /// The tap that hides the bars, when `hidesBarsOnTap` (a recognizer apps configure).
    open var barHideOnTapGestureRecognizer: TapGestureRecognizer { tapRecognizer }
    private let tapRecognizer = TapGestureRecognizer(target: nil, action: nil)
    /// The seconds the bars take to hide or show, as UIKit's `UINavigationControllerHideShowBarDuration`.
    nonisolated public static let hideShowBarDuration: CGFloat = 0.2

    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Makes the view, of the class UIKit's is (`UILayoutContainerView`).
    open override func loadView() {
        let container = LayoutContainerView()
        container.willLayOut = { [weak self] in
            guard let self, !self.showsTop else { return }
            self.showsTop = true
            self.stackDidChange(from: [])
        }
        makeDefaultView(container)
    }

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
        ownToolbar.items = topViewController?.toolbarItems
        guard isViewLoaded, let top = topViewController else { return }
        guard showsTop else { return updateBar() }
        let changed = old.last !== top
        if changed { delegate?.navigationController(self, willShow: top, animated: false) }
        if let previous = old.last, previous !== top { hideChild(previous) }
        showChild(top, below: navigationBar, insets: top.containerSafeAreaInsets)
        updateBar()
        if changed { delegate?.navigationController(self, didShow: top, animated: false) }
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

extension NavigationController: ShowingContainer {
    /// A child's `show(_:sender:)` pushes, as UIKit's navigation controller does.
    package func showInContainer(_ controller: ViewController, sender: Any?) {
        pushViewController(controller, animated: true)
    }
}

extension NavigationController: ToolbarItemsContainer {
    /// The toolbar shows the top controller's items as they change, as UIKit's does.
    package func childToolbarItemsDidChange(_ child: ViewController) {
        if child === topViewController { ownToolbar.items = child.toolbarItems }
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Told as a navigation controller shows controllers (UIKit's `UINavigationControllerDelegate`);
/// every call is optional.
public protocol NavigationControllerDelegate: AnyObject {
    /// Called before `viewController` is shown on top.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after `viewController` was shown on top.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                                     animated: Bool) {}
}
