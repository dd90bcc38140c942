import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
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
