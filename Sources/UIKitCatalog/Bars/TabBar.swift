import AutoLayout
import UIKitRuntime
import Foundation

/// A tab bar (UIKit's `UITabBar`): as wide as its constraints make it, 49 high above the safe area.
open class TabBar: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UITabBar", TabBar.self) }

    /// The tabs.
    open var items: [TabBarItem]?
    /// The tab selected, one of `items`.
    open var selectedItem: TabBarItem?
    /// Told when a tab is selected.
    open weak var delegate: TabBarDelegate?
    /// Replaces the tabs.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 49) }

    /// Asked before a tapped tab is selected (a tab bar controller's delegate answers).
    package var shouldSelectItem: ((TabBarItem) -> Bool)?

    /// A tap selects the tab under it, the tabs filling the bar's width in equal parts as on a
    /// phone, and tells the delegate; other touches go up the chain.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let items, !items.isEmpty, bounds.width > 0 else {
            return super.touchesEnded(touches, with: event)
        }
        let x = touch.location(in: self).x
        let index = min(max(Int(x / (bounds.width / CGFloat(items.count))), 0), items.count - 1)
        let item = items[index]
        guard item.isEnabled, shouldSelectItem?(item) ?? true else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    /// The bar's colour, drawn unless an appearance gives one.
    open var barTintColor: Color? { didSet { applyAppearance() } }
    /// The look at standard height: its background colour is drawn.
    open var standardAppearance = TabBarAppearance() { didSet { applyAppearance() } }
    /// The look with content scrolled to the bar's edge: content is taken to be there, so this one
    /// is drawn when set.
    open var scrollEdgeAppearance: TabBarAppearance? { didSet { applyAppearance() } }
    /// The tint of tabs not selected (kept).
    open var unselectedItemTintColor: Color?
    /// Whether content shows through the bar (kept).
    open var isTranslucent = true
    /// Default or black (kept).
    open var barStyle = BarStyle.default
    /// The bar's background image (kept).
    open var backgroundImage: Image?
    /// The line above the bar (kept).
    open var shadowImage: Image?
    /// The selected tab's indicator (kept).
    open var selectionIndicatorImage: Image?
    /// How the tabs are spread (kept).
    open var itemPositioning = ItemPositioning.automatic
    /// The space between centred tabs (kept).
    open var itemSpacing: CGFloat = 0
    /// The width of centred tabs (kept).
    open var itemWidth: CGFloat = 0
    /// Whether the user is rearranging the tabs.
    open private(set) var isCustomizing = false
    /// Starts rearranging `items` (there is no sheet to rearrange them in here: only the flag changes).
    open func beginCustomizingItems(_ items: [TabBarItem]) { isCustomizing = true }
    /// Ends rearranging; whether it was under way.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        defer { isCustomizing = false }
        return isCustomizing
    }

    /// How tabs are spread across the bar (UIKit's `UITabBar.ItemPositioning`).
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }

    private func applyAppearance() {
        if let color = (scrollEdgeAppearance ?? standardAppearance).backgroundColor ?? barTintColor { backgroundColor = color }
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Told when a tab bar's tab is selected (UIKit's `UITabBarDelegate`).
public protocol TabBarDelegate: AnyObject {
    /// Called when `item` is selected.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}
