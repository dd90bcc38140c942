import AutoLayout
import UIKitRuntime
import Foundation

/// Controllers behind a row of tabs (UIKit's `UITabBarController`). The selected controller's
/// view fills the tab bar controller's; the bar sits on the bottom of the safe area, 49 tall, and
/// adds its height to the selected controller's safe area, as UIKit's does.
open class TabBarController: ViewController {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UITabBarController", TabBarController.self) }

    /// The bar.
    open var tabBar: TabBar { ownTabBar }
    private let ownTabBar = TabBar()
    /// The controllers, one a tab.
    open var viewControllers: [ViewController]? {
        didSet { controllersDidChange(from: oldValue ?? []) }
    }
    /// The tab shown (clamped to the tabs there are).
    open var selectedIndex = 0 {
        didSet {
            selectedIndex = min(max(selectedIndex, 0), max((viewControllers?.count ?? 1) - 1, 0))
            if selectedIndex != oldValue { showSelected() }
        }
    }
    /// The controller shown.
    open var selectedViewController: ViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set {
            guard let controller = newValue, let index = viewControllers?.firstIndex(where: { $0 === controller }) else { return }
            selectedIndex = index
        }
    }

    /// Sets the controllers.
    open func setViewControllers(_ controllers: [ViewController]?, animated: Bool) { viewControllers = controllers }
    /// Asked before, and told after, a tapped tab's controller is selected.
    open weak var delegate: TabBarControllerDelegate?
    /// The controllers the user may rearrange: all of them each time they are set, as UIKit's.
    open var customizableViewControllers: [ViewController]?
    /// The navigation controller of the "More" tab, which UIKit shows as the fifth tab when there
    /// are more than five controllers. Tab bars here show a tab for every controller, so it is
    /// never shown.
    open var moreNavigationController: NavigationController { more }
    private lazy var more: NavigationController = {
        let list = ViewController()
        list.title = "More"
        return NavigationController(rootViewController: list)
    }()

    /// Makes the view, of the class UIKit's is (`UILayoutContainerView`). As it lays out, every
    /// navigation controller among the tabs loads its view (not its root's), as iOS's do: on iOS
    /// the tabs not shown have loaded navigation controllers, out of the window (decided by
    /// swift-snapshot-testing's iOS `.hierarchy` reference; UIKit does not document it).
    open override func loadView() {
        let container = LayoutContainerView()
        container.willLayOut = { [weak self] in
            for case let navigation as NavigationController in self?.viewControllers ?? [] { navigation.loadViewIfNeeded() }
        }
        makeDefaultView(container)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.delegate = self
        tabBar.shouldSelectItem = { [weak self] item in self?.shouldSelect(item) ?? true }
        tabBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tabBar)
        LayoutConstraint.activate([
            tabBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            tabBar.leftAnchor.constraint(equalTo: view.leftAnchor),
            tabBar.rightAnchor.constraint(equalTo: view.rightAnchor),
            tabBar.heightAnchor.constraint(equalToConstant: 49),
        ])
        showSelected()
    }

    private func controllersDidChange(from old: [ViewController]) {
        let current = viewControllers ?? []
        customizableViewControllers = viewControllers
        adoptChildren(current, replacing: old)
        // A controller without an item of its own shows its title (a navigation controller, its
        // root's).
        tabBar.items = current.map { controller in
            controller.tabBarItem ?? TabBarItem(title: controller.title ?? (controller as? NavigationController)?.viewControllers.first?.title,
                                                image: nil, tag: 0)
        }
        if selectedIndex >= current.count { selectedIndex = max(current.count - 1, 0) }
        showSelected()
    }

    /// A tapped tab's controller is selected, then the delegate told, as UIKit's tab bar
    /// controller does as its tab bar's delegate (subclasses override it, calling `super`).
    open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
        guard let index = tabBar.items?.firstIndex(where: { $0 === item }), let controllers = viewControllers,
              controllers.indices.contains(index) else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controllers[index])
    }

    private func showSelected() {
        guard isViewLoaded, let selected = selectedViewController else { return }
        for child in children where child !== selected { hideChild(child) }
        tabBar.selectedItem = tabBar.items?.indices.contains(selectedIndex) == true ? tabBar.items?[selectedIndex] : nil
        showChild(selected, below: tabBar, insets: EdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
    }
}

extension TabBarController: TabBarDelegate {
    /// The delegate's answer for the controller of `item`.
    private func shouldSelect(_ item: TabBarItem) -> Bool {
        guard let index = tabBar.items?.firstIndex(where: { $0 === item }), let controllers = viewControllers,
              controllers.indices.contains(index) else { return true }
        return delegate?.tabBarController(self, shouldSelect: controllers[index]) ?? true
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Asked and told as a tab bar controller's tabs are tapped (UIKit's `UITabBarControllerDelegate`);
/// setting `selectedIndex` in code calls neither, as in UIKit. Every method is optional.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tapped tab's `viewController` may be selected (yes by default).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after the tapped tab's `viewController` was selected.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

extension ViewController {
    /// The nearest tab bar controller above this one.
    public var tabBarController: TabBarController? { closestAncestor(TabBarController.self) }
}
