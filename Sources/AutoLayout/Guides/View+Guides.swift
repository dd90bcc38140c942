import Foundation

/// A view's guides: its own (margins, readable content, safe area, keyboard), made when first
/// asked for, and the ones added to it.
extension View {
    /// The view's own guide for `role`, made (by `make`, named `identifier`) and added the first
    /// time it is asked for.
    func ownGuide<Guide: LayoutGuide>(_ role: SystemGuideRole, _ identifier: String,
                                              _ make: () -> Guide) -> Guide {
        if let guide = layoutGuides.first(where: { $0.systemRole == role }) as? Guide { return guide }
        let guide = make()
        guide.identifier = identifier
        guide.systemRole = role
        addLayoutGuide(guide)
        return guide
    }

    /// What `safeAreaInsets` answers unless a subclass overrides it: a root's additional insets; a
    /// subview's overlap with its superview's unsafe band (never more than that band), plus its own
    /// additional insets.
    var computedSafeAreaInsets: EdgeInsets {
        // From the root down to this view, in a loop rather than a recursion.
        var chain: [View] = []
        var view: View? = self
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        var band = chain.removeLast().additionalSafeAreaInsets
        var size = chain.last?.superview?.bounds.size ?? .zero
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), limit) }
        while let current = chain.popLast() {
            // A scroll view's content is inset from the safe area by the scroll view (UIKit's
            // content inset adjustment), so the band stops at it.
            if current.superview?.takesSafeAreaAsContentInset == true { band = .zero }
            let frame = current.frame, own = current.additionalSafeAreaInsets
            band = EdgeInsets(top: clamp(band.top - frame.minY, band.top) + own.top,
                              left: clamp(band.left - frame.minX, band.left) + own.left,
                              bottom: clamp(frame.maxY - (size.height - band.bottom), band.bottom) + own.bottom,
                              right: clamp(frame.maxX - (size.width - band.right), band.right) + own.right)
            size = current.bounds.size
        }
        return band
    }

    /// Moves this view's safe-area and keyboard guides, and its subviews' after the next layout.
    func safeAreaDidChange() {
        for guide in layoutGuides where guide.systemRole?.followsSafeArea == true {
            engineIfCreated?.itemDidChange(guide)
        }
        setNeedsLayout()
        adaptToSafeArea()
        safeAreaInsetsDidChange()
        owner?.viewSafeAreaInsetsDidChange()
    }

    /// Adds `guide` to this view (taking it from any other view).
    func attachGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
        setNeedsLayout()
    }

    /// Removes `guide` and every constraint that uses it.
    func detachGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var holder: View? = self
        while let view = holder {
            for constraint in view.heldConstraints where constraint.firstReference.item === guide || constraint.secondReference?.item === guide {
                constraint.isActive = false
            }
            holder = view.superview
        }
        engineIfCreated?.forget(guide)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }
}
