import Foundation

/// The view tree: ancestors, and adding and removing subviews.
extension View {
    /// The topmost ancestor (the view itself when it has no superview).
    public var rootView: View {
        itemReference.rootPointer?.takeUnretainedValue() ?? self
    }

    /// The closest view that is this view or contains it and is `other` or contains it; nil in
    /// different trees. Siblings, and a view and its superview — nearly every constraint — are
    /// answered without a walk.
    package func closestCommonAncestor(_ other: View) -> View? {
        ItemReference.closestCommonAncestor(Unmanaged.passUnretained(self), Unmanaged.passUnretained(other))?
            .takeUnretainedValue()
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range): what
    /// `addSubview` and the `insertSubview` family do.
    func attachSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse,
                message: "Can't add self as subview: \(view.keyDescription) is \(keyDescription) or one of its ancestors"))
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            return
        }
        view.detachFromSuperview()
        view.willMove(toSuperview: self)
        let (oldWindow, newWindow) = (view.window, window)
        if newWindow !== oldWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        let engine = view.engineStorage
        view.engineStorage = nil
        engine?.dissolve()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        if !view.autoresizingMask.isEmpty { hasMaskedSubviews = true }
        engineIfCreated?.attach(view)
        setNeedsLayout()
        if newWindow !== oldWindow {
            // In the tree already, so that what it is contained in can be asked.
            if newWindow != nil { WindowEntry.enter(view) }
            view.forEachInSubtree { $0.didMoveToWindow() }
        }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Runs `body` on this view and every view below it, parents first.
    func forEachInSubtree(_ body: (View) -> Void) {
        var pending = [self]
        while let view = pending.popLast() {
            body(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Inserts `view` just above or below `sibling` (on top if `sibling` is not a subview).
    func attachSubview(_ view: View, nextTo sibling: View, above: Bool) {
        let others = subviews.filter { $0 !== view }
        let index = others.firstIndex { $0 === sibling }.map { above ? $0 + 1 : $0 }
        attachSubview(view, at: index ?? others.count)
    }

    /// Swaps the subviews at two indexes (nothing if either is out of range).
    func swapSubviews(_ first: Int, _ second: Int) {
        guard subviews.indices.contains(first), subviews.indices.contains(second) else { return }
        subviews.swapAt(first, second)
        setNeedsLayout()
    }

    /// Removes the view from its superview, with every constraint that links its subtree to the rest.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        var ancestor: View? = parent
        while let holder = ancestor {
            for constraint in holder.heldConstraints where constraint.links(into: self) {
                constraint.isActive = false
            }
            ancestor = holder.superview
        }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let hadWindow = window != nil
        if hadWindow { forEachInSubtree { $0.willMove(toWindow: nil) } }
        parent.engineIfCreated?.detach(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        setNeedsLayout()
        if hadWindow { forEachInSubtree { $0.didMoveToWindow() } }
        didMoveToSuperview()
    }
}

extension View {
    /// The first view at or below this one whose `tag` is `tag`, breadth first.
    func firstInSubtree(withTag tag: Int) -> View? {
        var queue = [self]
        var index = 0
        while index < queue.count {
            let view = queue[index]
            if view.tag == tag { return view }
            queue.append(contentsOf: view.subviews)
            index += 1
        }
        return nil
    }
}
