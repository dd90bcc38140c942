import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a navigation bar shows for a controller (UIKit's `UINavigationItem`, an `NSObject` apps
/// may subclass and make on their own).
open class NavigationItem: NSObject {
    /// When the title shows large (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

    /// The controller whose item this is, if any: its title stands in for an unset one.
    weak var controller: ViewController?
    private var storedTitle: String?
    init(controller: ViewController) {
        self.controller = controller
        super.init()
    }

    /// An item with a title, not yet any controller's.
    public init(title: String) {
        storedTitle = title
        super.init()
    }

    /// UIKit's decoding initializer, required as `NSCoding` makes it: there are no archives here,
    /// so the item has no title.
    public required init?(coder: NSCoder) { super.init() }

    /// The title: the controller's `title` unless set here.
    open var title: String? {
        get { storedTitle ?? controller?.title }
        set { storedTitle = newValue; refresh() }
    }
    /// When the title shows large.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { refresh() } }
    /// A line above the title (kept).
    open var prompt: String?
    /// A search bar under the title, and whether it hides when the content scrolls (kept).
    open var searchController: SearchController?
    open var hidesSearchBarWhenScrolling = true
    /// A view shown in place of the title (kept).
    open var titleView: View?
    /// The back button's title for controllers pushed above this one (kept).
    open var backButtonTitle: String?
    /// The back button for controllers pushed above this one (kept).
    open var backBarButtonItem: BarButtonItem?
    /// Whether the back button hides (kept).
    open var hidesBackButton = false
    /// Whether the left buttons show beside the back button rather than in its place (kept).
    open var leftItemsSupplementBackButton = false
    /// The bar's buttons (kept).
    open var leftBarButtonItems: [BarButtonItem]?, rightBarButtonItems: [BarButtonItem]?
    /// The first left button.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right button.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Hides or shows the back button (nothing animates here).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Sets the first left button (nothing animates here).
    open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the first right button (nothing animates here).
    open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left buttons (nothing animates here).
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right buttons (nothing animates here).
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    private func refresh() {
        guard let controller, let navigation = controller.navigationController,
              navigation.topViewController === controller else { return }
        navigation.updateBar()
    }
}
