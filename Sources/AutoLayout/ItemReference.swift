import Foundation

/// A reference to a layout item that does not keep it alive: ``item`` is nil once the item is
/// gone, as with `weak`.
///
/// Why not `weak`: a weak reference gives its object a side table, and from then on every retain
/// and release of that object takes the runtime's slow path — with views weakly referenced (by
/// their subviews, their constraints and the DSL), that was a sixth of a layout's instructions.
/// Instead each view and guide owns one reference to itself, which it clears as it
/// deinitializes, and everything that must not keep it alive holds that reference.
public final class ItemReference: @unchecked Sendable {
    // Unchecked and unowned(unsafe): set once when the item is made and cleared in its deinit,
    // so a non-nil value always names a live item. Hierarchies are used from one thread at a time.
    unowned(unsafe) private(set) var storedView: View?
    unowned(unsafe) private(set) var storedGuide: LayoutGuide?
    /// Another type conforming to ``LayoutItem``: nothing clears a reference for it, so this one
    /// is weak.
    private weak var other: (any LayoutItem)?

    init() {}

    /// A reference to an item of a type that does not keep its own.
    init(other: any LayoutItem) {
        self.other = other
    }

    /// The item, while it exists.
    public var item: (any LayoutItem)? {
        if let storedView { return storedView }
        if let storedGuide { return storedGuide }
        return other
    }

    /// The item if it is a view that still exists.
    public var view: View? { storedView }

    /// The item if it is a layout guide that still exists.
    public var guide: LayoutGuide? { storedGuide }

    /// The view the item belongs to in the hierarchy: the item itself if it is a view, a guide's
    /// owning view — found without casting the item.
    public var hierarchyView: View? { storedView ?? storedGuide?.owningView }

    /// Whether the item still exists.
    var isAlive: Bool { storedView != nil || storedGuide != nil || other != nil }

    /// Whether the item is a view or a guide (the only items the engine can place), or gone.
    var isPlaceable: Bool { other == nil }

    /// Points the reference at the view that owns it (from its initializer) or clears it (from
    /// its deinit).
    func refer(to view: View?) { storedView = view }

    /// Points the reference at the guide that owns it, or clears it.
    func refer(to guide: LayoutGuide?) { storedGuide = guide }
}
