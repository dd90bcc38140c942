import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitCatalog

/// A cell whose label hangs from the content view's top, with nothing holding the bottom.
private final class HangingCell: TableViewCell {
    let label = Label()
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.text = "Hanging"
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

private final class TwoHangingRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "hanging", for: indexPath)
    }
}

/// Self-sizing rows whose content fits in no height take UIKit's standard height.
@Suite struct CollapsedCellTests {
    @Test func aCollapsedSelfSizingRowTakesTheStandardHeightAndIsReportedOnce() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.register(HangingCell.self, forCellReuseIdentifier: "hanging")
        let rows = TwoHangingRows()
        table.dataSource = rows
        let (_, diagnostics) = LayoutDiagnostics.collect { table.layoutIfNeeded() }
        // Nothing reaches the content view's bottom: its fitted height is 0, so each row is 44
        // (the second starts at 44), and UIKit's warning comes once for the table.
        #expect(table.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 375, height: 44),
                                                   CGRect(x: 0, y: 44, width: 375, height: 44)])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("Detected a case where constraints ambiguously suggest a height of zero "
            + "for a table view cell's content view") == true)
    }
}

private final class StyleRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        cell.textLabel?.text = "Simple Layout"
        return cell
    }
}

extension CollapsedCellTests {
    @Test func aStyleCellTakesTheStandardHeightSilently() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
        let rows = StyleRows()
        table.dataSource = rows
        let (_, diagnostics) = LayoutDiagnostics.collect { table.layoutIfNeeded() }
        // The text label is centred: nothing reaches the bottom, the row is UIKit's 44, unreported.
        #expect(table.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 375, height: 44)])
        #expect(diagnostics.isEmpty)
    }
}
