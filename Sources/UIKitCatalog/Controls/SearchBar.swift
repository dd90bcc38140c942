import AutoLayout
import Foundation

/// A search field in a bar (UIKit's `UISearchBar`): as wide as its constraints make it, 56 high.
open class SearchBar: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UISearchBar", SearchBar.self) }

    /// What is typed, and what shows while it is empty.
    public var text: String?, placeholder: String?
    /// A line above the field (kept).
    public var prompt: String?
    /// The bar's look (kept).
    public var searchBarStyle = Style.default
    /// Whether the cancel button shows (kept).
    public var showsCancelButton = false
    /// The field inside the bar.
    public let searchTextField = TextField()

    /// The bar's looks.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 56) }
}
