import AutoLayout
import Foundation

extension View {
    /// Makes this view a subview of `cell` held to its edges by four required constraints,
    /// identified as `NAME-contentView-left` and so on.
    func fillWithContent(_ cell: View, named name: String) {
        translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(self)
        for attribute in [LayoutAttribute.left, .top, .right, .bottom] {
            let constraint = LayoutConstraint(item: self, attribute: attribute, relatedBy: .equal, toItem: cell,
                                              attribute: attribute, multiplier: 1, constant: 0)
            constraint.identifier = name + "-contentView-" + attribute.name
            cell.addConstraint(constraint)
        }
    }
}
