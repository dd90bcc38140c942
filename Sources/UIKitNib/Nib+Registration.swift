import AutoLayout
import Foundation
import UIKitCatalog
import UIKitRuntime

extension TableView {
    /// Makes cells for `identifier` from `nib`, whose top-level cell each dequeue instantiates;
    /// nil unregisters.
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as AnyClass?, forCellReuseIdentifier: identifier) }
        cells.register(maker: { nib.firstTopLevel(TableViewCell.self, for: identifier) }, for: identifier)
    }

    /// Makes header and footer views for `identifier` from `nib`, whose top-level
    /// `UITableViewHeaderFooterView` each dequeue instantiates; nil unregisters.
    public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier) }
        headerFooterViews.register(maker: { nib.firstTopLevel(TableViewHeaderFooterView.self, for: identifier) }, for: identifier)
    }
}

extension CollectionView {
    /// Makes cells for `identifier` from `nib`, whose top-level cell each dequeue instantiates;
    /// nil unregisters.
    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as AnyClass?, forCellWithReuseIdentifier: identifier) }
        reusable.register(maker: { nib.firstTopLevel(CollectionViewCell.self, for: identifier) }, for: identifier)
    }

    /// Makes supplementary views of `kind` for `identifier` from `nib`; nil unregisters.
    public func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        guard let nib else {
            return register(nil as AnyClass?, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        reusable.register(maker: { nib.firstTopLevel(CollectionReusableView.self, for: identifier) }, for: kind + "/" + identifier)
    }
}

extension Bundle {
    #if MainActorViews
    @MainActor
    #endif
    /// The top-level objects of the xib `name` in this bundle (or `Nib.resourceFolders`), with
    /// `owner` as File's Owner; nil, with a diagnostic, when it cannot be loaded.
    public func loadNibNamed(_ name: String, owner: Any?, options: [Nib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = Nib(nibName: name, bundle: self)
        guard case .success = nib.source else {
            _ = nib.instantiate(withOwner: owner, options: options)
            return nil
        }
        return nib.instantiate(withOwner: owner, options: options)
    }
}

extension Nib {
    /// The first top-level view of `type` a fresh instantiation makes, pooled under `identifier`;
    /// nil, with a diagnostic, when the nib holds none (UIKit raises an exception).
    func firstTopLevel<Cell: View>(_ type: Cell.Type, for identifier: String) -> Cell? {
        if let cell = instantiate(withOwner: nil).lazy.compactMap({ $0 as? Cell }).first {
            (cell as? TableViewCell)?.storedReuseIdentifier = identifier
            (cell as? TableViewHeaderFooterView)?.storedReuseIdentifier = identifier
            (cell as? CollectionReusableView)?.reuseIdentifier = identifier
            return cell
        }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .misuse, message: "the nib registered for reuse identifier \"\(identifier)\" holds no top-level \(type.uikitClassName.name)"))
        return nil
    }
}
