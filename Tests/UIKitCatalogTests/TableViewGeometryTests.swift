import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// Two sections of one row, each with a header view.
private final class HeadedRows: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        TableViewHeaderFooterView(reuseIdentifier: nil)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
}

/// A table's rectangles and views by section, rows by point, and editing.
@Suite struct TableViewGeometryTests {
    @Test func sectionsHeadersAndRowsAreFoundWhereTheyWereLaidOut() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let rows = HeadedRows()
        table.sectionHeaderTopPadding = 0
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        // Each section: a 30 header, one 44 row, no footer: 74; the second starts at 74.
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 74, width: 320, height: 74))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 74, width: 320, height: 30))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 148, width: 320, height: 0))
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 74, width: 320, height: 30))
        #expect(table.footerView(forSection: 1) == nil)
        // (10, 110) is in the second row: 74 + 30 = 104 to 148.
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 110)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 80)) == nil)  // a header
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 320, height: 110)) == [
            IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1)])
    }

    @Test func editingReachesTheCells() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        let rows = HeadedRows()
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        table.setEditing(true, animated: true)
        #expect(table.isEditing && table.visibleCells.allSatisfy(\.isEditing) && table.style == .grouped)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 2 && table.visibleCells.allSatisfy(\.isEditing))  // cells made later follow it
    }
}
