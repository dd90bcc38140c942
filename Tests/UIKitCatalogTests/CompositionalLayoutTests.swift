import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// Plain cells, with headers and badges as supplementary views.
final class Tiles: CollectionViewDataSource {
    let counts: [Int]
    init(_ counts: Int...) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "extra", for: indexPath)
    }
}

private func grid(_ layout: CollectionViewLayout, _ tiles: Tiles, width: CGFloat = 390, height: CGFloat = 600) -> CollectionView {
    let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    for kind in [CollectionView.elementKindSectionHeader, "badge"] {
        grid.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "extra")
    }
    grid.dataSource = tiles
    grid.layoutIfNeeded()
    return grid
}

private func frame(_ grid: CollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    grid.cellForItem(at: IndexPath(item: item, section: section))?.frame
}

/// `UICollectionViewCompositionalLayout`: groups repeated down a section, items measured in their
/// group, spacing, estimated heights, headers, orthogonal rows, badges and lists.
@Suite struct CompositionalLayoutTests {
    @Test func aGroupRepeatsItsItemWhileItFitsAndTheSectionRepeatsTheGroup() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.interGroupSpacing = 8
        let view = grid(CollectionViewCompositionalLayout(section: section), Tiles(5))
        // Groups are 390 - 20 = 370 wide; an item is half of that, 185, inset 4: two fit a group.
        #expect(frame(view, 0) == CGRect(x: 14, y: 4, width: 177, height: 92))
        #expect(frame(view, 1) == CGRect(x: 199, y: 4, width: 177, height: 92))  // 10 + 185 + 4
        #expect(frame(view, 2) == CGRect(x: 14, y: 112, width: 177, height: 92))  // 100 + 8 + 4
        #expect(frame(view, 4) == CGRect(x: 14, y: 220, width: 177, height: 92))  // 2 × 108 + 4
        #expect(view.contentSize == CGSize(width: 390, height: 316))  // three groups of 100 and two gaps of 8
    }

    @Test func aCountedGroupSharesItsWidthAndFlexibleSpacingSharesTheRoomLeft() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        let counted = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       repeatingSubitem: item, count: 3)
        counted.interItemSpacing = .fixed(10)
        let first = grid(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: counted)), Tiles(3), width: 380)
        // (380 - 2 × 10) / 3 = 120 each, whatever the item's own width says.
        #expect(frame(first, 0) == CGRect(x: 0, y: 0, width: 120, height: 50))
        #expect(frame(first, 1) == CGRect(x: 130, y: 0, width: 120, height: 50))
        #expect(frame(first, 2) == CGRect(x: 260, y: 0, width: 120, height: 50))

        let flexible = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                        subitems: [item])
        flexible.interItemSpacing = .flexible(10)
        let second = grid(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: flexible)), Tiles(3))
        // Three 100s and two gaps of at least 10 fit 390 (a fourth would reach 430); the 70 left
        // over goes to the gaps, 35 each: x = 0, 145, 290.
        #expect(frame(second, 0)?.minX == 0)
        #expect(frame(second, 1)?.minX == 145)
        #expect(frame(second, 2)?.minX == 290)
    }

    @Test func estimatedHeightsTakeTheHeightTheCellsFitInAList() {
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        view.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let items = Items(["Hello", "Hi", "Hey"])
        view.dataSource = items
        view.layoutIfNeeded()
        // A 17-point line is 21 high; the label is inset 8 above and below: rows of 37, full width.
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 390, height: 37))
        #expect(frame(view, 1) == CGRect(x: 0, y: 37, width: 390, height: 37))
        #expect(frame(view, 2) == CGRect(x: 0, y: 74, width: 390, height: 37))
        #expect(view.contentSize.height == 111)
    }

    @Test func aPinnedHeaderStaysOnScreenWhileItsSectionShows() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let tiles = Tiles(3, 3)  // the data source is held weakly, as UIKit's is
        let view = grid(CollectionViewCompositionalLayout(section: section), tiles, height: 200)
        let first = IndexPath(item: 0, section: 0)
        #expect(view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: first)?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 30))
        #expect(frame(view, 0) == CGRect(x: 0, y: 30, width: 390, height: 100))
        #expect(view.contentSize.height == 660)  // two sections of 30 + 3 × 100
        view.contentOffset = CGPoint(x: 0, y: 120)
        view.layoutIfNeeded()
        // Section 0 runs from 0 to 330: its header stays at the top of the screen, y = 120.
        #expect(view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: first)?.frame.minY == 120)
        view.contentOffset = CGPoint(x: 0, y: 320)
        view.layoutIfNeeded()
        // Near the end of section 0 its header is pushed up with it: 330 - 30 = 300.
        #expect(view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: first)?.frame.minY == 300)
        #expect(view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 330)
    }

    @Test func anOrthogonalSectionLaysItsGroupsInOneRowPastTheEdge() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let view = grid(CollectionViewCompositionalLayout(section: section), Tiles(3))
        // Groups of 0.8 × 390 = 312 side by side: x = 0, 322, 644; the third is off screen.
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 312, height: 100))
        #expect(frame(view, 1) == CGRect(x: 322, y: 0, width: 312, height: 100))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 644)
        #expect(view.contentSize == CGSize(width: 390, height: 100))
    }

    @Test func aBadgeSitsOnItsItemsCornerByItsAnchor() {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
                                        supplementaryItems: [badge])
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 0, trailing: 0)
        let view = grid(CollectionViewCompositionalLayout(section: section), Tiles(1))
        // Inside the top-trailing corner (100, 20) is x = 120 - 20, y = 20; half its size out: (110, 10).
        #expect(view.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 110, y: 10, width: 20, height: 20))
    }

    @Test func aSectionProviderSeesTheContainerAndAMissingSectionIsReported() {
        var widths: [CGFloat] = []
        let layout = CollectionViewCompositionalLayout { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            guard index == 0 else { return nil }
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
            return CollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
        }
        let empty = CollectionView(frame: .zero, collectionViewLayout: layout)
        let tiles = Tiles(2, 2)
        empty.dataSource = tiles
        empty.layoutIfNeeded()
        empty.frame = CGRect(x: 0, y: 0, width: -18, height: -15)  // as constraints it cannot meet may leave it
        empty.layoutIfNeeded()
        #expect(widths.isEmpty && empty.contentSize == .zero)  // no section is asked for at no size
        let (view, diagnostics) = LayoutDiagnostics.collect { grid(layout, Tiles(2, 2)) }
        #expect(widths == [390, 390])
        #expect(frame(view, 1) == CGRect(x: 0, y: 40, width: 390, height: 40))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(diagnostics.map(\.message) == ["The section provider of \(view.keyDescription)'s compositional layout gave no section "
            + "for section 1 (UIKit raises an exception): its items are not placed"])
    }
}
