import AutoLayout
import Foundation

// The edit item, the toolbar's items and the content scroll views a controller keeps for the
// containers above it.

extension ViewController {
    /// The item `editButtonItem` returns: titled for the mode, its tap switches modes through
    /// `setEditing(_:animated:)`, so overrides of it run.
    func makeEditButtonItem() -> BarButtonItem {
        let item = BarButtonItem(primaryAction: Action { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        updateEditItem(item)
        editItem = item
        return item
    }

    /// Retitles the edit item, if made, for the mode now.
    func editingDidChange() {
        guard let item = editItem else { return }
        updateEditItem(item)
    }

    private func updateEditItem(_ item: BarButtonItem) {
        // UIKit's edit item reads "Done" in the bold done style while editing.
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }

    /// Tells the container showing this controller's toolbar items that they changed.
    func toolbarItemsDidChange() {
        (parent as? ToolbarItemsContainer)?.childToolbarItemsDidChange(self)
    }

    /// The scroll view kept for `edge`; for several edges, the one they share, if they do.
    func keptContentScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
        let found = Self.singleEdges.filter { edge.contains($0) }.map { contentScrollViews[$0.rawValue] ?? nil }
        guard let first = found.first, found.allSatisfy({ $0 === first }) else { return nil }
        return first
    }
    private static var singleEdges: [DirectionalRectEdge] { [.top, .leading, .bottom, .trailing] }

    /// Keeps `scrollView` for each of `edge`'s edges.
    func keepContentScrollView(_ scrollView: ScrollView?, for edge: DirectionalRectEdge) {
        for single in Self.singleEdges where edge.contains(single) {
            contentScrollViews[single.rawValue] = scrollView
        }
    }
}

/// A container that shows its children's toolbar items (a navigation controller's toolbar shows
/// its top controller's). Other modules' containers conform.
package protocol ToolbarItemsContainer: ViewController {
    /// Called when `child`'s `toolbarItems` changed.
    func childToolbarItemsDidChange(_ child: ViewController)
}
