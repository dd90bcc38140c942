import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Bar button items shown together (UIKit's `UIBarButtonItemGroup`): a keyboard's shortcuts bar or
/// an iPad's navigation bar groups them; the representative item stands for them when the bar is
/// short of room. Each item's `buttonGroup` is the group.
open class BarButtonItemGroup: NSObject {
    /// The items, in order.
    open var barButtonItems: [BarButtonItem] {
        didSet {
            for item in oldValue where item.buttonGroup === self { item.buttonGroup = nil }
            adoptItems()
        }
    }
    /// The item shown in the group's place when there is no room for all of them.
    open var representativeItem: BarButtonItem?
    /// Whether the group is left out of its bar (kept).
    open var isHidden = false
    /// Whether the group stays when the bar is short of room (kept).
    open var alwaysAvailable = false
    /// The element a menu shows for the group when the bar overflows; nil for the system's.
    open var menuRepresentation: MenuElement?
    /// The name the user's arrangement of the group is saved under; nil for a fixed group.
    open private(set) var customizationIdentifier: String?
    /// Whether the user may move the group (a movable or optional group).
    public private(set) var isCustomizable = false
    /// Whether an optional group shows before the user arranges the bar.
    public private(set) var isInDefaultCustomization = true

    /// A group of `barButtonItems`, stood for by `representativeItem` when short of room.
    public init(barButtonItems: [BarButtonItem], representativeItem: BarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
        adoptItems()
    }

    /// UIKit's decoding initializer: there are no archives here, so the group is empty.
    public required init?(coder: NSCoder) {
        barButtonItems = []
        super.init()
    }

    /// A group the user cannot move or remove.
    public static func fixedGroup(representativeItem: BarButtonItem? = nil, items: [BarButtonItem]) -> BarButtonItemGroup {
        BarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// A group the user may move, saved under `customizationIdentifier`.
    public static func movableGroup(customizationIdentifier: String, representativeItem: BarButtonItem? = nil,
                                    items: [BarButtonItem]) -> BarButtonItemGroup {
        let group = BarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        (group.customizationIdentifier, group.isCustomizable) = (customizationIdentifier, true)
        return group
    }

    /// A group the user may move, add or remove, shown at first when `isInDefaultCustomization`.
    public static func optionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true,
                                     representativeItem: BarButtonItem? = nil, items: [BarButtonItem]) -> BarButtonItemGroup {
        let group = movableGroup(customizationIdentifier: customizationIdentifier, representativeItem: representativeItem, items: items)
        group.isInDefaultCustomization = isInDefaultCustomization
        return group
    }

    private func adoptItems() {
        for item in barButtonItems { item.buttonGroup = self }
    }
}

extension BarButtonItem {
    /// An optional group holding only this item, shown at first when `isInDefaultCustomization`.
    public func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool) -> BarButtonItemGroup {
        .optionalGroup(customizationIdentifier: customizationIdentifier, isInDefaultCustomization: isInDefaultCustomization, items: [self])
    }
}
