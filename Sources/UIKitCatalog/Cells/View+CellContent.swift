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

    /// Shows `background` behind the cell's other subviews (above `lower`, if it is one of them),
    /// filling the cell and following its size: a cell's background views.
    func showBehindContent(_ background: View, above lower: View?) {
        background.frame = bounds
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let lower, lower.superview === self {
            insertSubview(background, aboveSubview: lower)
        } else {
            insertSubview(background, at: 0)
        }
    }

    /// Shows `selected` behind the content while `shown`, above `background`; removes it otherwise.
    func showSelectedBackground(_ selected: View?, shown: Bool, above background: View?) {
        guard let selected else { return }
        if !shown {
            if selected.superview === self { selected.removeFromSuperview() }
        } else if selected.superview !== self {
            showBehindContent(selected, above: background)
        }
    }
}
