import Foundation
import Cassowary

extension View {
    /// The value of an intrinsic size component that means "none on this axis".
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size `systemLayoutSizeFitting` can return.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// A size larger than any layout, for `systemLayoutSizeFitting`.
    public static let layoutFittingExpandedSize = CGSize(width: 1e7, height: 1e7)

    /// Tells the engine the intrinsic size has changed (it takes the new size at its next solve).
    func intrinsicSizeDidChange() {
        engineIfCreated?.intrinsicSizeDidChange(self)
        setNeedsLayout()
        superview?.subviewSizingDidChange(self)
    }

    /// `systemLayoutSizeFitting`'s measurement: a view without a superview keeps its engine between
    /// measurements (a table view's sizing cell, measured for each row); another is measured in a
    /// scratch engine of its subtree.
    func fittingSize(_ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        // Labels that wrap to their own width (no preferredMaxLayoutWidth) are measured again at the
        // width the first solution gives them, as a layout pass does with its second pass.
        // A view without a superview (a sizing cell) is measured in its own engine, kept between
        // measurements; that engine runs the pending `updateConstraints()` itself.
        let isRoot = superview == nil
        var wrapping: [View] = []
        var updating: [View] = []
        var pending = [self]
        while let view = pending.popLast() {
            if view.wrapsToItsWidth { wrapping.append(view) }
            if !isRoot && view.hasPendingUpdateConstraints { updating.append(view) }
            pending.append(contentsOf: view.subviews)
        }
        if isRoot {
            return engine.measureRoot(target, horizontal: horizontal, vertical: vertical, wrapping: wrapping)
        }
        // Pending `updateConstraints()` first (a stack view's arrangement), below before above.
        for view in updating.reversed() where view.hasPendingUpdateConstraints {
            view.hasPendingUpdateConstraints = false
            view.runUpdateConstraints()
        }
        defer { for label in wrapping { label.fittingWrapWidth = nil } }
        var size = CGSize.zero
        for _ in 0..<3 {
            var changed = false
            size = LayoutEngine(root: self, isFitting: true).measure(target, horizontal: horizontal, vertical: vertical) {
                for label in wrapping {
                    let width = CGFloat(label.variables.width.value)
                    if width > 0 && label.fittingWrapWidth != width {
                        label.fittingWrapWidth = width
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
        return size
    }

    /// Whether the constraints leave this view's frame undetermined. Always false for a root
    /// view and for views whose frame autoresizing keeps.
    var isAmbiguouslyPlaced: Bool {
        guard superview != nil, !translatesAutoresizingMaskIntoConstraints else { return false }
        let engine = self.engine
        engine.solve()
        guard engine.isRegistered(self) else { return false }
        return engine.isAmbiguous(self, variables: variables)
    }

    /// The constraints that position this view along `axis`, including the engine's own
    /// (autoresizing, intrinsic size), as of the last layout.
    func constraintsPositioning(along axis: LayoutAxis) -> [LayoutConstraint] {
        let engine = self.engine
        engine.solve()
        return engine.constraintsAffecting(self, axis: axis)
    }
}

extension View {
    /// The solver constraints behind this hierarchy's layout, in the order they were added: for
    /// exporting a benchmark's system to other solvers, not for layout code.
    @_spi(Benchmarks) public var layoutSystem: [Cassowary.Constraint] {
        rootView.engineIfCreated?.solver.constraints ?? []
    }
}

extension View {
    /// Sets the priority with which the view resists growing beyond its intrinsic size.
    func setHugging(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        engineIfCreated?.itemDidChange(self)
        superview?.subviewSizingDidChange(self)
    }

    /// Sets the priority with which the view resists shrinking below its intrinsic size.
    func setCompressionResistance(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { compressionResistance.horizontal = priority } else { compressionResistance.vertical = priority }
        engineIfCreated?.itemDidChange(self)
        superview?.subviewSizingDidChange(self)
    }
}

extension View {
    /// `exerciseAmbiguityInLayout()` here: the solver keeps one solution, so an ambiguous view has
    /// no other to move to; a diagnostic names it instead, as the way to find what to constrain.
    func reportAmbiguityExercise() {
        guard isAmbiguouslyPlaced else { return }
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "\(keyDescription) has an ambiguous layout: "
            + "exerciseAmbiguityInLayout() cannot show another solution here; constraintsAffectingLayout(for:) lists its constraints"))
    }
}
