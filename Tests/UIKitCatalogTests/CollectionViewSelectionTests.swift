import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// Numbered items that can be moved, configured through a cell registration.
private final class Numbers: CollectionViewDataSource {
    var numbers: [Int]
    var moves: [String] = []
    let registration = CollectionView.CellRegistration<TagCell, Int> { cell, _, number in cell.label.text = "\(number)" }
    init(_ count: Int) { numbers = Array(0..<count) }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: numbers[indexPath.item])
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: CollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
        moves.append("\(source.item)→\(destination.item)")
        numbers.insert(numbers.remove(at: source.item), at: destination.item)
    }
}

/// Selection, hit testing, registrations and moving items in a collection view.
@Suite struct CollectionViewSelectionTests {
    /// Four 100-point items in a 375-wide row of three: x = 8, 137.5, 267, then the fourth below.
    private func grid(_ numbers: Numbers) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout)
        grid.dataSource = numbers
        grid.layoutIfNeeded()
        return grid
    }

    @Test func registrationsConfigureTheirCells() {
        let grid = grid(Numbers(4))
        let third = grid.cellForItem(at: IndexPath(item: 2, section: 0)) as? TagCell
        #expect(third?.label.text == "2")
    }

    @Test func selectionKeepsItsItemsAndTheirCellsShowIt() {
        let grid = grid(Numbers(4))
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 1, section: 0)
        grid.selectItem(at: first, animated: false, scrollPosition: [])
        grid.selectItem(at: second, animated: false, scrollPosition: [])  // single selection: the first goes
        #expect(grid.indexPathsForSelectedItems == [second])
        #expect(grid.cellForItem(at: second)?.isSelected == true && grid.cellForItem(at: first)?.isSelected == false)
        grid.allowsMultipleSelection = true
        grid.selectItem(at: first, animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [first, second])
        grid.deselectItem(at: second, animated: false)
        #expect(grid.indexPathsForSelectedItems == [first])
        grid.reloadData()
        #expect(grid.indexPathsForSelectedItems == [])  // a reload clears it, as UIKit's does
    }

    @Test func itemsAreFoundByPointAndSupplementsByKind() {
        let grid = grid(Numbers(4))
        // (150, 50) is in the second item, x 137.5…237.5; (120, 50) is in the gap.
        #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 50)) == IndexPath(item: 1, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 120, y: 50)) == nil)
        #expect(grid.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).isEmpty)
        let background = View()
        grid.backgroundView = background
        grid.contentOffset = CGPoint(x: 0, y: 10)
        grid.layoutIfNeeded()
        // It fills the bounds, which start at the offset: it does not scroll.
        #expect(background.frame == CGRect(x: 0, y: 10, width: 375, height: 400) && grid.subviews.first === background)
    }

    @Test func anItemMovedByHandGoesWhereItWasTaken() {
        let numbers = Numbers(4)
        let grid = grid(numbers)
        #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 300, y: 50))  // over the third item
        grid.endInteractiveMovement()
        #expect(numbers.moves == ["0→2"] && numbers.numbers == [1, 2, 0, 3])
        #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))  // not laid out
    }
}
