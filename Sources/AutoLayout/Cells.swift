import Foundation

/// A table view's cell (UIKit's `UITableViewCell`): subviews go in `contentView`, which fills the
/// cell, so that `systemLayoutSizeFitting` on the cell measures what its content's constraints ask.
open class TableViewCell: View {
    /// UIKit's cell styles; the layout is the same for each (the content is the app's).
    public enum CellStyle: Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The view the cell's content goes in; it fills the cell.
    public let contentView = View()
    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier a table view reuses the cell by.
    public let reuseIdentifier: String?

    /// A cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle = .default, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.fill(self, named: "UITableViewCell")
    }

    /// A cell of the default style with a frame.
    public override init(frame: CGRect) {
        style = .default
        reuseIdentifier = nil
        super.init(frame: frame)
        contentView.fill(self, named: "UITableViewCell")
    }

    /// Called before the cell is reused for another row; subclasses reset their content here.
    open func prepareForReuse() {}

    /// How a selected row is highlighted (kept; nothing here selects).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The mark at the row's trailing end.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    /// How the row is highlighted when selected (`.default`).
    public var selectionStyle = SelectionStyle.default
    /// The accessory (kept: the content view keeps the cell's full width here).
    public var accessoryType = AccessoryType.none
    /// Whether the row is selected (kept).
    open var isSelected = false
    /// Whether the row is highlighted (kept).
    open var isHighlighted = false

    /// Selects or deselects the row; cells override it to restyle themselves.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Highlights the row or not; cells override it to restyle themselves.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}

/// A collection view's cell (UIKit's `UICollectionViewCell`): subviews go in `contentView`, which
/// fills the cell.
open class CollectionViewCell: View {
    /// The view the cell's content goes in; it fills the cell.
    public let contentView = View()

    /// A cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.fill(self, named: "UICollectionViewCell")
    }

    /// Called before the cell is reused for another item; subclasses reset their content here.
    open func prepareForReuse() {}

    /// Whether the item is selected (kept).
    open var isSelected = false
    /// Whether the item is highlighted (kept).
    open var isHighlighted = false
}

extension View {
    /// Makes this view a subview of `cell` held to its edges by four required constraints,
    /// identified as `NAME-contentView-left` and so on.
    fileprivate func fill(_ cell: View, named name: String) {
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
