import Foundation

/// Installing constraints on a view, as UIKit's `addConstraint` and `removeConstraint` do.
extension View {
    /// The constraints installed on this view (a stack view's own arrangement is not listed).
    public var constraints: [LayoutConstraint] {
        holdsArrangement ? heldConstraints.filter { $0.kind != .arrangement } : heldConstraints
    }

    /// Installs `constraint` on this view and activates it (UIKit's `addConstraint`).
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.install(on: self)
    }

    /// Installs and activates each of `constraints` on this view.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder === self else { return }
        constraint.isActive = false
    }

    /// Deactivates each of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}
