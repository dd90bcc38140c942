import AutoLayout
import Foundation

extension TableViewCell {
    /// The content view's margins UIKit gives a cell `width` wide.
    static func contentMargins(forWidth width: CGFloat) -> DirectionalEdgeInsets {
        let side: CGFloat = width >= 414 ? 20 : 16
        return DirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    /// Gives the content view UIKit's margins for the cell's width, unless screen code has set
    /// others (margins other than the ones this last gave).
    func updateContentMargins() {
        let margins = Self.contentMargins(forWidth: bounds.width)
        let current = contentView.directionalLayoutMargins
        // A view's own default, or what this gave before.
        let untouched = current == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            || current == Self.contentMargins(forWidth: 320) || current == Self.contentMargins(forWidth: 414)
        guard untouched, current != margins else { return }
        contentView.directionalLayoutMargins = margins
    }
}
