import Foundation
import Testing
import AutoLayout
import UIKitCatalog
import Masonry
import UIKitRuntime
import LayoutTestSupport

/// A cell with one label held 12 inside its content view, as self-sizing cells are written.
final class TextRowCell: TableViewCell {
    let label = Label()
    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        contentView.addSubview(label)
        label.mas.makeConstraints { $0.edges.equalToSuperview().inset(12) }
    }
    required init?(coder: NSCoder) { fatalError("not used: there are no nibs here") }
}

/// Rows of text in `TextRowCell`s, noting the rows shown.
final class Rows: TableViewDataSource, TableViewDelegate {
    var texts: [String]
    var shown: [IndexPath] = []
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! TextRowCell  // safe: registered below
        cell.label.text = texts[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        shown.append(indexPath)
    }
}

/// Two sections of one row, each with a title.
final class TitledRows: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
}

/// Table views laid out row by row: self-sizing rows measured on screen, others estimated; cells
/// reused; fixed heights, header views and inset grouped rows; plain section headers. A 17-point
/// line is 21 high (17 × 1.2 = 20.4, rounded up); a character is 10.2 wide.
@Suite struct TableViewTests {
    func table(_ rows: Rows, height: CGFloat) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: height), style: .plain)
        table.register(TextRowCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    @Test func selfSizingRowsOnScreenAreMeasuredOthersEstimated() {
        let rows = Rows(Array(repeating: "Hi", count: 10))
        let table = table(rows, height: 200)
        // A row: 12 + 21 + 12 = 45 of content, + 0.5 of separator = 45.5. Rows start at 0, 45.5,
        // 91, 136.5, 182: five reach into the 200 on screen; the other five count 44 each.
        #expect(table.visibleCells.count == 5)
        #expect(rows.shown == (0..<5).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentSize == CGSize(width: 375, height: 5 * 45.5 + 5 * 44))  // 447.5
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextRowCell
        #expect(cell?.frame == CGRect(x: 0, y: 45.5, width: 375, height: 45.5))
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 45))
        #expect(cell?.label.frame == CGRect(x: 12, y: 12, width: 351, height: 21))
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
    }

    @Test func scrollingShowsRowsFurtherDownAndReusesCells() {
        let rows = Rows(Array(repeating: "Hi", count: 10))
        let table = table(rows, height: 200)
        let made = (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        // Rows 0-4 end at 227.5; row 5 (estimated 44) ends at 271.5, above 300; row 6 starts at
        // 271.5 and is measured (45.5), then 7, 8, 9: 317, 362.5, 408.
        #expect(table.indexPathsForVisibleRows == (6..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == CGRect(x: 0, y: 408, width: 375, height: 45.5))
        #expect(table.contentSize.height == 453.5)  // 5 × 45.5 + 44 + 4 × 45.5
        // Rows 0-4 left the screen: their cells, given back in row order, serve rows 6-9, the
        // last given back first (row 6 gets row 4's cell, row 9 row 1's); no new cell is made.
        let reused = (6..<10).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(zip(reused, [made[4], made[3], made[2], made[1]]).allSatisfy { $0 === $1 })
    }

    @Test func fixedRowHeightHeaderViewAndInsetGroupedRows() {
        let rows = Rows(["a", "b"])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .insetGrouped)
        table.register(TextRowCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 60
        let header = View(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        table.tableHeaderView = header
        table.dataSource = rows
        table.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
        // Grouped: 18 before the section; inset by 16 at each side on a 375-wide phone.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 16, y: 118, width: 343, height: 60))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 16, y: 178, width: 343, height: 60))
        #expect(table.contentSize.height == 256)  // 100 + 18 + 60 + 60 + 18
    }

    @Test func dequeueingAnUnregisteredIdentifierIsReported() {
        let table = TableView(frame: .zero, style: .plain)
        let (cell, diagnostics) = LayoutDiagnostics.collect {
            table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 2, section: 1))
        }
        #expect(cell.reuseIdentifier == "missing")
        #expect(diagnostics.map(\.message).first?.hasPrefix(
            "No cell class registered for reuse identifier \"missing\" (row 2 of section 1 of TableView:") == true)
    }

    @Test func plainSectionHeadersGetiOS15sTopPadding() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.rowHeight = 44
        let rows = TitledRows()
        table.dataSource = rows
        table.layoutIfNeeded()
        // Each section: 22 of padding, a 28-high titled header, one 44 row: 94.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144)  // 94 + 22 + 28
        table.sectionHeaderTopPadding = 0
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 100)  // 28 + 44 + 28
    }

    /// A table that counts what UIKit tells it of its adjusted inset.
    private final class CountingTable: TableView {
        var changes = 0
        override func adjustedContentInsetDidChange() { changes += 1 }
    }

    @Test func aTableUnderBarsStartsScrolledToItsFirstRowAndStaysWhereTheUserScrolled() {
        // UIKit keeps a scroll view that was at its top at its top when the safe area grows: a
        // table under 47 of status bar and 44 of navigation bar has contentOffset.y −91.
        let content = TableViewController(style: .plain)
        let table = CountingTable(frame: .zero, style: .plain)
        content.tableView = table
        let navigation = NavigationController(rootViewController: content)
        _ = present(navigation)
        #expect(table.adjustedContentInset.top == 91)    // 47 + 44
        #expect(table.contentOffset == CGPoint(x: 0, y: -91))
        let told = table.changes  // at least once (the bars may arrive one by one)
        #expect(told >= 1)
        // Scrolled by the user, it stays where it is when the bars change.
        table.contentOffset = CGPoint(x: 0, y: 200)
        content.additionalSafeAreaInsets.top = 10
        content.view.layoutIfNeeded()
        #expect(table.adjustedContentInset.top == 101 && table.contentOffset.y == 200 && table.changes == told + 1)
        // `contentInset` set by the app moves nothing, as in UIKit.
        table.contentOffset = CGPoint(x: 0, y: -101)
        table.contentInset.top = 20
        #expect(table.adjustedContentInset.top == 121 && table.contentOffset.y == -101 && table.changes == told + 2)
    }

    @Test func aTableControllersTableIsTheScreensSizeAsEveryControllersView() {
        // UIKit makes a controller's view, a table controller's table too, the size of the
        // screen, resizing with its container.
        let controller = TableViewController(style: .grouped)
        #expect(controller.tableView.frame == Screen.main.bounds && controller.view === controller.tableView)
        #expect(controller.tableView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(controller.tableView.dataSource === controller && controller.tableView.style == .grouped)
    }
}
