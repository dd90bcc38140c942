import Cassowary
import Foundation

/// Layout constraints as solver expressions in the root's coordinates.
extension LayoutEngine {
    /// `first - (multiplier × second + constant)` in the root's coordinates, leading and trailing
    /// mirrored (negated) in right-to-left layouts; nil if an item has gone. Built as one term
    /// list: this runs for every constraint, and operator chains would allocate at each step.
    func expression(for constraint: LayoutConstraint) -> Cassowary.Expression? {
        guard var first = constraint.firstItem else { return nil }
        var second = constraint.secondItem
        // Edges of a scroll view, related to views inside it, are the edges of its content area.
        if constraint.firstAttribute.isEdge, let scrollView = first as? ScrollView, let other = second?.hierarchyView,
           other !== scrollView, other.isDescendant(of: scrollView) {
            first = scrollView.contentLayoutGuide
            registerItem(first)
        }
        if constraint.secondAttribute.isEdge, let scrollView = second as? ScrollView, let other = first.hierarchyView,
           other !== scrollView, other.isDescendant(of: scrollView) {
            second = scrollView.contentLayoutGuide
            registerItem(scrollView.contentLayoutGuide)
        }
        let directional = constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
        var mirrored = false
        if directional {
            let holder = constraint.holder ?? first.hierarchyView
            mirrored = holder?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var constant = -Double(constraint.constant)
        appendTerms(of: first, constraint.firstAttribute, scale: 1, mirrored: mirrored, to: &terms, constant: &constant)
        if let second {
            appendTerms(of: second, constraint.secondAttribute, scale: -Double(constraint.multiplier), mirrored: mirrored,
                        to: &terms, constant: &constant)
        }
        return Cassowary.Expression(terms, constant: constant)
    }

    /// Adds `scale × attribute` of an item, as terms of its variables, to `terms` and `constant`.
    func appendTerms(of item: any LayoutItem, _ attribute: LayoutAttribute, scale s: Double, mirrored: Bool,
                             to terms: inout [Term], constant: inout Double) {
        if attribute.isMargin, let view = item as? View {
            let guide = view.layoutMarginsGuide
            registerItem(guide)
            let plain: LayoutAttribute
            switch attribute {
            case .leftMargin: plain = .left
            case .rightMargin: plain = .right
            case .topMargin: plain = .top
            case .bottomMargin: plain = .bottom
            case .leadingMargin: plain = .leading
            case .trailingMargin: plain = .trailing
            case .centerXWithinMargins: plain = .centerX
            default: plain = .centerY
            }
            appendTerms(of: guide, plain, scale: s, mirrored: mirrored, to: &terms, constant: &constant)
            return
        }
        let v = variables(of: item)
        switch attribute {
        case .left, .leftMargin:
            terms.append(Term(v.minX, s))
        case .right, .rightMargin:
            terms.append(Term(v.minX, s)); terms.append(Term(v.width, s))
        case .top, .topMargin:
            terms.append(Term(v.minY, s))
        case .bottom, .bottomMargin:
            terms.append(Term(v.minY, s)); terms.append(Term(v.height, s))
        case .width:
            terms.append(Term(v.width, s))
        case .height:
            terms.append(Term(v.height, s))
        case .centerX, .centerXWithinMargins:
            let sign = mirrored ? -s : s
            terms.append(Term(v.minX, sign)); terms.append(Term(v.width, 0.5 * sign))
        case .centerY, .centerYWithinMargins:
            terms.append(Term(v.minY, s)); terms.append(Term(v.height, 0.5 * s))
        case .leading, .leadingMargin:
            if mirrored {
                terms.append(Term(v.minX, -s)); terms.append(Term(v.width, -s))
            } else {
                terms.append(Term(v.minX, s))
            }
        case .trailing, .trailingMargin:
            if mirrored {
                terms.append(Term(v.minX, -s))
            } else {
                terms.append(Term(v.minX, s)); terms.append(Term(v.width, s))
            }
        case .lastBaseline:
            terms.append(Term(v.minY, s)); terms.append(Term(v.height, s))
            if let view = item as? View, view.hasTextBaselines { constant -= s * Double(view.lastBaselineOffsetFromBottom) }
        case .firstBaseline:
            terms.append(Term(v.minY, s))
            if let view = item as? View, view.hasTextBaselines {
                constant += s * Double(view.firstBaselineOffsetFromTop)
            } else {
                terms.append(Term(v.height, s))
            }
        case .notAnAttribute:
            break
        }
    }
}
