import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// Diffable data sources, as iOS 13+ screens feed their lists.
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable { case favourites, all }
    struct Contact: Hashable { let name: String }

    @Test func aSnapshotFeedsTheTableAndApplyingAnotherReloadsIt() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.register(TextRowCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let source = TableViewDiffableDataSource<Section, Contact>(tableView: table) { table, indexPath, contact in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath) as? TextRowCell
            cell?.label.text = contact.name
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems([Contact(name: "Ada")], toSection: .favourites)
        snapshot.appendItems([Contact(name: "Grace"), Contact(name: "Alan")], toSection: .all)
        source.apply(snapshot, animatingDifferences: false)
        // Three rows of 44, the sections without headers (plain style): 0, 44, 88.
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
        #expect((table.cellForRow(at: IndexPath(row: 1, section: 1)) as? TextRowCell)?.label.text == "Alan")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 88, width: 375, height: 44))
        #expect(source.indexPath(for: Contact(name: "Grace")) == IndexPath(row: 0, section: 1))

        snapshot.insertItems([Contact(name: "Barbara")], beforeItem: Contact(name: "Grace"))
        snapshot.deleteItems([Contact(name: "Ada")])
        source.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 1)) as? TextRowCell)?.label.text == "Barbara")
        #expect(source.snapshot().itemIdentifiers.map(\.name) == ["Barbara", "Grace", "Alan"])
    }
}
