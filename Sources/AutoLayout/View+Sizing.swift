import Foundation

extension View {
    /// The size the view's constraints give it when pulled towards `target` at the given
    /// priorities — the self-sizing cell's question, with `.required` width and
    /// `.fittingSizeLevel` height. Works on a view without a superview; changes no frame.
    public func systemLayoutSizeFitting(_ target: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        LayoutEngine(root: self, isFitting: true).measure(target, horizontal: horizontal, vertical: vertical)
    }

    /// Whether the constraints leave this view's frame undetermined. Always false for a root
    /// view and for views whose frame autoresizing keeps.
    public var hasAmbiguousLayout: Bool {
        guard superview != nil, !translatesAutoresizingMaskIntoConstraints else { return false }
        let engine = self.engine
        engine.solve()
        guard engine.isRegistered(self) else { return false }
        return engine.isAmbiguous(self, variables: variables)
    }

    /// The constraints that position this view along `axis`, including the engine's own
    /// (autoresizing, intrinsic size), as of the last layout.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        let engine = self.engine
        engine.solve()
        return engine.constraintsAffecting(self, axis: axis)
    }
}
