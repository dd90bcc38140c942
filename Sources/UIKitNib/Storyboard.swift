import AutoLayout
import Foundation
import UIKitRuntime

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A storyboard's scenes, each controller made anew when asked for (UIKit's `UIStoryboard`).
///
/// Read from the `.storyboard` source (found as `Nib` finds a xib). A controller's view is made
/// from its scene when first asked for; relationship segues (navigation roots, tabs) are followed
/// as the controller is made; other segues are performed by `performSegue(withIdentifier:sender:)`,
/// by the controls that trigger them, and, for embed segues, as the scene's view loads.
open class Storyboard: NSObject {
    let source: Result<NibDocument, NibError>
    /// What the last instantiation skipped, with where (and why the file could not be read).
    public private(set) var warnings: [NibError] = []

    /// The storyboard `name` in `bundle` (the main bundle when nil), else in `Nib.resourceFolders`.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.init(source: NibFiles.read(name, extension: "storyboard", bundle: storyboardBundleOrNil))
    }

    /// The storyboard whose text is `data`.
    public convenience init(data: Data) {
        self.init(source: Result { () throws(NibError) in try NibDocument(data: data, file: "<data>") })
    }

    init(source: Result<NibDocument, NibError>) {
        self.source = source
        super.init()
    }

    /// The controller the storyboard's `initialViewController` names; nil if it names none.
    open func instantiateInitialViewController() -> ViewController? {
        guard let document = readable(), let initial = document.root["initialViewController"] else { return nil }
        return instantiate(document, id: initial)
    }

    /// The controller whose Storyboard ID is `identifier`; a diagnostic and a plain controller
    /// when there is none (UIKit raises an exception).
    open func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        if let document = readable() {
            let scenes = Self.controllers(document)
            if let node = scenes.values.first(where: { $0["storyboardIdentifier"] == identifier }),
               let controller = instantiate(document, id: node["id"] ?? "") {
                return controller
            }
        }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .misuse, message: "Storyboard doesn't contain a view controller with identifier '\(identifier)'"))
        return ViewController()
    }

    private func readable() -> NibDocument? {
        switch source {
        case .success(let document): return document
        case .failure(let error):
            warnings = [error]
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "UIStoryboard could not load: \(error)"))
            return nil
        }
    }

    private func instantiate(_ document: NibDocument, id: String) -> ViewController? {
        let scenes = Self.controllers(document)
        guard let node = scenes[id] else { return nil }
        if node.name == "viewControllerPlaceholder" {
            // A storyboard reference: the other storyboard's controller.
            let segue = XMLNode(name: "segue", attributes: [("destination", id)], children: [], text: "", line: node.line, column: node.column)
            return NibLoader.makeDestination(segue, document: document, scenes: scenes, modules: Nib.modules)
        }
        let loader = NibLoader(document: document, owner: nil, modules: Nib.modules)
        let controller = loader.makeController(node, scenes: scenes)
        warnings = loader.warnings
        return controller
    }

    /// Each scene's controller element, by id.
    static func controllers(_ document: NibDocument) -> [String: XMLNode] {
        var found: [String: XMLNode] = [:]
        for scene in document.root.children(of: "scenes") where scene.name == "scene" {
            for object in scene.children(of: "objects")
            where NibClasses.controllerClasses[object.name] != nil || object.name == "viewControllerPlaceholder" {
                if let identifier = object["id"] { found[identifier] = object }
            }
        }
        return found
    }
}
