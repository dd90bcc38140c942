import AutoLayout
import Foundation

/// A collection view's cell (UIKit's `UICollectionViewCell`): subviews go in `contentView`, which
/// fills the cell.
open class CollectionViewCell: CollectionReusableView {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UICollectionViewCell", CollectionViewCell.self) }

    /// The view the cell's content goes in; it fills the cell.
    public let contentView = View()

    /// A cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.fillWithContent(self, named: "UICollectionViewCell")
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.fillWithContent(self, named: "UICollectionViewCell")
    }

    /// Whether the item is selected (kept).
    open var isSelected = false
    /// Whether the item is highlighted (kept).
    open var isHighlighted = false
}
