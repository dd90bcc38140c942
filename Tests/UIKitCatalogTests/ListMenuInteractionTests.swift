import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// Tables' and collections' context-menu interactions and tables' separator effect.
@Suite struct ListMenuInteractionTests {
    @Test func listsHaveNoMenuInteractionWithoutMenuMethodsAndKeepTheSeparatorEffect() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let collection = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        #expect(table.contextMenuInteraction == nil && collection.contextMenuInteraction == nil)
        #expect(table.separatorEffect == nil)
        let effect = BlurEffect(style: .systemMaterial)
        table.separatorEffect = effect
        #expect(table.separatorEffect === effect)
    }
}
