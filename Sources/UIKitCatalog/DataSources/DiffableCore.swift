import AutoLayout
import Foundation

/// A list a diffable data source feeds: a table or a collection view.
protocol DiffableList: ScrollView {
    func reloadData()
}

extension TableView: DiffableList {}
extension CollectionView: DiffableList {}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What both diffable data sources do: keep the snapshot shown, reload and lay out their list when
/// another is applied, map index paths to items, and ask the cell provider for each cell (a
/// provider that gives none is reported, and the source's default cell shows).
struct DiffableCore<Section: Hashable, Item: Hashable, List: DiffableList, Cell: View> {
    typealias CellProvider = (List, IndexPath, Item) -> Cell?

    private weak var list: List?
    private let cellProvider: CellProvider
    /// The snapshot shown; set it, then `reloadList(then:)`.
    var current = DiffableDataSourceSnapshot<Section, Item>()

    /// A core for `list`, whose cells `cellProvider` makes.
    init(list: List, cellProvider: @escaping CellProvider) {
        self.list = list
        self.cellProvider = cellProvider
    }

    /// Shows `current`: the list reloads and lays out again, asking its data source (the owner of
    /// this core) for counts and cells; `completion` runs after. Not `mutating`, so that the
    /// data source can read `current` while the list lays out.
    func reloadList(then completion: (() -> Void)?) {
        list?.reloadData()
        list?.layoutIfNeeded()
        completion?()
    }

    /// The item at `indexPath` (its section and row or item), if there is one.
    func itemIdentifier(for indexPath: IndexPath) -> Item? {
        current.item(inSectionAt: indexPath.section, at: indexPath.item)
    }

    /// Where `item` is shown, if it is.
    func indexPath(for item: Item) -> IndexPath? {
        current.position(of: item).map { IndexPath(indexes: [$0.section, $0.index]) }
    }

    /// The provider's cell for `indexPath` in `list`; if it gives none, a misuse naming the
    /// `position` ("row 2", "item 2") is reported and `fallback()` shows instead.
    func cell(in list: List, at indexPath: IndexPath, position: String, fallback: () -> Cell) -> Cell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(list, indexPath, item) else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                "The cell provider gave no cell for \(position) of section \(indexPath.section); a default cell shows"))
            return fallback()
        }
        return cell
    }
}
