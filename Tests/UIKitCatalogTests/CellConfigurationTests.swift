import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog

/// Cells' background configurations and their update handler, following the cell's state.
@Suite struct CellConfigurationTests {
    @Test func aBackgroundConfigurationIsDrawnAndFollowsSelection() {
        let cell = TableViewCell(style: .default, reuseIdentifier: "row")
        var background = BackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 10
        cell.backgroundConfiguration = background
        #expect(cell.backgroundColor == .secondarySystemGroupedBackground && cell.layer.cornerRadius == 10)
        cell.isSelected = true
        #expect(cell.backgroundColor == .systemGray4)  // the selected state's grey
        cell.isSelected = false
        #expect(cell.backgroundColor == .secondarySystemGroupedBackground && cell.reuseIdentifier == "row")
    }

    @Test func theUpdateHandlerRunsAsTheStateChanges() {
        let cell = CollectionViewCell()
        var states: [String] = []
        cell.configurationUpdateHandler = { _, state in states.append("selected \(state.isSelected), highlighted \(state.isHighlighted)") }
        cell.isHighlighted = true
        cell.isHighlighted = true  // no change: no update
        cell.isSelected = true
        #expect(states == ["selected false, highlighted true", "selected true, highlighted true"])
        #expect(cell.configurationState.traitCollection.userInterfaceIdiom == .phone)
    }
}
