import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A section of a storyboard's static table (`dataMode="static"`): its cells, made once as the
/// table loads, their heights where the document sets one, and the section's titles.
package struct StaticTableSection {
    package var cells: [TableViewCell]
    package var rowHeights: [CGFloat?]
    package var headerTitle: String?
    package var footerTitle: String?

    package init(cells: [TableViewCell], rowHeights: [CGFloat?], headerTitle: String?, footerTitle: String?) {
        (self.cells, self.rowHeights, self.headerTitle, self.footerTitle) = (cells, rowHeights, headerTitle, footerTitle)
    }
}

extension TableViewController {
    /// The static section `index`, if the table is static and has it.
    func staticSection(_ index: Int) -> StaticTableSection? {
        guard let sections = staticSections, sections.indices.contains(index) else { return nil }
        return sections[index]
    }
}

extension Array {
    /// The element at `index`, or nil past the ends.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
