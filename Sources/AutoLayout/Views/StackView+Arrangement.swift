import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The constraints a stack view wants for its current state, made in three passes: along the
/// axis (canvas connections, spacing, distribution), across it (alignment), and the hidden views.
struct ArrangementPlan {
    let stack: StackView
    /// What the views are laid out in: the stack, or its margins guide.
    let canvas: any LayoutItem
    let axis: Axis, across: Axis
    let visible: [View]
    private(set) var constraints: [LayoutConstraint] = []
    /// The pairs of adjacent visible views whose gaps a guide spans (equal distributions).
    private var gaps: [(View, View)] = []

    /// One direction's attributes.
    struct Axis {
        let leading: LayoutAttribute, trailing: LayoutAttribute, center: LayoutAttribute, size: LayoutAttribute
        let layoutAxis: LayoutAxis

        static let horizontal = Axis(leading: .leading, trailing: .trailing, center: .centerX, size: .width,
                                     layoutAxis: .horizontal)
        static let vertical = Axis(leading: .top, trailing: .bottom, center: .centerY, size: .height,
                                   layoutAxis: .vertical)
    }

    init(stack: StackView) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        axis = stack.axis == .horizontal ? .horizontal : .vertical
        across = stack.axis == .horizontal ? .vertical : .horizontal
        visible = stack.arrangedSubviews.filter { !$0.isHidden }
    }

    var gapCount: Int { gaps.count }

    private mutating func add(_ identifier: String, _ item: any LayoutItem, _ attribute: LayoutAttribute,
                              _ relation: LayoutRelation = .equal, _ other: (any LayoutItem)? = nil,
                              _ otherAttribute: LayoutAttribute = .notAnAttribute, multiplier: CGFloat = 1,
                              constant: CGFloat = 0, priority: LayoutPriority = .required) {
        constraints.append(LayoutConstraint(arrangement: identifier, item: item, attribute: attribute,
            relatedBy: relation, toItem: other, attribute: otherAttribute, multiplier: multiplier,
            constant: constant, priority: priority))
    }

    mutating func build() {
        alongTheAxis()
        acrossTheAxis()
        hiddenViews()
    }

    // MARK: Along the axis

    private mutating func alongTheAxis() {
        guard let first = visible.first, let last = visible.last else { return }
        add("UISV-canvas-connection", first, axis.leading, .equal, canvas, axis.leading)
        add("UISV-canvas-connection", canvas, axis.trailing, .equal, last, axis.trailing)
        let isEqual = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        for (view, next) in zip(visible, visible.dropFirst()) {
            // A hidden view between the two takes no spacing: only the one after `view` counts.
            let gap = stack.spacing(after: view)
            if baselines {
                add("UISV-spacing", next, .firstBaseline, isEqual ? .greaterThanOrEqual : .equal, view, .lastBaseline,
                    constant: gap)
            } else {
                add("UISV-spacing", next, axis.leading, isEqual ? .greaterThanOrEqual : .equal, view, axis.trailing,
                    constant: gap)
            }
            if isEqual { gaps.append((view, next)) }
        }
        switch stack.distribution {
        case .fill: fillOrder()
        case .fillEqually:
            for view in visible.dropFirst() { add("UISV-fill-equally", view, axis.size, .equal, first, axis.size) }
        case .fillProportionally: fillProportionally()
        case .equalSpacing, .equalCentering: break  // with the gap guides
        }
    }

    /// `.fill`: where views tie for the lowest hugging (or compression resistance), the first
    /// gives. Each other tied view holds its intrinsic size at a level just above the tie.
    private mutating func fillOrder() {
        let sized = visible.filter { intrinsicLength(of: $0) != nil }
        guard sized.count > 1 else { return }
        // Growing is held by hugging (≤ the intrinsic length), shrinking by compression resistance (≥).
        let layoutAxis = axis.layoutAxis
        breakTie(among: sized, .lessThanOrEqual, sized.map { $0.contentHuggingPriority(for: layoutAxis) })
        breakTie(among: sized, .greaterThanOrEqual, sized.map { $0.contentCompressionResistancePriority(for: layoutAxis) })
    }

    /// Holds every view but the first at the lowest of `priorities` (one per view) to its intrinsic
    /// length (by `relation`), a level above that priority.
    private mutating func breakTie(among sized: [View], _ relation: LayoutRelation, _ priorities: [LayoutPriority]) {
        guard let lowest = priorities.min(), !lowest.isRequired else { return }
        for index in sized.indices.filter({ priorities[$0] == lowest }).dropFirst() {
            add("UISV-fill-order", sized[index], axis.size, relation, constant: intrinsicLength(of: sized[index]) ?? 0,
                priority: LayoutPriority(lowest.rawValue.nextUp))
        }
    }

    /// `.fillProportionally`: each view takes its intrinsic share of the canvas less the spacing,
    /// at priorities that fall along the arrangement (the later gives first); without intrinsic
    /// sizes to share, it lays out as `.fill`.
    private mutating func fillProportionally() {
        let lengths = visible.map(intrinsicLength(of:))
        let total = lengths.reduce(0) { $0 + ($1 ?? 0) }
        guard total > 0, lengths.allSatisfy({ $0 != nil }) else {
            fillOrder()
            return
        }
        let spacing = zip(visible, visible.dropFirst()).reduce(0) { $0 + stack.spacing(after: $1.0) }
        for (index, view) in visible.enumerated() {
            let share = (lengths[index] ?? 0) / total
            add("UISV-fill-proportionally", view, axis.size, .equal, canvas, axis.size, multiplier: share,
                constant: -spacing * share, priority: LayoutPriority(max(999 - Float(index), 751)))
        }
    }

    /// The view's intrinsic length along the axis, if it has one.
    private func intrinsicLength(of view: View) -> CGFloat? {
        let size = view.intrinsicContentSize
        let length = axis.layoutAxis == .horizontal ? size.width : size.height
        return length == View.noIntrinsicMetric || !length.isFinite ? nil : length
    }

    /// The gap guides of the equal distributions: each spans the space between two views
    /// (`.equalSpacing`) or their centres (`.equalCentering`), and all are the same length.
    mutating func connectGaps(_ guides: [LayoutGuide]) {
        let centering = stack.distribution == .equalCentering
        for ((view, next), guide) in zip(gaps, guides) {
            add("UISV-distributing-edge", guide, axis.leading, .equal, view, centering ? axis.center : axis.trailing)
            add("UISV-distributing-edge", guide, axis.trailing, .equal, next, centering ? axis.center : axis.leading)
            add("UISV-canvas-fit", guide, axis.size, .equal, constant: 0, priority: 49)
            if guide !== guides[0] {
                add("UISV-fill-equally", guide, axis.size, .equal, guides[0], axis.size,
                    priority: centering ? 149 : .required)
            }
        }
    }

    // MARK: Across the axis

    private mutating func acrossTheAxis() {
        guard let first = visible.first else { return }
        var alignment = stack.alignment
        if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        let ties: [LayoutAttribute]
        switch alignment {
        case .fill: ties = [across.leading, across.trailing]
        case .leading: ties = [across.leading]
        case .trailing: ties = [across.trailing]
        case .center: ties = [across.center]
        case .firstBaseline, .lastBaseline: ties = []
        }
        for attribute in ties { add("UISV-canvas-connection", first, attribute, .equal, canvas, attribute) }
        for view in visible.dropFirst() {
            for attribute in ties { add("UISV-alignment", view, attribute, .equal, first, attribute) }
        }
        guard alignment != .fill else { return }
        if alignment == .firstBaseline || alignment == .lastBaseline {
            let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in visible.dropFirst() { add("UISV-alignment", view, baseline, .equal, first, baseline) }
            // The row sits against the top (first baselines) or the bottom (last) of a taller stack.
            let edge = alignment == .firstBaseline ? across.leading : across.trailing
            for view in visible { add("UISV-canvas-connection", view, edge, .equal, canvas, edge, priority: 49) }
        }
        // Every view stays inside; a stack not sized across its axis is as thick as its thickest view.
        for view in visible {
            if alignment != .leading { add("UISV-spanning-boundary", view, across.leading, .greaterThanOrEqual, canvas, across.leading) }
            if alignment != .trailing { add("UISV-spanning-boundary", view, across.trailing, .lessThanOrEqual, canvas, across.trailing) }
            add("UISV-ambiguity-suppression", view, across.size, .equal, constant: 0, priority: 25)
        }
        add("UISV-spanning-fit", canvas, across.size, .equal, constant: 0, priority: 51)
    }

    // MARK: Hidden views

    /// A hidden arranged view collapses to nothing along the axis, just after the view before it.
    private mutating func hiddenViews() {
        var previous: View?
        for view in stack.arrangedSubviews {
            defer { previous = view }
            guard view.isHidden else { continue }
            add("UISV-hiding", view, axis.size, .equal, constant: 0)
            if let previous {
                add("UISV-hiding", view, axis.leading, .equal, previous, axis.trailing)
            } else {
                add("UISV-hiding", view, axis.leading, .equal, canvas, axis.leading)
            }
            add("UISV-hiding", view, across.leading, .equal, canvas, across.leading)
            add("UISV-ambiguity-suppression", view, across.size, .equal, constant: 0, priority: 25)
        }
    }
}

/// What makes two arrangement constraints the same but for their constant.
struct ArrangementKey: Hashable {
    let first: ObjectIdentifier?, second: ObjectIdentifier?
    let attributes: [LayoutAttribute]
    let relation: LayoutRelation
    let multiplier: CGFloat
    let priority: Float
    let identifier: String?

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    init(_ constraint: LayoutConstraint) {
        first = constraint.firstReference.item.map { ObjectIdentifier($0) }
        second = constraint.secondReference?.item.map { ObjectIdentifier($0) }
        attributes = [constraint.storedFirstAttribute, constraint.storedSecondAttribute]
        relation = constraint.storedRelation
        multiplier = constraint.multiplier
        priority = constraint.priority.rawValue
        identifier = constraint.identifier
    }
}
