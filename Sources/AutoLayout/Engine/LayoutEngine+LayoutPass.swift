import Foundation

/// The layout pass: pending `updateConstraints()`, the solve, and `layoutSubviews()` placing the
/// frames the solution gives.
extension LayoutEngine {
    /// The layout pass: `updateConstraints()` leaf to root, solve, `layoutSubviews()` root to leaf.
    func layOut() {
        runUpdateConstraints()
        solve()
        var rounds = 0
        while !needsLayout.isEmpty {
            rounds += 1
            guard rounds <= 100 else {
                LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                    "Layout did not settle after 100 passes under \(root.keyDescription): a layoutSubviews() "
                    + "keeps changing constraints"))
                for view in needsLayout.compactMap(\.view) { view.needsLayout = false }
                needsLayout.removeAll()
                return
            }
            // Loops, not `filter`, here and below: see `sortByActivation`.
            var batch: [View] = []
            for case let view? in needsLayout.map(\.view) where view.needsLayout && isInTree(view) { batch.append(view) }
            needsLayout.removeAll()
            isInLayoutBatch = true
            for index in Self.indicesByDepth(batch.map(depth), deepestFirst: false) where batch[index].needsLayout {
                let view = batch[index]
                view.needsLayout = false
                view.layOutSubviews()
            }
            isInLayoutBatch = false
            let changed = deferredIntrinsicChanges.compactMap(\.view)
            deferredIntrinsicChanges.removeAll()
            for view in changed { view.invalidateIntrinsicContentSize() }
            // A layoutSubviews() may have changed constraints (a label's wrap width, say).
            if isDirty || !pending.isEmpty { solve() }
        }
    }

    /// Runs pending `updateConstraints()` calls, deepest views first.
    func runUpdateConstraints() {
        while !needsUpdateConstraints.isEmpty {
            var batch: [View] = []
            for case let view? in needsUpdateConstraints.map(\.view) where view.hasPendingUpdateConstraints && isInTree(view) {
                batch.append(view)
            }
            needsUpdateConstraints.removeAll()
            for view in Self.indicesByDepth(batch.map(depth), deepestFirst: true).map({ batch[$0] })
            where view.hasPendingUpdateConstraints {
                view.hasPendingUpdateConstraints = false
                view.runUpdateConstraints()
            }
        }
    }

    /// Sets the frames of `view`'s subviews and guides from the solution (the default
    /// `layoutSubviews()`), solving first if constraints changed.
    func applyFrames(toSubviewsOf view: View) {
        if isDirty || !pending.isEmpty || shouldRetryRefused {
            solve()
            // What that solve queued for this view is placed below, in this same call.
            view.needsLayout = false
        }
        let placed = view.itemsToPlace
        if !placed.isEmpty { view.itemsToPlace = [] }
        let full = view.needsFullLayout
        view.needsFullLayout = false
        guard isRegistered(view) else { return }
        // A scroll view's subviews are placed in content coordinates: shifted by the offset.
        let offset = view.contentAreaOffset
        if let content = view.contentAreaGuide, isRegistered(content) {
            view.contentAreaDidSolve(size: content.variables.rect.size)
        }
        if full {
            view.subviews.forEachUnretained { place($0, offset: offset) }
            for guide in view.layoutGuides { place(guide, in: view, offset: offset) }
            return
        }
        // After a small change only the items that moved are placed, not every subview: read
        // from their references as they are, without lists of the views made on the way.
        let identity = Unmanaged.passUnretained(view).toOpaque()
        placed.forEachUnretained { reference in
            if let subview = reference.view {
                if let superview = subview.superview, Unmanaged.passUnretained(superview).toOpaque() == identity {
                    place(subview, offset: offset)
                }
            } else if let guide = reference.guide, guide.owningView === view {
                place(guide, in: view, offset: offset)
            }
        }
    }

    /// Gives a subview its frame from the solution.
    private func place(_ subview: View, offset: CGPoint) {
        guard let variables = registration(of: subview) else { return }
        // The solution is the alignment rect; the frame reaches beyond it by the view's insets.
        let aligned = variables.rect.moved(by: offset.x, offset.y)
        let insets = subview.alignmentRectInsets
        subview.applyEngineFrame(insets == .zero ? aligned : subview.frame(forAlignmentRect: aligned))
        // Its safe area (and what follows it) depends on where it is in its superview.
        for guide in subview.layoutGuides where guide.systemRole?.followsSafeArea == true && itemDidChange(guide) {
            subview.setNeedsLayout()
        }
    }

    /// Gives a guide of `view` its frame, from the solution or from its system role.
    private func place(_ guide: LayoutGuide, in view: View, offset: CGPoint) {
        if isRegistered(guide) {
            guide.layoutFrame = guide.variables.rect.moved(by: offset.x, offset.y)
        } else if let role = guide.systemRole {
            guide.layoutFrame = guide.systemFrame(role, in: view)
        }
    }

    nonisolated private func depth(_ view: View) -> Int { view.itemReference.depth }

    /// The indices of `depths` ordered by depth (stable), outside the views' isolation (see
    /// `sortByActivation`).
    nonisolated private static func indicesByDepth(_ depths: [Int], deepestFirst: Bool) -> [Int] {
        depths.indices.sorted { deepestFirst ? depths[$0] > depths[$1] : depths[$0] < depths[$1] }
    }

    /// Whether `view` is in this engine's tree, found without retaining the views above it.
    private func isInTree(_ view: View) -> Bool {
        view.itemReference.rootPointer?.toOpaque() == rootIdentity
    }
}
