import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A class that makes a controller again when state is restored (UIKit's
/// `UIViewControllerRestoration`). Nothing is restored here, so nothing calls it.
public protocol ViewControllerRestoration: AnyObject {
    /// The controller for `identifierComponents`, decoded from `coder`.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> ViewController?
}
