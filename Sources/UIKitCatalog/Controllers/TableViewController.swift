import AutoLayout
import UIKitRuntime
import Foundation

/// A controller whose view is a table it feeds (UIKit's `UITableViewController`): the table's data
/// source and delegate is the controller, and subclasses override the methods they answer.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UITableViewController", TableViewController.self) }

    /// The style the table is made with.
    public let style: TableView.Style
    /// Whether the selected rows are deselected each time the view is about to appear.
    open var clearsSelectionOnViewWillAppear = true

    /// Deselects the table's rows when `clearsSelectionOnViewWillAppear` says so, as UIKit does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, isViewLoaded else { return }
        for indexPath in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: indexPath, animated: animated) }
    }

    /// A controller with a table of `style`.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table, from a nib where UIKit would load one (none here).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a plain table.
    public convenience init() { self.init(style: .plain) }

    /// Made as on iOS without an archive (see `ViewController.init(coder:)`): a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The table, which is the controller's view.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// The sections of a storyboard's static table: its cells, made once, and titles.
    package var staticSections: [StaticTableSection]?

    /// Makes the table, fed by this controller, the screen's size as every controller's view is;
    /// a storyboard scene's or xib's table when it has one (fed by this controller unless the
    /// document connects another).
    open override func loadView() {
        if let archived = loadArchivedView() {
            view = archived
            if let table = archived as? TableView {
                if table.dataSource == nil { table.dataSource = self }
                if table.delegate == nil { table.delegate = self }
            }
            return
        }
        let table = TableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        makeDefaultView(table)
    }

    // The data source and delegate methods, to override; a static table's content by default.
    open func numberOfSections(in tableView: TableView) -> Int { staticSections?.count ?? 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        staticSection(section)?.cells.count ?? 0
    }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        staticSection(indexPath.section)?.cells[safe: indexPath.row] ?? TableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { staticSection(section)?.headerTitle }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { staticSection(section)?.footerTitle }
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        staticSection(indexPath.section)?.rowHeights[safe: indexPath.row].flatMap { $0 } ?? tableView.rowHeight
    }
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        nil
    }
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        nil
    }
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
