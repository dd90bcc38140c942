import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A collection view's data source fed by snapshots (UIKit's `UICollectionViewDiffableDataSource`).
open class CollectionViewDiffableDataSource<Section: Hashable, Item: Hashable>: CollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (CollectionView, IndexPath, Item) -> CollectionViewCell?

    private var core: DiffableCore<Section, Item, CollectionView, CollectionViewCell>

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        core = DiffableCore(list: collectionView, cellProvider: cellProvider)
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the collection reloads and lays out again; `completion` runs after.
    open func apply(_ snapshot: DiffableDataSourceSnapshot<Section, Item>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        core.current = snapshot
        core.reloadList(then: completion)
    }

    /// A copy of what is shown.
    public func snapshot() -> DiffableDataSourceSnapshot<Section, Item> { core.current }
    /// The item at `indexPath`, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> Item? { core.itemIdentifier(for: indexPath) }
    /// Where `item` is shown, if it is.
    public func indexPath(for item: Item) -> IndexPath? { core.indexPath(for: item) }

    public func numberOfSections(in collectionView: CollectionView) -> Int { core.current.numberOfSections }
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        core.current.numberOfItems(inSectionAt: section)
    }
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        core.cell(in: collectionView, at: indexPath, position: "item \(indexPath.item)") { CollectionViewCell(frame: .zero) }
    }
}
