import Foundation

// Child controllers, presentation and rotation, as UIKit's containers keep them. Presenting
// records who shows whom and runs the appearance calls (there is no window to show a second
// screen in); a navigation controller (NavigationController.swift) lays out its bar for real.

extension ViewController {
    /// Adds `child` to the children (taking it from another parent); the caller adds its view
    /// and calls `didMove(toParent:)`, as in UIKit.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent's children; the caller calls
    /// `willMove(toParent: nil)` first and removes the view, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Makes `current` the children a container shows from, letting go of those of `old` that are
    /// no longer among them (the containers' shared bookkeeping).
    func adoptChildren(_ current: [ViewController], replacing old: [ViewController]) {
        for controller in old where !current.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller.isViewLoaded { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in current where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// Shows `child`'s view filling this controller's, below `bar`, with the appearance calls;
    /// `insets` is what the bar adds to the child's safe area.
    func showChild(_ child: ViewController, below bar: View, insets: EdgeInsets) {
        if child.view.superview !== view {
            child.viewWillAppear(false)
            let content: View = child.view
            content.translatesAutoresizingMaskIntoConstraints = false
            view.insertSubview(content, belowSubview: bar)
            LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: view.topAnchor),
                content.leftAnchor.constraint(equalTo: view.leftAnchor),
                content.rightAnchor.constraint(equalTo: view.rightAnchor),
                content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            child.containerSafeAreaInsets = insets
            child.viewDidAppear(false)
        } else {
            child.containerSafeAreaInsets = insets
        }
    }

    /// Takes `child`'s view away, with the disappearance calls.
    func hideChild(_ child: ViewController) {
        guard child.isViewLoaded, child.view.superview === view else { return }
        child.viewWillDisappear(false)
        child.view.removeFromSuperview()
        child.viewDidDisappear(false)
    }

    /// The nearest navigation controller above this one (itself excluded).
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// Shows `controller` over this one: records the pair, runs its appearance calls, then
    /// `completion`.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        controller.presentingViewController = self
        controller.loadViewIfNeeded()
        controller.viewWillAppear(animated)
        controller.viewDidAppear(animated)
        completion?()
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let (presenter, shown) = presentedViewController.map { (self, $0) } ?? (presentingViewController, self)
        guard let presenter, presenter.presentedViewController === shown else { completion?(); return }
        shown.viewWillDisappear(animated)
        presenter.presentedViewController = nil
        shown.presentingViewController = nil
        shown.viewDidDisappear(animated)
        completion?()
    }

    /// Gives the view `size` as a rotation does: `viewWillTransition(to:with:)` first, then the
    /// new size and a layout pass, then the coordinator's animation and completion blocks.
    public func transition(to size: CGSize) {
        let coordinator = ImmediateTransitionCoordinator()
        viewWillTransition(to: size, with: coordinator)
        view.frame.size = size
        view.layoutIfNeeded()
        coordinator.finish()
    }
}

/// What runs beside a size transition (UIKit's `UIViewControllerTransitionCoordinator`).
public protocol TransitionCoordinator: AnyObject {
    /// Runs `animation` with the transition and `completion` after it.
    @discardableResult
    func animate(alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
                 completion: ((TransitionCoordinatorContext) -> Void)?) -> Bool
}

/// What a transition's blocks are told (UIKit's `UIViewControllerTransitionCoordinatorContext`).
public protocol TransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates (false here: layouts land at once).
    var isAnimated: Bool { get }
}

/// The coordinator of `transition(to:)`: animation blocks run after the new layout, as their
/// end state; completions follow.
final class ImmediateTransitionCoordinator: TransitionCoordinator, TransitionCoordinatorContext {
    private var animations: [(TransitionCoordinatorContext) -> Void] = []
    private var completions: [(TransitionCoordinatorContext) -> Void] = []
    var isAnimated: Bool { false }

    func animate(alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
                 completion: ((TransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func finish() {
        for animation in animations { animation(self) }
        for completion in completions { completion(self) }
    }
}

/// The status bar's looks (UIKit's `UIStatusBarStyle`).
public enum StatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }

/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`).
public enum ModalPresentationStyle: Int, Sendable {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
    case overCurrentContext, popover, none
}

/// Edges of a rectangle (UIKit's `UIRectEdge`).
public struct RectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A controller's item in a tab bar (UIKit's `UITabBarItem`), kept.
open class TabBarItem {
    public var title: String?
    public var image: Image?
    public var selectedImage: Image?
    public var tag: Int
    public var badgeValue: String?

    public init(title: String?, image: Image?, tag: Int) {
        (self.title, self.image, self.tag) = (title, image, tag)
    }
    public init(title: String?, image: Image?, selectedImage: Image?) {
        (self.title, self.image, self.selectedImage, self.tag) = (title, image, selectedImage, 0)
    }
}
