import AutoLayout
import Foundation

/// A tab bar (UIKit's `UITabBar`): as wide as its constraints make it, 49 high above the safe area.
open class TabBar: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UITabBar", TabBar.self) }

    /// The tabs, and the one selected (kept).
    open var items: [TabBarItem]?, selectedItem: TabBarItem?

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 49) }
}
