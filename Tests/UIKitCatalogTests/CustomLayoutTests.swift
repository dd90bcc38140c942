import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// A layout of the kind apps write: items down a diagonal, 60 apart, computed once in `prepare()`,
/// with a background decoration behind them.
final class DiagonalLayout: CollectionViewLayout {
    var cache: [CollectionViewLayoutAttributes] = []
    var prepared = 0
    override func prepare() {
        prepared += 1
        guard let collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * 60, y: CGFloat(item) * 60, width: 50, height: 50)
            return attributes
        }
        let background = CollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        background.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        background.zIndex = -1
        cache.append(background)
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 300) }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { cache.filter { $0.frame.intersects(rect) } }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { cache.first { $0.indexPath == indexPath } }
}

/// A flow layout that puts each line's items at its left, 10 apart, as apps' tag clouds do:
/// UIKit's spreading undone in `layoutAttributesForElements(in:)` on copies of super's.
final class LeftAlignedFlowLayout: CollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! CollectionViewLayoutAttributes }  // a copy is of its class
        var left = sectionInset.left, lineY: CGFloat = -1
        for element in attributes ?? [] where element.representedElementCategory == .cell {
            if element.frame.minY != lineY { (left, lineY) = (sectionInset.left, element.frame.minY) }
            element.frame.origin.x = left
            left += element.frame.width + minimumInteritemSpacing
        }
        return attributes
    }
}

/// A 150 × 150 collection of `tiles` placed by `layout`, its background decoration registered.
private func diagonal(_ layout: DiagonalLayout, _ tiles: Tiles) -> CollectionView {
    layout.register(CollectionReusableView.self, forDecorationViewOfKind: "background")
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 150, height: 150), collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    view.dataSource = tiles
    return view
}

/// `UICollectionViewLayout` subclassed as apps do: the collection view asks the layout.
@Suite struct CustomLayoutTests {
    @Test func aSubclassPlacesItemsAndDecorationsAndIsPreparedOncePerInvalidation() {
        let (layout, tiles) = (DiagonalLayout(), Tiles(4))
        let view = diagonal(layout, tiles)
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 300, height: 300))
        // Items 0-2 meet the 150 × 150 screen (item 2 at 120); item 3 at 180 does not.
        #expect(view.indexPathsForVisibleItems == (0..<3).map { IndexPath(item: $0, section: 0) })
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 60, y: 60, width: 50, height: 50))
        // The decoration is made from its registered class and sent behind the cells.
        #expect(view.subviews.first?.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(view.indexPathForItem(at: CGPoint(x: 130, y: 130)) == IndexPath(item: 2, section: 0))
        view.contentOffset = CGPoint(x: 100, y: 100)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == (1..<4).map { IndexPath(item: $0, section: 0) })
        #expect(layout.prepared == 1)  // scrolling does not invalidate this layout
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.prepared == 2)
    }

    @Test func aFlowLayoutSubclassAdjustsCopiesOfItsSupersAttributes() {
        let layout = LeftAlignedFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let tiles = Tiles(4)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        view.dataSource = tiles
        view.layoutIfNeeded()
        // Three 100s fit 320 with gaps of 10; UIKit's flow would spread them to x = 0, 110, 220
        // only because 320 - 300 = 20 shares out as 10 a gap; the fourth, alone on its line,
        // would be centred at 110: here it is at the left.
        let frames = (0..<4).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.origin }
        #expect(frames == [CGPoint(x: 0, y: 0), CGPoint(x: 110, y: 0), CGPoint(x: 220, y: 0), CGPoint(x: 0, y: 50)])
        // Super's own attributes are untouched: the fourth is still centred there.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 110)
    }

    @Test func attributesOfAnItemTheDataSourceLacksAreReportedAndSkipped() {
        let (layout, tiles) = (DiagonalLayout(), Tiles(1))
        let view = diagonal(layout, tiles)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            view.layoutIfNeeded()
            layout.cache.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 5, section: 0)))
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
        #expect(diagnostics.map(\.message) == ["DiagonalLayout gave attributes for item 5 of section 0, which \(view.keyDescription)'s "
            + "data source does not have (1 sections): skipped"])
    }
}
