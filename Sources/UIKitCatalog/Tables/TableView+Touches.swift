import AutoLayout
import Foundation

// A tap on a row, as UIKit's table handles it: the touch highlights the row if the delegate lets
// it, lifting in place selects it (the delegate may redirect or refuse), moving more than a few
// points is a scroll and selects nothing.

extension TableView {
    /// How far a touch may move and still be a tap on its row.
    static let tapSlop: CGFloat = 10

    /// A touch began: the row under it is highlighted. Returns whether a row took the touch.
    func rowTouchBegan(_ touches: Set<Touch>) -> Bool {
        guard touches.count == 1, let touch = touches.first, selectionAllowed else { return false }
        let point = touch.location(in: self)
        guard let indexPath = indexPathForRow(at: point) else { return false }
        touchedRow = (indexPath, point, false)
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return true }
        shownCells[indexPath]?.setHighlighted(true, animated: false)
        touchedRow?.highlighted = true
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    /// A touch moved: past the slop it is a scroll, and the row is let go.
    func rowTouchMoved(_ touches: Set<Touch>) -> Bool {
        guard let touched = touchedRow, let touch = touches.first else { return false }
        let point = touch.location(in: self)
        if hypot(point.x - touched.start.x, point.y - touched.start.y) > TableView.tapSlop { releaseTouchedRow() }
        return true
    }

    /// A touch lifted: the row it stayed on is selected.
    func rowTouchEnded(_ touches: Set<Touch>) -> Bool {
        guard let touched = touchedRow else { return false }
        let highlighted = touched.highlighted
        releaseTouchedRow()
        if highlighted { selectTapped(touched.indexPath) }
        return true
    }

    /// The touch was cancelled: the row is let go unselected.
    func rowTouchCancelled() -> Bool {
        guard touchedRow != nil else { return false }
        releaseTouchedRow()
        return true
    }

    private var selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    private var multipleAllowed: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    private func releaseTouchedRow() {
        guard let touched = touchedRow else { return }
        touchedRow = nil
        guard touched.highlighted else { return }
        shownCells[touched.indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: touched.indexPath)
    }

    /// Selects the tapped row as UIKit does: `willSelectRowAt` may redirect or refuse; with one
    /// selection the others are deselected first (each through `willDeselectRowAt`); with several,
    /// tapping a selected row deselects it.
    func selectTapped(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        if multipleAllowed, selected.contains(indexPath) {
            deselectAsked(indexPath)
            return
        }
        guard let target = delegate == nil ? indexPath : delegate?.tableView(self, willSelectRowAt: indexPath) else { return }
        if !multipleAllowed { for old in selected where old != target { deselectAsked(old) } }
        if !selected.contains(target) { selected.append(target) }
        shownCells[target]?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
        if let cell = shownCells[target], let segue = cell.selectionSegue { segue.perform(cell) }
    }

    private func deselectAsked(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        guard let path = delegate == nil ? indexPath : delegate?.tableView(self, willDeselectRowAt: indexPath) else { return }
        deselectRow(at: path, animated: false)
        delegate?.tableView(self, didDeselectRowAt: path)
    }
}
