import Cassowary
import Foundation

/// Layout constraints as solver expressions.
///
/// An item's `minX` and `minY` are its origin in its superview's coordinates (a guide's, in its
/// owning view's), as its frame is, and as in UIKit's engine. A constraint is written in the
/// coordinates of the view holding it, normally its items' closest common ancestor: between
/// siblings, or a view and its superview, it mentions only the items' own variables, and a
/// cell's subviews never mention where the cell is — so moving a cell moves one origin, and the
/// solver's rows stay as short as the cell's own relations.
extension LayoutEngine {
    /// The constant of a constraint's solver expression (see ``solverTerms(for:_:_:)``); nil if
    /// an item has gone.
    func solverConstant(for constraint: LayoutConstraint) -> Double? {
        guard let first = UnretainedItem(constraint.firstReference) else { return nil }
        var terms = InlineTerms()
        return solverTerms(for: constraint, first, UnretainedItem(constraint.secondReference), into: &terms)
    }

    /// `first - (multiplier × second + constant)` for a constraint whose items are `first` and
    /// `second`, in the holding view's coordinates, leading and trailing mirrored (negated) in
    /// right-to-left layouts: its terms, added to `terms`, and its constant, returned. Built in
    /// place, and the holding view known by its address: this runs for every constraint, and
    /// operator chains, term arrays or retaining each view it walks past cost more than the
    /// arithmetic.
    func solverTerms(for constraint: LayoutConstraint, _ first: UnretainedItem, _ second: UnretainedItem?,
                     into terms: inout InlineTerms) -> Double {
        var first = first, second = second
        // Baselines are read where the view says (`forFirstBaselineLayout`); asked only for them.
        if constraint.storedFirstAttribute.isBaseline { first = baselineItem(first, constraint.storedFirstAttribute) }
        if constraint.storedSecondAttribute.isBaseline, let item = second { second = baselineItem(item, constraint.storedSecondAttribute) }
        // Edges of a scroll view, related to views inside it, are the edges of its content area.
        if constraint.storedFirstAttribute.isEdge, let view = first.view, let content = view.contentAreaGuide,
           let other = second?.hierarchyView, other !== view, other.isDescendant(of: view) {
            first = .guide(content)
            registerItem(content)
        }
        if constraint.storedSecondAttribute.isEdge, let view = second?.view, let content = view.contentAreaGuide,
           let other = first.hierarchyView, other !== view, other.isDescendant(of: view) {
            second = .guide(content)
            registerItem(content)
        }
        var mirrored = false
        if constraint.storedFirstAttribute.isDirectional || constraint.storedSecondAttribute.isDirectional {
            let holder = constraint.holder ?? first.hierarchyView
            mirrored = holder?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }
        var constant = -Double(constraint.storedConstant)
        // UIKit reads a constraint's numbers in the coordinates of the view holding it (which
        // matters only for a location with a multiplier other than 1); the engine's own
        // constraints are held by no view. Without a second item (the engine's own constraints
        // on a root), the first item's origin is in its parent's coordinates.
        let space: UnsafeMutableRawPointer?
        if let second {
            // Without a common ancestor (nil), the terms reach up to each tree's top, which keeps
            // the two sides consistent.
            if let holder = constraint.holderIdentity {
                space = holder
            } else if let a = first.hierarchyView, let b = second.hierarchyView, let common = a.closestCommonAncestor(b) {
                space = Unmanaged.passUnretained(common).toOpaque()
            } else {
                space = nil
            }
        } else {
            space = first.parentIdentity
        }
        appendTerms(of: first, constraint.storedFirstAttribute, scale: 1, mirrored: mirrored, in: space, to: &terms,
                    constant: &constant)
        if let second {
            appendTerms(of: second, constraint.storedSecondAttribute, scale: -Double(constraint.storedMultiplier), mirrored: mirrored,
                        in: space, to: &terms, constant: &constant)
        }
        return constant
    }

    /// Adds `scale ×` an item's origin along one axis, in the coordinates of `space` (an ancestor
    /// of the item's view, or that view itself), as the origins of the item and of its ancestors
    /// below `space`. `variables` are the item's own, which the caller has in hand.
    private func appendOrigin(of item: UnretainedItem, _ variables: ItemVariables, horizontal: Bool, scale s: Double,
                              in space: UnsafeMutableRawPointer?, to terms: inout InlineTerms) {
        let above: Unmanaged<View>?
        switch item {
        case let .viewPointer(view):
            // A view is at the origin of its own coordinates.
            guard view.toOpaque() != space else { return }
            terms.append(horizontal ? variables.minX : variables.minY, s)
            above = ItemReference.superview(of: view)
        case let .guidePointer(guide):
            terms.append(horizontal ? variables.minX : variables.minY, s)
            above = guide._withUnsafeGuaranteedRef { $0.owningReference?.viewPointer }
        }
        // Usually nothing more: the space is the item's parent.
        guard let above, above.toOpaque() != space else { return }
        above._withUnsafeGuaranteedRef { $0.itemReference }.forEachHierarchyView(below: space) { view in
            let variables = view.variables
            terms.append(horizontal ? variables.minX : variables.minY, s)
        }
    }

    /// The item a baseline attribute of `item` is read from: the subview a view names through
    /// `forFirstBaselineLayout`/`forLastBaselineLayout` (followed while each names a subview of
    /// the last, so it ends), registered; `item` itself for a guide or a view naming none. Called
    /// for baseline attributes only: its callers check, so other constraints make no call.
    @inline(never)
    func baselineItem(_ item: UnretainedItem, _ attribute: LayoutAttribute) -> UnretainedItem {
        guard var view = item.view else { return item }
        while true {
            let next = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            guard next !== view, next.isDescendant(of: view) else { break }
            view = next
        }
        guard view !== item.view else { return item }
        let redirected = UnretainedItem.view(view)
        registerItem(redirected)
        return redirected
    }

    /// Adds `scale × attribute` of an item, as terms of its variables in the coordinates of
    /// `space`, to `terms` and `constant`.
    func appendTerms(of item: UnretainedItem, _ attribute: LayoutAttribute, scale s: Double, mirrored: Bool,
                     in space: UnsafeMutableRawPointer?, to terms: inout InlineTerms, constant: inout Double) {
        if attribute.isMargin, let view = item.view {
            let guide = view.layoutMarginsGuide
            registerItem(guide)
            appendTerms(of: .guide(guide), attribute.withoutMargins, scale: s, mirrored: mirrored, in: space, to: &terms, constant: &constant)
            return
        }
        let v = item.variables
        switch attribute {
        case .left, .leftMargin:
            appendOrigin(of: item, v, horizontal: true, scale: s, in: space, to: &terms)
        case .right, .rightMargin:
            appendOrigin(of: item, v, horizontal: true, scale: s, in: space, to: &terms); terms.append(v.width, s)
        case .top, .topMargin:
            appendOrigin(of: item, v, horizontal: false, scale: s, in: space, to: &terms)
        case .bottom, .bottomMargin:
            appendOrigin(of: item, v, horizontal: false, scale: s, in: space, to: &terms); terms.append(v.height, s)
        case .width:
            terms.append(v.width, s)
        case .height:
            terms.append(v.height, s)
        case .centerX, .centerXWithinMargins:
            let sign = mirrored ? -s : s
            appendOrigin(of: item, v, horizontal: true, scale: sign, in: space, to: &terms); terms.append(v.width, 0.5 * sign)
        case .centerY, .centerYWithinMargins:
            appendOrigin(of: item, v, horizontal: false, scale: s, in: space, to: &terms); terms.append(v.height, 0.5 * s)
        case .leading, .leadingMargin:
            if mirrored {
                appendOrigin(of: item, v, horizontal: true, scale: -s, in: space, to: &terms); terms.append(v.width, -s)
            } else {
                appendOrigin(of: item, v, horizontal: true, scale: s, in: space, to: &terms)
            }
        case .trailing, .trailingMargin:
            if mirrored {
                appendOrigin(of: item, v, horizontal: true, scale: -s, in: space, to: &terms)
            } else {
                appendOrigin(of: item, v, horizontal: true, scale: s, in: space, to: &terms); terms.append(v.width, s)
            }
        case .lastBaseline:
            appendOrigin(of: item, v, horizontal: false, scale: s, in: space, to: &terms); terms.append(v.height, s)
            if let view = item.textView { constant -= s * Double(view.lastBaselineOffsetFromBottom) }
        case .firstBaseline:
            appendOrigin(of: item, v, horizontal: false, scale: s, in: space, to: &terms)
            if let view = item.textView {
                constant += s * Double(view.firstBaselineOffsetFromTop)
            } else {
                terms.append(v.height, s)
            }
        case .notAnAttribute:
            break
        }
    }
}
