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
    /// Whether the selection is cleared when the view appears (kept).
    public var clearsSelectionOnViewWillAppear = true

    /// A controller with a table of `style`.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
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

    /// Makes the table, fed by this controller, the screen's size as every controller's view is.
    open override func loadView() {
        let table = TableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        makeDefaultView(table)
    }

    // The data source and delegate methods, to override.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
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
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}
