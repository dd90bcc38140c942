import Foundation
import Testing
import AutoLayout
import UIKitCatalog
import Masonry

/// A cell sized by its label, 8 inside it.
final class TagCell: CollectionViewCell {
    let label = Label()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        label.mas.makeConstraints { $0.edges.equalToSuperview().inset(8) }
    }
    required init?(coder: NSCoder) { fatalError("not used: there are no nibs here") }
}

/// Items of text in `TagCell`s.
final class Items: CollectionViewDataSource {
    let texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell  // safe: registered below
        cell.label.text = texts[indexPath.item]
        return cell
    }
}

/// Collection views with a flow layout: fixed-size items spread along full lines, self-sizing items.
/// A 17-point line is 21 high (17 × 1.2 = 20.4, rounded up); a character is 10.2 wide.
@Suite struct CollectionViewTests {
    @Test func flowLayoutSpreadsFullLinesAndCentresALoneItem() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let items = Items(Array(repeating: "", count: 7))
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout)
        grid.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        grid.dataSource = items
        grid.layoutIfNeeded()
        // 359 of room: three 100s and two gaps of at least 10 fit; the 59 left over spreads to
        // gaps of 29.5: x = 8, 137.5, 267. Lines at y = 8, 118, 228; the seventh item is alone
        // and centred: 8 + (359 - 100) / 2 = 137.5.
        let frames = (0..<7).map { grid.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 8, y: 8, width: 100, height: 100))
        #expect(frames[1] == CGRect(x: 137.5, y: 8, width: 100, height: 100))
        #expect(frames[2] == CGRect(x: 267, y: 8, width: 100, height: 100))
        #expect(frames[3] == CGRect(x: 8, y: 118, width: 100, height: 100))
        #expect(frames[6] == CGRect(x: 137.5, y: 228, width: 100, height: 100))
        #expect(grid.contentSize == CGSize(width: 375, height: 336))  // 228 + 100 + 8
    }

    @Test func selfSizingItemsTakeTheirCellsFittedSizes() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        let items = Items(["Hello", "Hi"])
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout)
        grid.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        grid.dataSource = items
        grid.layoutIfNeeded()
        // "Hello": 5 × 10.2 = 51 wide, 21 high, + 8 around: 67 × 37; "Hi": 20.4 → 21, + 16 = 37.
        // Two items spread across 375: the second ends at the right edge (375 - 37 = 338).
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 67, height: 37))
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 338, y: 0, width: 37, height: 37))
        #expect(grid.contentSize.height == 37)
    }
}
