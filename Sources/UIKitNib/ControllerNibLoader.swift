import AutoLayout
import Foundation
import UIKitRuntime

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Loads a controller's view from its xib for `ViewController.loadView()`, which finds this class
/// by name: the xib `nibName`, or one named after the controller's class, instantiated with the
/// controller as File's Owner, whose `view` outlet sets the view.
final class ControllerNibLoader: ControllerNibLoading {
    static func loadView(of controller: ViewController, nibName: String?, bundle: Bundle?) -> View? {
        var names: [String]
        if let nibName {
            names = [nibName]
        } else {
            let name = String(describing: type(of: controller))
            names = name.hasSuffix("Controller") ? [String(name.dropLast("Controller".count)), name] : [name]
        }
        for name in names {
            guard let path = NibFiles.path(name, extension: "xib", bundle: bundle) else { continue }
            let document: NibDocument
            do { document = try NibDocument(contentsOfFile: path) } catch {
                LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "\(type(of: controller)) could not load its nib: \(error)"))
                return nil
            }
            let loader = NibLoader(document: document, owner: controller, modules: Nib.modules)
            let topLevel = loader.makeTopLevelObjects()
            loader.finish()
            // The owner's `view` outlet has set the view, as UIKit's; without one, UIKit raises an exception.
            if let view = controller.storedView { return view }
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .misuse, message: "\(type(of: controller)) loaded the \"\(name)\" nib but the view outlet was not set"))
            return topLevel.lazy.compactMap { $0 as? View }.first
        }
        if let nibName {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .misuse, message: "Could not load NIB in bundle with name '\(nibName)': no \(nibName).xib in the bundle or in Nib.resourceFolders"))
        }
        return nil
    }
}
