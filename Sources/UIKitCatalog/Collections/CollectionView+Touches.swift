import AutoLayout
import Foundation

// A tap on an item, as UIKit's collection view handles it: the touch highlights the item if the
// delegate lets it, lifting in place selects it (or, with several selections, deselects a selected
// one), moving more than a few points is a scroll and selects nothing.

extension CollectionView {
    /// How far a touch may move and still be a tap on its item.
    static let tapSlop: CGFloat = 10

    /// A touch began: the item under it is highlighted. Returns whether an item took the touch.
    func itemTouchBegan(_ touches: Set<Touch>) -> Bool {
        guard touches.count == 1, let touch = touches.first, selectionAllowed else { return false }
        let point = touch.location(in: self)
        guard let indexPath = indexPathForItem(at: point) else { return false }
        touchedItem = (indexPath, point, false)
        guard itemDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return true }
        shownCells[indexPath]?.isHighlighted = true
        touchedItem?.highlighted = true
        itemDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    /// A touch moved: past the slop it is a scroll, and the item is let go.
    func itemTouchMoved(_ touches: Set<Touch>) -> Bool {
        guard let touched = touchedItem, let touch = touches.first else { return false }
        let point = touch.location(in: self)
        if hypot(point.x - touched.start.x, point.y - touched.start.y) > CollectionView.tapSlop { releaseTouchedItem() }
        return true
    }

    /// A touch lifted: the item it stayed on is selected.
    func itemTouchEnded() -> Bool {
        guard let touched = touchedItem else { return false }
        releaseTouchedItem()
        if touched.highlighted { selectTapped(touched.indexPath) }
        return true
    }

    /// The touch was cancelled: the item is let go unselected.
    func itemTouchCancelled() -> Bool {
        guard touchedItem != nil else { return false }
        releaseTouchedItem()
        return true
    }

    private var selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    private var multipleAllowed: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    private func releaseTouchedItem() {
        guard let touched = touchedItem else { return }
        touchedItem = nil
        guard touched.highlighted else { return }
        shownCells[touched.indexPath]?.isHighlighted = false
        itemDelegate?.collectionView(self, didUnhighlightItemAt: touched.indexPath)
    }

    /// Selects the tapped item as UIKit does: `shouldSelectItemAt` may refuse; with one selection
    /// the other item is deselected first, without asking; with several, tapping a selected item
    /// deselects it if `shouldDeselectItemAt` agrees.
    func selectTapped(_ indexPath: IndexPath) {
        let delegate = itemDelegate
        if multipleAllowed, selectedItems.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselect(indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !multipleAllowed {
            for old in selectedItems.sorted() where old != indexPath {
                deselect(old)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectedItems.insert(indexPath)
        shownCells[indexPath]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        if let cell = shownCells[indexPath], let segue = cell.selectionSegue { segue.perform(cell) }
    }
}
