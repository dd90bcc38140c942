import AutoLayout
import Foundation

// What a controller works out from what its body keeps: its traits, its least margins, values
// other modules keep on it, and UIKit's names.

extension ViewController {
    /// The traits of the controller's view; before it loads, those the controller and its
    /// parents set over a phone's defaults.
    public var traitCollection: TraitCollection {
        storedView?.traitCollection ?? ownTraits.filling(from: parent?.traitCollection ?? .phoneDefaults)
    }
    /// The traits this controller sets for its view: its interface style over its parent's override.
    package var ownTraits: TraitCollection {
        TraitCollection(userInterfaceStyle: storedInterfaceStyle).filling(from: traitsFromParent ?? TraitCollection())
    }
    /// Runs `change`, an override of this controller's traits, and tells the views whose traits
    /// it changed.
    func changeTraits(_ change: () -> Void) {
        guard let view = storedView else { return change() }
        let before = view.traitCollection
        change()
        view.traitsDidChange(from: before)
    }
    /// The least margins of the view: the system's minimum when the controller respects it.
    package var minimumLayoutMargins: DirectionalEdgeInsets? {
        viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : nil
    }
    /// The value kept for the property `key`, or nil if it was never set (see `View.kept(_:)`).
    package func kept<Root, Value>(_ key: KeyPath<Root, Value>) -> Value? {
        keptValues[key].map { $0 as! Value }  // safe: only keep(_:_:) writes here, under a key path typed by Value
    }
    /// Keeps `value` for the property `key`.
    package func keep<Root, Value>(_ key: KeyPath<Root, Value>, _ value: Value) { keptValues[key] = value }
    /// Sets the scroll view the top and bottom bars follow.
    public func setContentScrollView(_ scrollView: ScrollView?) { setContentScrollView(scrollView, for: [.top, .bottom]) }
    /// The exception UIKit raises when a controller's view is another's (reported here as a diagnostic).
    nonisolated public static let hierarchyInconsistencyException = NSExceptionName("UIViewControllerHierarchyInconsistency")
    /// Posted when the target of `showDetailViewController(_:sender:)` may have changed.
    nonisolated public static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")
}

extension View {
    /// The controller whose root view this is, if any.
    package var owningController: ViewController? { owner as? ViewController }
}
