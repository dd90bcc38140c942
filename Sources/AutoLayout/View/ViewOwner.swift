import Foundation

/// What owns a view beside its superview: UIKit's view controller, for its root view. The engine
/// runs the view's constraint and layout passes through it and tells it when the view's safe
/// area or traits change; the view's next responder is its owner. `UIKitRuntime`'s
/// `ViewController` is the one owner there is: the engine knows the seam, not the class.
package protocol ViewOwner: Responder {
    /// Runs the owned view's constraint update (a controller's `updateViewConstraints()`).
    func updateViewConstraints()
    /// Called before the owned view lays out its subviews.
    func viewWillLayoutSubviews()
    /// Called after the owned view laid out its subviews.
    func viewDidLayoutSubviews()
    /// Called when the owned view's safe area changes.
    func viewSafeAreaInsetsDidChange()
    /// Called when the owned view's margins in effect change.
    func viewLayoutMarginsDidChange()
    /// Called when the owned view's traits change.
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
    /// The traits the owner sets for its view, over what the view inherits.
    var ownTraits: TraitCollection { get }
    /// The least margins the owned view has, or nil when the owner imposes none.
    var minimumLayoutMargins: DirectionalEdgeInsets? { get }
}
