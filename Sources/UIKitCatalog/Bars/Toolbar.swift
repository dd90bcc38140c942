import AutoLayout
import UIKitRuntime
import Foundation

/// A bar of buttons (UIKit's `UIToolbar`): as wide as its constraints make it, 44 high.
open class Toolbar: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIToolbar", Toolbar.self) }

    /// A bar of `frame`; required, as `NavigationController.init(navigationBarClass:toolbarClass:)`
    /// makes bars of a class it is given.
    public required override init(frame: CGRect) { super.init(frame: frame) }
    /// UIKit's decoding initializer: made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The bar's items (kept).
    public var items: [BarButtonItem]?
    /// Sets the items.
    public func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 44) }
}
