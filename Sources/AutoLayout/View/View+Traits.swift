import Foundation

// A view's traits are resolved when read, never stored: each trait comes from the nearest view
// or controller that sets it — the view's own interface style, its controller's style and the
// traits the controller's parent overrides for it, the view's environment (a window's screen) —
// going up through the superviews, and from a phone's defaults where nothing sets it. Layout
// reads none of this, and a view that sets nothing carries nothing (overrides live in its rare
// state).

extension View {
    /// Sets the view's own interface style, telling the views whose traits change.
    func setOverrideUserInterfaceStyle(_ style: UserInterfaceStyle) {
        let before = traitCollection
        editRareState { $0.overrideUserInterfaceStyle = style }
        traitsDidChange(from: before)
    }

    /// The traits this view and those below it have where no view or controller between
    /// overrides them: for a window, its screen's (a device's size classes, idiom, scale and text
    /// size). Changing them calls `traitCollectionDidChange(_:)` on the views whose traits change.
    package var environmentTraits: TraitCollection {
        get { rareState?.environmentTraits ?? TraitCollection() }
        set {
            guard newValue != environmentTraits else { return }
            let before = traitCollection
            editRareState { $0.environmentTraits = newValue }
            traitsDidChange(from: before)
        }
    }

    /// The view's traits: each from the nearest override at or above the view (its own interface
    /// style, its controller's overrides, a window's screen), otherwise a phone's in portrait —
    /// compact width, regular height, 2 pixels a point, the default text size, light.
    public var traitCollection: TraitCollection {
        // From the root down, without recursion: a tree may be as deep as a hostile file makes it.
        var chain: [View] = []
        var current: View? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain.reversed().reduce(TraitCollection.phoneDefaults) { $1.traits(inheriting: $0) }
    }

    /// The view's traits if its superview's were `inherited`: what the view and its controller
    /// set, the rest from `inherited`.
    func traits(inheriting inherited: TraitCollection) -> TraitCollection {
        var own = TraitCollection(userInterfaceStyle: rareState?.overrideUserInterfaceStyle ?? .unspecified)
        if let owner { own = own.filling(from: owner.ownTraits) }
        if let environment = rareState?.environmentTraits { own = own.filling(from: environment) }
        return limitingContentSize(own.filling(from: inherited))
    }

    /// Calls `traitCollectionDidChange(_:)` on this view, whose traits were `before` until an
    /// override of its own or its controller's changed, and on the views below whose traits
    /// changed with them (and on their controllers), each with its previous traits.
    package func traitsDidChange(from before: TraitCollection) {
        let after = traitCollection
        guard after != before else { return }
        // Only this view's overrides changed, so a subview's traits before and after follow from
        // its parent's; where they come out the same, nothing below it changed either.
        var pending = [(view: self, before: before, after: after)]
        while let (view, before, after) = pending.popLast() {
            view.announceTraits(previous: before)
            for subview in view.subviews.reversed() {
                let (old, new) = (subview.traits(inheriting: before), subview.traits(inheriting: after))
                if old != new { pending.append((subview, old, new)) }
            }
        }
    }
}

extension View {
    /// Tells the view, then its controller, that its traits changed from `previous` (nil: that it
    /// has them, as when it joins a window); the view's own class adapts first.
    package func announceTraits(previous: TraitCollection?) {
        adaptToTraits()
        traitCollectionDidChange(previous)
        owner?.traitCollectionDidChange(previous)
    }
}
