import AutoLayout
import Foundation

// Selection and moving items by hand: the sets a collection keeps, and the cells on screen that
// show them.

extension CollectionView {
    /// `selectItem`'s work: one item more (or the only one), scrolled to `scrollPosition`.
    func select(_ indexPath: IndexPath?, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselect(item) }
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection { for item in selectedItems where item != indexPath { deselect(item) } }
        selectedItems.insert(indexPath)
        shownCells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: false) }
    }

    /// `deselectItem`'s work.
    func deselect(_ indexPath: IndexPath) {
        selectedItems.remove(indexPath)
        shownCells[indexPath]?.isSelected = false
    }

    /// Starts moving the item if it is laid out and the data source lets it move.
    func beginMoving(_ indexPath: IndexPath) -> Bool {
        guard layoutAttributesForItem(at: indexPath) != nil, dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false else { return false }
        movingItem = (indexPath, indexPath)
        return true
    }

    /// Ends moving: the data source moves the item, and the collection takes the change in.
    func endMoving() {
        guard let (from, to) = movingItem else { return }
        movingItem = nil
        guard from != to else { return }
        dataSource?.collectionView(self, moveItemAt: from, to: to)
        reloadData()
    }

    /// How quickly items move out of the way while reordering (UIKit's `UICollectionView.ReorderingCadence`).
    public enum ReorderingCadence: Int, Sendable { case immediate, fast, slow }
    /// Which size changes of self-sizing cells are taken in (`UICollectionView.SelfSizingInvalidation`).
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Told of items about to come on screen (UIKit's `UICollectionViewDataSourcePrefetching`).
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Items that will come on screen soon.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items no longer expected soon (nothing unless implemented).
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
