import AutoLayout
import Foundation

/// A collection view's data source fed by snapshots (UIKit's `UICollectionViewDiffableDataSource`).
open class CollectionViewDiffableDataSource<Section: Hashable, Item: Hashable>: CollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (CollectionView, IndexPath, Item) -> CollectionViewCell?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = DiffableDataSourceSnapshot<Section, Item>()

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the collection reloads and lays out again; `completion` runs after.
    open func apply(_ snapshot: DiffableDataSourceSnapshot<Section, Item>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        collectionView?.layoutIfNeeded()
        completion?()
    }

    /// A copy of what is shown.
    public func snapshot() -> DiffableDataSourceSnapshot<Section, Item> { current }
    /// The item at `indexPath`, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> Item? { current.item(inSectionAt: indexPath.section, at: indexPath.item) }
    /// Where `item` is shown, if it is.
    public func indexPath(for item: Item) -> IndexPath? {
        current.position(of: item).map { IndexPath(item: $0.index, section: $0.section) }
    }

    public func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                "The cell provider gave no cell for item \(indexPath.item) of section \(indexPath.section); a default cell shows"))
            return CollectionViewCell(frame: .zero)
        }
        return cell
    }
}
