import AutoLayout
import Foundation
import UIKitRuntime

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What `Storyboard` makes controllers with: the document read, found by `Storyboard` by this
/// class's name.
final class StoryboardReader: StoryboardBacking {
    let source: Result<NibDocument, NibError>
    private(set) var warnings: [NibError] = []

    init(source: Result<NibDocument, NibError>) { self.source = source }

    static func backing(name: String, bundle: Bundle?) -> any StoryboardBacking {
        StoryboardReader(source: NibFiles.read(name, extension: "storyboard", bundle: bundle))
    }

    func instantiate(_ id: String?, identifier: String?, for storyboard: Storyboard,
                     creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        let document: NibDocument
        switch source {
        case .success(let read): document = read
        case .failure(let error):
            warnings = [error]
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "UIStoryboard could not load: \(error)"))
            return nil
        }
        let scenes = Self.controllers(document)
        let sceneID: String?
        if let identifier {
            sceneID = scenes.values.first { $0["storyboardIdentifier"] == identifier }?["id"]
        } else {
            sceneID = id ?? document.root["initialViewController"]
        }
        guard let sceneID, let node = scenes[sceneID] else { return nil }
        if node.name == "viewControllerPlaceholder" {
            // A storyboard reference: the other storyboard's controller.
            let segue = XMLNode(name: "segue", attributes: [("destination", sceneID)], children: [], text: "", line: node.line, column: node.column)
            return NibLoader.makeDestination(segue, document: document, scenes: scenes, modules: Nib.modules, storyboard: storyboard)
        }
        let loader = NibLoader(document: document, owner: nil, modules: Nib.modules)
        loader.storyboard = storyboard
        let controller = loader.makeController(node, scenes: scenes, creator: creator)
        warnings = loader.warnings
        return controller
    }

    /// Each scene's controller element (and storyboard reference), by id.
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

extension Storyboard {
    /// The storyboard whose text is `data`.
    public convenience init(data: Data) {
        self.init(backing: StoryboardReader(source: Result { () throws(NibError) in try NibDocument(data: data, file: "<data>") }))
    }
}
