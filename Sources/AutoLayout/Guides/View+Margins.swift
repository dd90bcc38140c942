import Foundation

/// Margins as layout uses them: the view's own, a controller's system minimum, the safe area and
/// the superview's.
extension View {
    /// Sets the margins by direction, marking them as the view's own.
    func setDirectionalMargins(_ margins: DirectionalEdgeInsets) {
        hasOwnMargins = true
        guard margins != storedMargins else { return }
        storedMargins = margins
        marginsDidChange()
    }

    /// The margins the margins guide and the margin attributes use: `layoutMargins`, from the
    /// safe area when `insetsLayoutMarginsFromSafeArea`, and at least the superview's where it
    /// reaches into them when `preservesSuperviewLayoutMargins`.
    public var effectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        if let minimum = owner?.minimumLayoutMargins?.resolved(for: effectiveUserInterfaceLayoutDirection) {
            // A controller's root view: the system's minimum margins, or its own where larger.
            margins = hasOwnMargins ? margins.atLeast(minimum) : minimum
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = EdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                 bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            // The superview's margins less how far in from its edges this view starts.
            let outer = superview.effectiveLayoutMargins, bounds = superview.bounds.size
            margins = margins.atLeast(EdgeInsets(top: outer.top - frame.minY, left: outer.left - frame.minX,
                                                 bottom: outer.bottom - (bounds.height - frame.maxY),
                                                 right: outer.right - (bounds.width - frame.maxX)))
        }
        return margins
    }

    /// Moves the margins guides to the margins now in effect.
    package func marginsDidChange() {
        for guide in layoutGuides where guide.systemRole == .layoutMargins || guide.systemRole == .readableContent {
            engineIfCreated?.itemDidChange(guide)
        }
        setNeedsLayout()
        layoutMarginsDidChange()
        owner?.viewLayoutMarginsDidChange()
    }
}

extension EdgeInsets {
    /// Each edge the larger of this one and `other`'s.
    func atLeast(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, other.top), left: max(left, other.left),
                   bottom: max(bottom, other.bottom), right: max(right, other.right))
    }
}

extension View {
    /// The direction the view lays out in: its own setting, else its superview's.
    var resolvedLayoutDirection: UserInterfaceLayoutDirection {
        // A loop up the tree, not a recursion: trees of any depth answer.
        var view: View? = self
        while let current = view {
            switch current.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified: view = current.superview
            }
        }
        return .leftToRight
    }

    /// Lays the view's tree out again in the direction now in effect.
    func directionDidChange() {
        engineIfCreated?.directionDidChange(below: self)
        setNeedsLayout()
    }
}

extension SemanticContentAttribute {
    /// The direction a view with this setting lays out in within `direction`.
    func layoutDirection(within direction: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        switch self {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: direction
        }
    }
}
