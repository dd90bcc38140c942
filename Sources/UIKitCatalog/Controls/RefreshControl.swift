import AutoLayout
import UIKitRuntime
import Foundation

/// A pull-to-refresh spinner (UIKit's `UIRefreshControl`): `beginRefreshing()` and
/// `endRefreshing()` set `isRefreshing`; `.valueChanged` actions run when code sends them.
open class RefreshControl: Control {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIRefreshControl", RefreshControl.self) }

    /// Whether a refresh is under way.
    open private(set) var isRefreshing = false
    /// The title under the spinner (kept).
    open var attributedTitle: NSAttributedString?

    /// Marks a refresh as started.
    open func beginRefreshing() { isRefreshing = true }
    /// Marks the refresh as finished.
    open func endRefreshing() { isRefreshing = false }
}

extension ScrollView {
    /// A pull-to-refresh control (kept; it takes no room).
    public var refreshControl: RefreshControl? {
        get { kept(\ScrollView.refreshControl) ?? nil } set { keep(\ScrollView.refreshControl, newValue) }
    }
}
