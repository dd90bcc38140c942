import AutoLayout
import Foundation

// Registrations, UIKit's newer way to make cells: a value holding the cell class and how to
// configure one, registered under an identifier of its own the first time it is used.

extension CollectionView {
    /// A cell class and how to configure a cell for an item (UIKit's `UICollectionView.CellRegistration`).
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures `cell` for the item at the index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler

        /// Cells of class `Cell`, configured by `handler`.
        public init(handler: @escaping Handler) {
            identifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A supplementary view class and how to configure one (UIKit's `UICollectionView.SupplementaryRegistration`).
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures `view`, of `elementKind`, for the section of the index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let identifier: String
        let elementKind: String
        let handler: Handler

        /// Supplementary views of class `Supplementary` for `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            identifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
            (self.elementKind, self.handler) = (elementKind, handler)
        }
    }

    /// A cell of the registration's class for the item, configured by its handler with `item`
    /// (with none, the cell is left as it is and a diagnostic says so, where UIKit would trap).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell
            ?? Cell(registeredFor: registration.identifier)
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "dequeueConfiguredReusableCell was given "
                + "no item for item \(indexPath.item) of section \(indexPath.section): the \(Cell.self) is not configured"))
        }
        return cell
    }

    /// A supplementary view of the registration's class, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                    for: indexPath) as? Supplementary
            ?? Supplementary(registeredFor: registration.elementKind + "/" + registration.identifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
