import AutoLayout
import Foundation

/// A collection view's cell (UIKit's `UICollectionViewCell`): subviews go in `contentView`, which
/// fills the cell.
open class CollectionViewCell: CollectionReusableView {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UICollectionViewCell", CollectionViewCell.self) }

    /// The view the cell's content goes in; it fills the cell.
    open var contentView: View { ownContentView }
    private let ownContentView = View()

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

    /// Whether the item is selected: its selected background shows.
    open var isSelected = false { didSet { updateSelectedBackground() } }
    /// Whether the item is highlighted: its selected background shows.
    open var isHighlighted = false { didSet { updateSelectedBackground() } }

    /// The view behind the content, filling the cell.
    open var backgroundView: View? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { showBehindContent(backgroundView, above: nil) }
        }
    }
    /// The view behind the content while the item is selected or highlighted.
    open var selectedBackgroundView: View? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectedBackground()
        }
    }

    private func updateSelectedBackground() {
        showSelectedBackground(selectedBackgroundView, shown: isSelected || isHighlighted, above: backgroundView)
    }
}
