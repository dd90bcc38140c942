import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A table view's data source fed by snapshots (UIKit's `UITableViewDiffableDataSource`): set as
/// the table's `dataSource` when made; `cellProvider` makes each row's cell.
open class TableViewDiffableDataSource<Section: Hashable, Item: Hashable>: TableViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (TableView, IndexPath, Item) -> TableViewCell?

    private var core: DiffableCore<Section, Item, TableView, TableViewCell>
    /// What kind of change `apply` shows (kept: nothing animates here).
    public var defaultRowAnimation = TableView.RowAnimation.automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        core = DiffableCore(list: tableView, cellProvider: cellProvider)
        tableView.dataSource = self
    }

    /// Shows `snapshot`: the table reloads and lays out again; `completion` runs after.
    open func apply(_ snapshot: DiffableDataSourceSnapshot<Section, Item>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        core.current = snapshot
        core.reloadList(then: completion)
    }

    /// A copy of what is shown.
    public func snapshot() -> DiffableDataSourceSnapshot<Section, Item> { core.current }
    /// The item at `indexPath`, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> Item? { core.itemIdentifier(for: indexPath) }
    /// Where `item` is shown, if it is.
    public func indexPath(for item: Item) -> IndexPath? { core.indexPath(for: item) }

    public func numberOfSections(in tableView: TableView) -> Int { core.current.numberOfSections }
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        core.current.numberOfItems(inSectionAt: section)
    }
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        core.cell(in: tableView, at: indexPath, position: "row \(indexPath.row)") {
            TableViewCell(style: .default, reuseIdentifier: nil)
        }
    }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
