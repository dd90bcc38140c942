/// Who made a constraint, kept for descriptions and for the engine's own bookkeeping.

extension LayoutConstraint {
    /// Who made a constraint: the user (or the DSL), or the engine for its own bookkeeping.
    enum Kind: String {
        case user
        /// Keeps a `translatesAutoresizingMaskIntoConstraints` view's frame (or the root's).
        case autoresizing
        /// Intrinsic content size: hugging and compression resistance (one constraint holding both
        /// ways, or one for each when either is required).
        case contentSize
        /// Width and height are never negative; never reported in conflicts.
        case sizeFloor
        /// Places one of a view's own guides (margins, safe area, scroll content, layout guides).
        case systemGuide
        /// The target size of `systemLayoutSizeFitting`.
        case fitting
        /// A stack view's arrangement of its views (`UISV-…`): held by the stack, not listed in
        /// its `constraints`.
        case arrangement
    }
}
