import AutoLayout
import UIKitRuntime
import Foundation

/// A button in a bar (UIKit's `UIBarButtonItem`), with a closure action (iOS 14's form) or a
/// selector sent to a target (see BarButtonItem+TargetAction).
open class BarButtonItem: BarItem {
    /// The item's look.
    public enum Style: Int, Sendable { case plain, bordered, done }
    /// The system's standard items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward
        case undo, redo, close
    }

    /// The item's look.
    open var style = Style.plain
    /// The action run when tapped.
    open var primaryAction: Action?
    /// The object `action` is sent to when tapped (held weakly, as UIKit holds it).
    open weak var target: AnyObject?
    /// The selector sent to `target` when tapped, unless there is a `primaryAction`.
    open var action: Selector?
    /// A view in place of a button.
    open var customView: View?
    /// The item's colour (kept).
    open var tintColor: Color?
    /// The system item it was made as.
    public let systemItem: SystemItem?

    /// The menu the item shows.
    open var menu: Menu?

    /// A titled or pictured item running `primaryAction` or showing `menu`.
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.primaryAction = primaryAction
        self.menu = menu
        systemItem = nil
        super.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
    }

    /// A system item running `primaryAction` or showing `menu`.
    public init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
    }

    /// An item showing `customView`.
    public init(customView: View) {
        self.customView = customView
        systemItem = nil
        super.init()
    }

    /// UIKit's decoding initializer: there are no archives here, so the item is made as `init()`
    /// makes it.
    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }
}
