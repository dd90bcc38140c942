import Foundation

extension View {
    /// The engine of this view's tree, created on first use.
    var engine: LayoutEngine {
        let root = rootView
        if let engine = root.engineStorage { return engine }
        let engine = LayoutEngine(root: root)
        root.engineStorage = engine
        engine.attach(root)
        return engine
    }

    /// Queues the view for `layoutSubviews()` to place `item` (a subview or guide of it) only.
    func setNeedsLayout(toPlace item: any LayoutItem) {
        // A view that will place every subview anyway needs no list (the first layout of a tree).
        if !needsFullLayout && engineIfCreated != nil {
            // Room for every subview at once: a relayout moves most of them, and growing the
            // list one doubling at a time cost an allocation per doubling for every view.
            if itemsToPlace.capacity == 0 { itemsToPlace.reserveCapacity(subviews.count + layoutGuides.count) }
            itemsToPlace.append(item.itemReference)
        }
        markNeedsLayout()
    }

    /// Queues `layoutSubviews()` without asking it to place every subview.
    func markNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        engineIfCreated?.needsLayout.append(itemReference)
    }

    /// Marks the view as needing `updateConstraints()` before the next layout.
    func queueUpdateConstraints() {
        guard !hasPendingUpdateConstraints else { return }
        hasPendingUpdateConstraints = true
        // A view not yet in a laid-out tree (called from `init`, typically) keeps only the flag:
        // the engine of the tree it joins queues it when it attaches the view.
        engineIfCreated?.needsUpdateConstraints.append(itemReference)
    }

    /// `updateConstraints()`, through the owning controller's `updateViewConstraints()` when a
    /// controller owns the view (whose default calls the view's), as UIKit does.
    func runUpdateConstraints() {
        if let owner {
            owner.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// `layoutSubviews()`, between the owning controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()`, after the view's own adaptation to its safe area.
    func layOutSubviews() {
        // The safe area is read here: an ancestor's change reaches this view by layout, not a call.
        adaptToSafeArea()
        guard let owner else {
            layoutSubviews()
            return
        }
        owner.viewWillLayoutSubviews()
        layoutSubviews()
        owner.viewDidLayoutSubviews()
    }
}
