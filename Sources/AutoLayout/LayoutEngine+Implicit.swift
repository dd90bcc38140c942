import Foundation

/// The engine's own constraints: autoresizing frames, intrinsic sizes, size floors and the
/// constraints that keep a view's own guides in place.
extension LayoutEngine {
    /// The engine's own constraints for an item, in a fixed order.
    func implicitConstraints(for item: any LayoutItem) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        if let view = item as? View {
            if let superview = view.superview, view !== root {
                if view.translatesAutoresizingMaskIntoConstraints {
                    // In a scroll view, the frame is in content coordinates.
                    let reference: any LayoutItem = (superview as? ScrollView)?.contentLayoutGuide ?? superview
                    if reference !== superview { registerItem(reference) }
                    result.append(LayoutConstraint(kind: .autoresizing, item: view, attribute: .left,
                                                   toItem: reference, attribute: .left, constant: view.frame.minX))
                    result.append(LayoutConstraint(kind: .autoresizing, item: view, attribute: .top,
                                                   toItem: reference, attribute: .top, constant: view.frame.minY))
                }
            } else {
                result.append(LayoutConstraint(kind: .autoresizing, item: view, attribute: .left, constant: view.frame.minX))
                result.append(LayoutConstraint(kind: .autoresizing, item: view, attribute: .top, constant: view.frame.minY))
            }
            if view.translatesAutoresizingMaskIntoConstraints && !(isFitting && view === root) {
                result.append(LayoutConstraint(kind: .autoresizing, item: view, attribute: .width, constant: view.frame.width))
                result.append(LayoutConstraint(kind: .autoresizing, item: view, attribute: .height, constant: view.frame.height))
            }
            let size = view.intrinsicContentSize
            for (axis, value) in [(LayoutAxis.horizontal, size.width), (.vertical, size.height)]
            where value != View.noIntrinsicMetric && value.isFinite {
                let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
                result.append(LayoutConstraint(kind: .contentSize, item: view, attribute: attribute,
                    relatedBy: .lessThanOrEqual, constant: value, priority: view.contentHuggingPriority(for: axis)))
                result.append(LayoutConstraint(kind: .contentSize, item: view, attribute: attribute,
                    relatedBy: .greaterThanOrEqual, constant: value,
                    priority: view.contentCompressionResistancePriority(for: axis)))
            }
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView, let role = guide.systemRole {
            result += guideConstraints(guide, role, owner)
        }
        if !floored.isEmpty && floored.contains(ObjectIdentifier(item)) {
            result.append(LayoutConstraint(kind: .sizeFloor, item: item, attribute: .width, relatedBy: .greaterThanOrEqual, constant: 0))
            result.append(LayoutConstraint(kind: .sizeFloor, item: item, attribute: .height, relatedBy: .greaterThanOrEqual, constant: 0))
        }
        return result
    }

    /// The constraints that keep a view's own guide in place.
    func guideConstraints(_ guide: LayoutGuide, _ role: SystemGuideRole, _ owner: View) -> [LayoutConstraint] {
        func tie(_ attribute: LayoutAttribute, _ constant: CGFloat, to ownerAttribute: LayoutAttribute? = nil) -> LayoutConstraint {
            LayoutConstraint(kind: .systemGuide, item: guide, attribute: attribute, toItem: owner,
                             attribute: ownerAttribute ?? attribute, constant: constant)
        }
        func inset(_ insets: EdgeInsets) -> [LayoutConstraint] {
            [tie(.left, insets.left), tie(.top, insets.top),
             tie(.width, -insets.left - insets.right), tie(.height, -insets.top - insets.bottom)]
        }
        switch role {
        case .layoutMargins: return inset(owner.layoutMargins)
        case .safeArea: return inset(owner.safeAreaInsets)
        case .scrollFrame: return inset(.zero)
        case .scrollContent:
            let offset = (owner as? ScrollView)?.contentOffset ?? .zero
            return [tie(.left, -offset.x), tie(.top, -offset.y)]
        case .topLayout, .bottomLayout:
            let length = (guide as? LayoutSupportGuide)?.length ?? 0
            return [tie(.left, 0), tie(.width, 0), role == .topLayout ? tie(.top, 0) : tie(.bottom, 0),
                    LayoutConstraint(kind: .systemGuide, item: guide, attribute: .height, constant: length)]
        }
    }

    /// Where one of a view's own guides is when no constraint uses it (so the engine has no
    /// variables for it), in the view's bounds coordinates.
    func unconstrainedFrame(of guide: LayoutGuide, _ role: SystemGuideRole, in view: View) -> CGRect {
        let bounds = view.bounds
        func inset(_ insets: EdgeInsets) -> CGRect {
            CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                   width: max(0, bounds.width - insets.left - insets.right),
                   height: max(0, bounds.height - insets.top - insets.bottom))
        }
        let length = (guide as? LayoutSupportGuide)?.length ?? 0
        switch role {
        case .layoutMargins: return inset(view.layoutMargins)
        case .safeArea: return inset(view.safeAreaInsets)
        case .scrollFrame: return bounds
        case .scrollContent: return CGRect(origin: .zero, size: (view as? ScrollView)?.contentSize ?? .zero)
        case .topLayout: return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: length)
        case .bottomLayout: return CGRect(x: bounds.minX, y: bounds.maxY - length, width: bounds.width, height: length)
        }
    }
}
