import Foundation

/// A reference to a layout item that does not keep it alive: ``item`` is nil once the item is
/// gone, as with `weak`.
///
/// Why not `weak`: a weak reference gives its object a side table, and from then on every retain
/// and release of that object takes the runtime's slow path, and views are retained and released
/// throughout a layout (by their subviews, their constraints and the DSL). Instead each view and guide owns one reference to itself, which it clears as it
/// deinitializes, and everything that must not keep it alive holds that reference.
package final class ItemReference: @unchecked Sendable {
    // Unmanaged: set when the item is made and cleared in its deinit, so a non-nil value always
    // names a live item, and testing or walking them costs no retain. Unchecked exclusivity:
    // hierarchies are used from one thread at a time.
    @exclusivity(unchecked) private(set) nonisolated(unsafe) var viewPointer: Unmanaged<View>?
    @exclusivity(unchecked) private(set) nonisolated(unsafe) var guidePointer: Unmanaged<LayoutGuide>?
    /// Another type conforming to ``LayoutItem``: nothing clears a reference for it, so this one
    /// is weak.
    private weak var other: (any LayoutItem)?
    private let isForeign: Bool
    /// The layout pass that last collected the item as moved (pass numbers are process-wide, so
    /// a measuring engine's passes never collide with its tree's).
    @exclusivity(unchecked) var movedInPass: UInt64 = 0
    /// The engine that has the item's intrinsic size change queued (its serial; 0 for none).
    @exclusivity(unchecked) var pendingSizeChangeSerial: UInt64 = 0

    init() { isForeign = false }

    /// The reference of no item, shared: what an empty constraint holds until it is given one.
    /// Nothing writes to it, as a constraint without items is never registered.
    static let none = ItemReference()

    /// A reference to an item of a type that does not keep its own.
    init(other: any LayoutItem) {
        self.other = other
        isForeign = true
    }

    /// The item, while it exists.
    package var item: (any LayoutItem)? {
        if let viewPointer { return viewPointer.takeUnretainedValue() }
        if let guidePointer { return guidePointer.takeUnretainedValue() }
        return isForeign ? other : nil
    }

    /// The item if it is a view that still exists.
    @inline(__always) nonisolated package var view: View? { viewPointer?.takeUnretainedValue() }

    /// The item if it is a layout guide that still exists.
    @inline(__always) package var guide: LayoutGuide? { guidePointer?.takeUnretainedValue() }

    /// The view the item belongs to in the hierarchy: the item itself if it is a view, a guide's
    /// owning view — found without casting the item.
    @inline(__always) package var hierarchyView: View? { hierarchyPointer?.takeUnretainedValue() }

    /// The view the item belongs to in the hierarchy, unretained.
    @inline(__always) package var hierarchyPointer: Unmanaged<View>? {
        if let viewPointer { return viewPointer }
        return guidePointer?._withUnsafeGuaranteedRef { $0.owningReference?.viewPointer }
    }

    /// Whether the item still exists.
    package var isAlive: Bool { viewPointer != nil || guidePointer != nil || (isForeign && other != nil) }

    /// Whether the item is a view or a guide (the only items the engine can place), or gone.
    var isPlaceable: Bool { !isForeign }

    /// The view's address while the reference names a view: for identity tests that retain nothing.
    @inline(__always) var viewIdentity: UnsafeMutableRawPointer? { viewPointer?.toOpaque() }

    /// Calls `body` with the item's view (a guide: its owning view) and each ancestor, up to and
    /// not including the view at `stop`, retaining none of them.
    func forEachHierarchyView(below stop: UnsafeMutableRawPointer?, _ body: (View) -> Void) {
        var current = hierarchyPointer
        while let node = current, node.toOpaque() != stop {
            current = node._withUnsafeGuaranteedRef { view in
                body(view)
                return view.superviewReference?.viewPointer
            }
        }
    }

    /// Calls `body` with the view, if the reference names one, without retaining it.
    @inline(__always) func withView(_ body: (View) -> Void) {
        viewPointer?._withUnsafeGuaranteedRef(body)
    }

    /// Calls `body` with the topmost view above the item's view, without retaining it.
    @inline(__always) func withRoot(_ body: (View) -> Void) {
        rootPointer?._withUnsafeGuaranteedRef(body)
    }

    /// The superview of the view `view` points to, unretained: the step of every walk up a tree.
    @inline(__always) static func superview(of view: Unmanaged<View>) -> Unmanaged<View>? {
        view._withUnsafeGuaranteedRef { $0.superviewReference?.viewPointer }
    }

    /// The closest view containing both `a` and `b`, found by walking up without retaining any
    /// view on the way.
    static func closestCommonAncestor(_ a: Unmanaged<View>, _ b: Unmanaged<View>) -> Unmanaged<View>? {
        if a.toOpaque() == b.toOpaque() { return a }
        let parentA = superview(of: a)
        let parentB = superview(of: b)
        // Siblings, or one the superview of the other: the cases nearly every constraint is.
        if parentA?.toOpaque() == b.toOpaque() { return b }
        if parentB?.toOpaque() == a.toOpaque() { return a }
        if let parentA, parentA.toOpaque() == parentB?.toOpaque() { return parentA }
        let inner = b._withUnsafeGuaranteedRef { $0.itemReference }
        var candidate: Unmanaged<View>? = a
        while let node = candidate {
            if inner.isInside(node) { return node }
            candidate = ItemReference.superview(of: node)
        }
        return nil
    }

    /// Whether the item is `view` or inside it (a guide: its owning view is), walking up without
    /// retaining each ancestor.
    func isInside(_ view: View) -> Bool {
        isInside(Unmanaged.passUnretained(view))
    }

    /// Whether the item is the view `view` points to or inside it.
    func isInside(_ view: Unmanaged<View>) -> Bool {
        let target = view.toOpaque()
        var current = hierarchyPointer
        while let node = current {
            if node.toOpaque() == target { return true }
            current = ItemReference.superview(of: node)
        }
        return false
    }

    /// How many views are above the item's view.
    var depth: Int {
        var count = 0
        var current = hierarchyPointer
        while let node = current, let parent = ItemReference.superview(of: node) {
            count += 1
            current = parent
        }
        return count
    }

    /// The topmost view above the item's view (itself without a superview).
    var rootPointer: Unmanaged<View>? {
        var current = hierarchyPointer
        while let node = current, let parent = ItemReference.superview(of: node) {
            current = parent
        }
        return current
    }

    /// Points the reference at the view that owns it (from its initializer) or clears it (from
    /// its deinit).
    nonisolated func refer(to view: View?) { viewPointer = view.map(Unmanaged.passUnretained) }

    /// Points the reference at the guide that owns it, or clears it.
    nonisolated func refer(to guide: LayoutGuide?) { guidePointer = guide.map(Unmanaged.passUnretained) }
}
