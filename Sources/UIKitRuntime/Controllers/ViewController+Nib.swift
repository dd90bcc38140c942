import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What loads a controller's view from a xib: `UIKitNib`'s loader, found by its name
/// (`UIKitNib.ControllerNibLoader`) so that this module does not depend on the nib reader, and
/// absent, as nibs are, from a program that does not link it.
package protocol ControllerNibLoading: AnyObject {
    /// The view of `controller`'s xib, `nibName` or else one named after its class, with
    /// `controller` as File's Owner; nil if there is none.
    static func loadView(of controller: ViewController, nibName: String?, bundle: Bundle?) -> View?
}

extension ViewController {
    /// The view of the controller's storyboard scene or xib, if it has one: what `loadView()`
    /// shows before it makes a view of its own (a table view controller's table).
    package func loadArchivedView() -> View? { scene?.makeView?() ?? loadNibView() }

    /// The view from the controller's xib, as UIKit's `loadView()` finds one: `nibName`, or a xib
    /// named after the class (without, then with, a `Controller` suffix).
    func loadNibView() -> View? {
        guard let loader = NSClassFromString("UIKitNib.ControllerNibLoader") as? any ControllerNibLoading.Type else { return nil }
        return loader.loadView(of: self, nibName: nibName, bundle: nibBundle)
    }
}
