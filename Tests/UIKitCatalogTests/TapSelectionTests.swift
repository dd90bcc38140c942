import Foundation
import Testing
import AutoLayout
import UIKitCatalog
import UIKitRuntime

/// Three plain rows 44 high, recording what the table tells its delegate.
private final class RecordingRows: TableViewDataSource, TableViewDelegate {
    var calls: [String] = []
    var refused: Set<Int> = []
    var unhighlightable: Set<Int> = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { !unhighlightable.contains(indexPath.row) }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) { calls.append("highlight \(indexPath.row)") }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) { calls.append("unhighlight \(indexPath.row)") }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return refused.contains(indexPath.row) ? nil : indexPath
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("endDisplaying \(indexPath.row)")
    }
}

/// Items 100 × 100 in a flow layout, recording what the collection tells its delegate.
private final class RecordingItems: CollectionViewDataSource, CollectionViewDelegate {
    var calls: [String] = []
    var refused: Set<Int> = []
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refused.contains(indexPath.item)
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) { calls.append("highlight \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.item)") }
}

@MainActor private func table(_ rows: RecordingRows) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.rowHeight = 44
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    return table
}

@MainActor private func collection(_ items: RecordingItems) -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
    collection.dataSource = items
    collection.delegate = items
    collection.layoutIfNeeded()
    return collection
}

/// A tap on a row or an item selects it, asking the delegate as UIKit does.
@Suite @MainActor struct TapSelectionTests {
    @Test func aTapHighlightsThenSelectsTheRowUnderIt() {
        let rows = RecordingRows()
        let table = table(rows)
        table.tap(at: CGPoint(x: 10, y: 50))  // rows are 44 high: y 50 is row 1 (44 ..< 88)
        #expect(rows.calls == ["highlight 1", "unhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        rows.calls = []
        table.tap(at: CGPoint(x: 10, y: 100))  // row 2 (88 ..< 132): row 1 is deselected first
        #expect(rows.calls == ["highlight 2", "unhighlight 2", "willSelect 2", "willDeselect 1", "didDeselect 1", "didSelect 2"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test func theDelegateMayRefuseTheHighlightOrTheSelection() {
        let rows = RecordingRows()
        rows.refused = [0]
        rows.unhighlightable = [2]
        let table = table(rows)
        table.tap(at: CGPoint(x: 10, y: 10))
        table.tap(at: CGPoint(x: 10, y: 100))
        #expect(rows.calls == ["highlight 0", "unhighlight 0", "willSelect 0"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aDragIsAScrollAndSelectsNothing() {
        let rows = RecordingRows()
        let table = table(rows)
        table.drag(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 10, y: 80))  // 30 points: past the 10-point slop
        #expect(rows.calls == ["highlight 1", "unhighlight 1"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func withSeveralSelectionsATapOnASelectedRowDeselectsIt() {
        let rows = RecordingRows()
        let table = table(rows)
        table.allowsMultipleSelection = true
        table.tap(at: CGPoint(x: 10, y: 10))
        table.tap(at: CGPoint(x: 10, y: 50))
        table.tap(at: CGPoint(x: 10, y: 10))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(rows.calls.filter { !$0.contains("highlight") } == ["willSelect 0", "didSelect 0", "willSelect 1", "didSelect 1",
                                                                    "willDeselect 0", "didDeselect 0"])
    }

    @Test func cellsLeavingOnAReloadAreToldEndedDisplaying() {
        let rows = RecordingRows()
        let table = table(rows)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(rows.calls == ["endDisplaying 0", "endDisplaying 1", "endDisplaying 2"])
    }

    @Test func aTapOnAnItemSelectsItAndDeselectsTheOther() {
        let items = RecordingItems()
        items.refused = [2]
        let collection = collection(items)
        collection.tap(at: CGPoint(x: 50, y: 50))   // item 0 at x 0 ..< 100
        collection.tap(at: CGPoint(x: 150, y: 50))  // item 1 at x 110 ..< 210 (10 between items)
        collection.tap(at: CGPoint(x: 250, y: 50))  // item 2 at x 220 ..< 320, refused
        #expect(items.calls == ["highlight 0", "didSelect 0", "highlight 1", "didDeselect 0", "didSelect 1", "highlight 2"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == false)
    }
}

/// A table controller as apps subclass it: overriding what UIKit's declares.
private final class RedirectingTableController: TableViewController {
    var selectedRows: [Int] = []
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        IndexPath(row: 0, section: indexPath.section)
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selectedRows.append(indexPath.row) }
}

/// A collection controller as apps subclass it.
private final class GridController: CollectionViewController {
    var selectedItems: [Int] = []
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selectedItems.append(indexPath.item) }
}

/// A scroll view's delegate, told of animated scrolling's end and of zooming.
private final class ScrollRecorder: ScrollViewDelegate {
    var calls: [String] = []
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("animation ended") }
    func scrollViewDidZoom(_ scrollView: ScrollView) { calls.append("zoom \(scrollView.zoomScale)") }
}

@Suite @MainActor struct ListControllerTests {
    @Test func aTableControllersOverridesAnswerTheTap() {
        let controller = RedirectingTableController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        controller.view.layoutIfNeeded()
        controller.tableView.tap(at: CGPoint(x: 10, y: 120))  // row 2 (100 ..< 150), redirected to row 0
        #expect(controller.selectedRows == [0])
        controller.beginAppearanceTransition(true, animated: false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)  // cleared as the view appears
    }

    @Test func aCollectionControllerFeedsItsCollection() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let controller = GridController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout)
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        controller.view.layoutIfNeeded()
        #expect(controller.collectionView.visibleCells.count == 4)
        // One line of four spread across 320: (320 - 4 × 50) / 3 = 40 between, so item 1 is at x 90 ..< 140.
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 90)
        controller.collectionView.tap(at: CGPoint(x: 100, y: 20))
        #expect(controller.selectedItems == [1])
        #expect(controller.collectionView.collectionViewLayout === layout)
    }

    @Test func aScrollViewTellsAnimatedScrollingsEndAndZooming() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = ScrollRecorder()
        scroll.delegate = recorder
        scroll.contentSize = CGSize(width: 100, height: 400)
        scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)  // no move: nothing to tell
        scroll.maximumZoomScale = 3
        scroll.setZoomScale(2, animated: false)
        scroll.setZoomScale(5, animated: false)  // kept within the maximum, 3
        #expect(recorder.calls == ["animation ended", "zoom 2.0", "zoom 3.0"])
    }
}
