import AutoLayout
import Foundation

/// A table view's data source fed by snapshots (UIKit's `UITableViewDiffableDataSource`): set as
/// the table's `dataSource` when made; `cellProvider` makes each row's cell.
open class TableViewDiffableDataSource<Section: Hashable, Item: Hashable>: TableViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (TableView, IndexPath, Item) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = DiffableDataSourceSnapshot<Section, Item>()
    /// What kind of change `apply` shows (kept: nothing animates here).
    public var defaultRowAnimation = TableView.RowAnimation.automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Shows `snapshot`: the table reloads and lays out again; `completion` runs after.
    open func apply(_ snapshot: DiffableDataSourceSnapshot<Section, Item>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        tableView?.layoutIfNeeded()
        completion?()
    }

    /// A copy of what is shown.
    public func snapshot() -> DiffableDataSourceSnapshot<Section, Item> { current }
    /// The item at `indexPath`, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> Item? { current.item(inSectionAt: indexPath.section, at: indexPath.row) }
    /// Where `item` is shown, if it is.
    public func indexPath(for item: Item) -> IndexPath? {
        current.position(of: item).map { IndexPath(row: $0.index, section: $0.section) }
    }

    public func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                "The cell provider gave no cell for row \(indexPath.row) of section \(indexPath.section); a default cell shows"))
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
