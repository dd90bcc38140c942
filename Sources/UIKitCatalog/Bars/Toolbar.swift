import AutoLayout
import Foundation

/// A bar of buttons (UIKit's `UIToolbar`): as wide as its constraints make it, 44 high.
open class Toolbar: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIToolbar", Toolbar.self) }

    /// The bar's items (kept).
    public var items: [BarButtonItem]?
    /// Sets the items.
    public func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 44) }
}
