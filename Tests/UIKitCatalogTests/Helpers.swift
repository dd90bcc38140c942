import Foundation
@testable import AutoLayout

/// A view with a fixed intrinsic size, as a label or an image view has.
final class Box: View {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat, name: String) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        debugName = name
    }
    override var intrinsicContentSize: CGSize { size }
}

/// Activates `view.attribute relation other.otherAttribute × multiplier + constant`.
func pin(_ view: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, to other: View?,
         _ otherAttribute: LayoutAttribute? = nil, times multiplier: CGFloat = 1, plus constant: CGFloat = 0,
         priority: LayoutPriority = .required) -> LayoutConstraint {
    let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: other,
                                      attribute: other == nil ? .notAnAttribute : (otherAttribute ?? attribute),
                                      multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.isActive = true
    return constraint
}
