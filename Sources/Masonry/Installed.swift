import Foundation

/// The DSL constraints installed with a view as first item, kept in the view's extension storage.
final class Installed {
    /// In the order they were installed.
    var constraints: [ViewConstraint] { edit { $0 } }
    private var list: [ViewConstraint] = []

    /// Runs `body` on the list while the property holds an empty one: no call happens inside an
    /// access to the property, so the optimizer can prove that accesses never overlap and needs
    /// no run-time exclusivity check (this runs for every constraint installed).
    private func edit<Result>(_ body: (inout [ViewConstraint]) -> Result) -> Result {
        var taken: [ViewConstraint] = []
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
    static func add(_ constraint: ViewConstraint, to view: View, isNew: Bool = false, recording: InstalledRecording? = nil) {
        let installed: Installed
        if let recording, recording.viewID == ObjectIdentifier(view) { installed = recording.installed } else { installed = list(of: view) }
        installed.edit { list in
            if isNew || !list.contains(where: { $0 === constraint }) { list.append(constraint) }
        }
    }

    static func remove(_ constraint: ViewConstraint, from view: View) {
        of(view)?.edit { $0.removeAll { $0 === constraint } }
    }
}

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
