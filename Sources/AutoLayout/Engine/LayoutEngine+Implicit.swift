import Foundation

/// The engine's own constraints: autoresizing frames, intrinsic sizes, size floors and the
/// constraints that keep a view's own guides in place.
extension LayoutEngine {
    /// How firmly a root laid out by its own constraints keeps its frame's size: below every
    /// priority code uses (`fittingSizeLevel` is 50), so only ambiguity falls back to it.
    static let rootSizeHold = LayoutPriority(1)

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// One of the engine's own constraints, described before it is made: comparing an item's new
    /// ones with those registered (when its intrinsic size changes, at every relayout that
    /// re-wraps a label) needs no new objects.
    struct ImplicitSpec {
        let kind: LayoutConstraint.Kind
        let attribute: LayoutAttribute
        var relation = LayoutRelation.equal
        var toItem: (any LayoutItem)?
        var secondAttribute = LayoutAttribute.notAnAttribute
        let constant: CGFloat
        var priority = LayoutPriority.required
        /// An intrinsic size's compression resistance, when one constraint holds both ways.
        var compressionPriority: Float = 0

        func make(for item: any LayoutItem) -> LayoutConstraint {
            LayoutConstraint(kind: kind, item: item, attribute: attribute, relatedBy: relation, toItem: toItem,
                             attribute: secondAttribute, constant: constant, priority: priority,
                             compressionPriority: compressionPriority)
        }

        /// Whether `constraint` is this one but for its constant.
        func hasTheShape(of constraint: LayoutConstraint) -> Bool {
            constraint.storedFirstAttribute == attribute && constraint.storedRelation == relation
                && constraint.secondReference?.item === toItem && constraint.storedPriority == priority
                && constraint.compressionPriority == compressionPriority
        }
    }

    /// The engine's own constraints for an item, in a fixed order.
    func implicitConstraints(for item: any LayoutItem) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        implicitSpecs(of: item) { result.append($0.make(for: item)) }
        return result
    }

    /// An item's own constraints, described, in order: a view's frame (autoresizing) and
    /// intrinsic size, or a view's own guide's place in it; then its size floor.
    func implicitSpecs(of item: any LayoutItem, _ emit: (ImplicitSpec) -> Void) {
        if let view = item as? View {
            viewSpecs(of: view, emit)
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView, let role = guide.systemRole {
            guideSpecs(of: guide, role, owner, emit)
        }
        if !floored.isEmpty && floored.contains(ObjectIdentifier(item)) {
            emit(ImplicitSpec(kind: .sizeFloor, attribute: .width, relation: .greaterThanOrEqual, constant: 0))
            emit(ImplicitSpec(kind: .sizeFloor, attribute: .height, relation: .greaterThanOrEqual, constant: 0))
        }
    }

    /// A view's frame (with `translatesAutoresizingMaskIntoConstraints`; a root's origin always)
    /// and its intrinsic size.
    private func viewSpecs(of view: View, _ emit: (ImplicitSpec) -> Void) {
        // A subview's frame is held as its alignment rect, which the engine places.
        var frame = view.frame
        if let superview = view.superview, view !== root {
            if view.alignmentRectInsets != .zero { frame = view.alignmentRect(forFrame: frame) }
            if view.translatesAutoresizingMaskIntoConstraints {
                // In a scroll view, the frame is in content coordinates.
                let reference: any LayoutItem = superview.contentAreaGuide ?? superview
                if reference !== superview { registerItem(reference) }
                emit(ImplicitSpec(kind: .autoresizing, attribute: .left, toItem: reference, secondAttribute: .left,
                                  constant: frame.minX))
                emit(ImplicitSpec(kind: .autoresizing, attribute: .top, toItem: reference, secondAttribute: .top,
                                  constant: frame.minY))
            }
        } else {
            emit(ImplicitSpec(kind: .autoresizing, attribute: .left, constant: view.frame.minX))
            emit(ImplicitSpec(kind: .autoresizing, attribute: .top, constant: view.frame.minY))
        }
        let measured = (isFitting || rootMeasurement != nil) && view === root
        if view.translatesAutoresizingMaskIntoConstraints && !measured {
            emit(ImplicitSpec(kind: .autoresizing, attribute: .width, constant: frame.width))
            emit(ImplicitSpec(kind: .autoresizing, attribute: .height, constant: frame.height))
        } else if view === root && view.superview == nil && !measured {
            // A root laid out by its own constraints keeps the size it was given where they leave
            // it free, as UIKit keeps a top view's bounds (without this, views pinned to it would
            // collapse to 0 × 0); any constraint on its size outranks this hold.
            emit(ImplicitSpec(kind: .autoresizing, attribute: .width, constant: view.frame.width, priority: Self.rootSizeHold))
            emit(ImplicitSpec(kind: .autoresizing, attribute: .height, constant: view.frame.height, priority: Self.rootSizeHold))
        }
        var size = view.intrinsicContentSize
        if let placeholder = view.rareState?.placeholderIntrinsicSize {
            if placeholder.width != View.noIntrinsicMetric { size.width = placeholder.width }
            if placeholder.height != View.noIntrinsicMetric { size.height = placeholder.height }
        }
        // Both axes without a list of them: this runs whenever a view's text or size changes.
        for index in 0..<2 {
            let vertical = index == 1
            let axis: LayoutAxis = vertical ? .vertical : .horizontal
            let value = vertical ? size.height : size.width
            guard value != View.noIntrinsicMetric && value.isFinite else { continue }
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let hugging = view.contentHuggingPriority(for: axis)
            let compression = view.contentCompressionResistancePriority(for: axis)
            // A priority outside (0, 1000) keeps its own constraint, which reports it.
            guard hugging.isRequired || compression.isRequired || !hugging.isValid || !compression.isValid else {
                // One constraint holding both ways, as UIKit's content-size constraint does: the
                // solver gives it one row where two inequalities take two, and twice the symbols.
                emit(ImplicitSpec(kind: .contentSize, attribute: attribute, constant: value, priority: hugging,
                                  compressionPriority: compression.rawValue))
                continue
            }
            emit(ImplicitSpec(kind: .contentSize, attribute: attribute, relation: .lessThanOrEqual, constant: value,
                              priority: hugging))
            emit(ImplicitSpec(kind: .contentSize, attribute: attribute, relation: .greaterThanOrEqual, constant: value,
                              priority: compression))
        }
    }

    /// The constraints that keep a view's own guide in place.
    private func guideSpecs(of guide: LayoutGuide, _ role: SystemGuideRole, _ owner: View,
                            _ emit: (ImplicitSpec) -> Void) {
        func tie(_ attribute: LayoutAttribute, _ constant: CGFloat) {
            emit(ImplicitSpec(kind: .systemGuide, attribute: attribute, toItem: owner, secondAttribute: attribute,
                              constant: constant))
        }
        func inset(_ insets: EdgeInsets) {
            tie(.left, insets.left)
            tie(.top, insets.top)
            tie(.width, -insets.left - insets.right)
            tie(.height, -insets.top - insets.bottom)
        }
        switch role {
        case .layoutMargins: inset(owner.effectiveLayoutMargins)
        case .readableContent:
            // The margins' area, no wider than the readable width and centred in it: the width
            // follows the view's as far as the limit allows.
            let margins = owner.effectiveLayoutMargins
            tie(.top, margins.top)
            tie(.height, -margins.top - margins.bottom)
            tie(.centerX, (margins.left - margins.right) / 2)
            emit(ImplicitSpec(kind: .systemGuide, attribute: .width, relation: .lessThanOrEqual,
                              constant: LayoutGuide.readableWidth))
            emit(ImplicitSpec(kind: .systemGuide, attribute: .width, relation: .lessThanOrEqual, toItem: owner,
                              secondAttribute: .width, constant: -margins.left - margins.right))
            emit(ImplicitSpec(kind: .systemGuide, attribute: .width, toItem: owner, secondAttribute: .width,
                              constant: -margins.left - margins.right, priority: 999))
        case .safeArea: inset(owner.safeAreaInsets)
        case .keyboard:
            tie(.left, 0)
            tie(.width, 0)
            tie(.bottom, 0)
            let height = max((guide as? KeyboardLayoutGuide)?.keyboardHeight ?? 0, owner.safeAreaInsets.bottom)
            emit(ImplicitSpec(kind: .systemGuide, attribute: .height, constant: height))
        case .scrollFrame: inset(.zero)
        case .scrollContent:
            let offset = owner.contentAreaOffset
            tie(.left, -offset.x)
            tie(.top, -offset.y)
        case .topLayout, .bottomLayout:
            tie(.left, 0)
            tie(.width, 0)
            tie(role == .topLayout ? .top : .bottom, 0)
            emit(ImplicitSpec(kind: .systemGuide, attribute: .height, constant: (guide as? LayoutSupportGuide)?.length ?? 0))
        }
    }
}
