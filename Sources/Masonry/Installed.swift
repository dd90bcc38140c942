import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The layout constraints the DSL installed with a view (or one of its guides) as first item,
/// kept in the view's extension storage. The layout constraints, not the DSL's objects: a
/// `ViewConstraint` nobody holds is freed once installed, and one is made again for each
/// constraint `installedConstraints` lists.
final class Installed {
    /// In the order they were installed.
    var constraints: [LayoutConstraint] { edit { $0 } }
    private var list: [LayoutConstraint] = []

    /// Runs `body` on the list while the property holds an empty one: no call happens inside an
    /// access to the property, so the optimizer can prove that accesses never overlap and needs
    /// no run-time exclusivity check (this runs for every constraint installed).
    private func edit<Result>(_ body: (inout [LayoutConstraint]) -> Result) -> Result {
        var taken: [LayoutConstraint] = []
        swap(&taken, &list)
        defer { swap(&taken, &list) }
        return body(&taken)
    }

    /// Makes room for `count` more constraints.
    func reserve(_ count: Int) {
        edit { $0.reserveCapacity($0.count + count) }
    }

    static func of(_ view: View) -> Installed? {
        view.extensionEntry(for: ObjectIdentifier(Installed.self)) as? Installed
    }

    /// The list of `view`, made if it has none.
    static func list(of view: View) -> Installed {
        if let installed = of(view) { return installed }
        let installed = Installed()
        view.setExtensionEntry(installed, for: ObjectIdentifier(Installed.self))
        return installed
    }

    /// Records an installed constraint, in `recording`'s list when that is `view`'s; `isNew`
    /// (installed for the first time) skips the search for it, which made installing quadratic
    /// in a view's constraints.
    static func add(_ constraint: LayoutConstraint, to view: View, isNew: Bool = false, recording: InstalledRecording? = nil) {
        let installed: Installed
        if let recording, recording.viewID == ObjectIdentifier(view) { installed = recording.installed } else { installed = list(of: view) }
        installed.edit { list in
            if isNew || !list.containsIdentical(constraint) { list.append(constraint) }
        }
    }

    static func remove(_ constraint: LayoutConstraint, from view: View) {
        of(view)?.edit { $0.removeAll { $0 === constraint } }
    }

    /// The newest DSL-made constraint on `view` with the same items, attributes, relation,
    /// multiplier and priority (Masonry's `layoutConstraintSimilarTo:`); the constant is ignored.
    static func similar(to candidate: LayoutConstraint, in view: View) -> LayoutConstraint? {
        for existing in view.constraints.reversed() where existing.madeBy == ObjectIdentifier(ViewConstraint.self) {
            if existing.firstItem === candidate.firstItem && existing.secondItem === candidate.secondItem
                && existing.firstAttribute == candidate.firstAttribute
                && existing.secondAttribute == candidate.secondAttribute
                && existing.relation == candidate.relation && existing.multiplier == candidate.multiplier
                && existing.priority == candidate.priority {
                return existing
            }
        }
        return nil
    }

    /// Deactivates and forgets the constraints installed with `item` (a view, or a guide of
    /// `view`) as first item, in the order they were installed.
    static func uninstall(firstItem item: ItemReference, in view: View) {
        guard let installed = of(view) else { return }
        let removed = installed.edit { list -> [LayoutConstraint] in
            let removed = list.filter { $0.firstReference === item }
            list.removeAll { $0.firstReference === item }
            return removed
        }
        LayoutConstraint.deactivate(removed)
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A view and its list of installed DSL constraints, fetched once for a maker's whole install.
struct InstalledRecording {
    /// The view, by identity only (a recording is copied into every constraint's install).
    let viewID: ObjectIdentifier
    let installed: Installed
}

/// A number as Masonry prints it (`%g`).
func formatNumber(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
}
