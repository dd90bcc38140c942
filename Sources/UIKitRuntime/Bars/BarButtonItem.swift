import AutoLayout
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
    /// The order the menu's elements show in (kept: menus are not drawn here).
    open var preferredMenuElementOrder = ContextMenuConfiguration.ElementOrder.automatic
    /// The element an overflow menu shows for the item; nil for one made from its title and action.
    open var menuRepresentation: MenuElement?
    /// The group the item is in, if any.
    open internal(set) weak var buttonGroup: BarButtonItemGroup?
    /// A fixed group holding only this item (see BarButtonItemGroup).
    open func creatingFixedGroup() -> BarButtonItemGroup { .fixedGroup(items: [self]) }
    /// A movable group holding only this item, saved under `customizationIdentifier`.
    open func creatingMovableGroup(customizationIdentifier: String) -> BarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }
    /// The item's width; 0 sizes it to its content (kept: bars place their items by their own rules).
    open var width: CGFloat = 0
    /// Whether the item is left out of its bar (kept).
    open var isHidden = false
    /// Whether the item shows selected.
    open var isSelected = false
    /// Whether choosing from its menu selects the item's title (kept).
    open var changesSelectionAsPrimaryAction = false
    /// The titles the item may show, for sizing (kept).
    open var possibleTitles: Set<String>?

    /// A space of `width` points between items.
    open class func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }
    /// A space that takes up the room left between items.
    open class func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

    // Images and adjustments by state, style and bar metrics, kept: bars are drawn from their
    // appearances here.

    /// Sets the background for `state` and `barMetrics`.
    open func setBackgroundImage(_ image: Image?, for state: ControlState, barMetrics: BarMetrics) {
        images[Int(state.rawValue), barMetrics.rawValue] = image
    }
    /// The background for `state` and `barMetrics`.
    open func backgroundImage(for state: ControlState, barMetrics: BarMetrics) -> Image? {
        images[Int(state.rawValue), barMetrics.rawValue] ?? nil
    }
    /// Sets the background for `state`, `style` and `barMetrics`.
    open func setBackgroundImage(_ image: Image?, for state: ControlState, style: Style, barMetrics: BarMetrics) {
        images[Int(state.rawValue), style.rawValue, barMetrics.rawValue] = image
    }
    /// The background for `state`, `style` and `barMetrics`.
    open func backgroundImage(for state: ControlState, style: Style, barMetrics: BarMetrics) -> Image? {
        images[Int(state.rawValue), style.rawValue, barMetrics.rawValue] ?? nil
    }
    /// Sets how far the background moves up or down for `barMetrics`.
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: BarMetrics) {
        shifts[0, barMetrics.rawValue] = adjustment
    }
    /// How far the background moves up or down for `barMetrics`.
    open func backgroundVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat { shifts[0, barMetrics.rawValue] ?? 0 }
    /// Sets how far the title moves for `barMetrics`.
    open func setTitlePositionAdjustment(_ adjustment: Offset, for barMetrics: BarMetrics) { offsets[0, barMetrics.rawValue] = adjustment }
    /// How far the title moves for `barMetrics`.
    open func titlePositionAdjustment(for barMetrics: BarMetrics) -> Offset { offsets[0, barMetrics.rawValue] ?? .zero }
    /// Sets the back button's background for `state` and `barMetrics`.
    open func setBackButtonBackgroundImage(_ image: Image?, for state: ControlState, barMetrics: BarMetrics) {
        images[-1, Int(state.rawValue), barMetrics.rawValue] = image
    }
    /// The back button's background for `state` and `barMetrics`.
    open func backButtonBackgroundImage(for state: ControlState, barMetrics: BarMetrics) -> Image? {
        images[-1, Int(state.rawValue), barMetrics.rawValue] ?? nil
    }
    /// Sets how far the back button's title moves for `barMetrics`.
    open func setBackButtonTitlePositionAdjustment(_ adjustment: Offset, for barMetrics: BarMetrics) {
        offsets[1, barMetrics.rawValue] = adjustment
    }
    /// How far the back button's title moves for `barMetrics`.
    open func backButtonTitlePositionAdjustment(for barMetrics: BarMetrics) -> Offset { offsets[1, barMetrics.rawValue] ?? .zero }
    /// Sets how far the back button's background moves up or down for `barMetrics`.
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: BarMetrics) {
        shifts[1, barMetrics.rawValue] = adjustment
    }
    /// How far the back button's background moves up or down for `barMetrics`.
    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat { shifts[1, barMetrics.rawValue] ?? 0 }
    private var images = BarSettings<Image?>()
    private var shifts = BarSettings<CGFloat>()
    private var offsets = BarSettings<Offset>()

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
