import AutoLayout
import Foundation

/// What a collection view tells about items (UIKit's `UICollectionViewDelegate`); set it as the
/// collection's `delegate`. Every method is optional.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap selects the item (yes by default).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap deselects the selected item (yes by default).
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A tap deselected the item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Whether a touch highlights the item, and so may select it (yes by default).
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// A touch highlighted the item.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The touch lifted or left: the item is no longer highlighted.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// The item's cell went off screen or was reloaded away.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to come on screen.
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    /// Where an item being moved would land (the proposed place by default).
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
}

/// What a flow layout asks of the delegate (UIKit's `UICollectionViewDelegateFlowLayout`);
/// every method is optional and defaults to the layout's property.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    private func flow(_ layout: CollectionViewLayout) -> CollectionViewFlowLayout? { layout as? CollectionViewFlowLayout }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize { flow(collectionViewLayout)?.itemSize ?? .zero }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets { flow(collectionViewLayout)?.sectionInset ?? .zero }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }
}
