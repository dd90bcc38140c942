import AutoLayout
import Foundation
import UIKitCatalog
import UIKitRuntime

extension NibLoader {
    /// The controller a storyboard element describes, made through `init(coder:)`; its view is
    /// made from the scene when first asked for, as UIKit loads a scene's view lazily, and its
    /// relationship segues (a navigation controller's root, a tab bar controller's tabs) are
    /// followed at once, as UIKit's are.
    func makeController(_ node: XMLNode, scenes: [String: XMLNode], depth: Int = 0,
                        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let base = NibClasses.controllerClasses[node.name] else {
            warn(node, "<\(node.name)> is not a controller available here; skipped")
            return nil
        }
        guard depth < 64 else {
            warn(node, "relationship segues nested deeper than 64; the rest skipped")
            return nil
        }
        let type = customClass(node, base: base) ?? base
        let coder = NibCoder(node: node, loader: self)
        var made = creator?(coder)
        if creator != nil && made == nil {
            warn(node, "the creator made no controller for \(node["storyboardIdentifier"] ?? "the scene"); made with init(coder:)")
        }
        if made == nil { made = type.init(coder: coder) }
        guard let controller = made else { return nil }
        let scene = StoryboardScene(storyboard: storyboard)
        controller.scene = scene
        register(controller, for: node)
        if let title = node["title"] { controller.title = title }
        if let item = node.child("navigationItem", key: "navigationItem"), let title = item["title"] {
            controller.navigationItem.title = title
        }
        if node.children.contains(where: { $0["key"] == "view" }) {
            let (document, modules) = (self.document, self.modules)
            scene.makeView = { [weak controller] in
                guard let controller else { return nil }
                return NibLoader.loadSceneView(node, of: controller, document: document, modules: modules, scenes: scenes).view
            }
        }
        for segue in node.children(of: "connections") where segue.name == "segue" && segue["kind"] != "relationship" {
            guard let identifier = segue["identifier"] else { continue }
            scene.segues[identifier] = NibLoader.seguePerformer(
                segue, from: controller, document: document, scenes: scenes, modules: modules, storyboard: storyboard)
        }
        var children: [ViewController] = []
        for segue in node.children(of: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            guard let destination = segue["destination"], let scene = scenes[destination],
                  let child = makeController(scene, scenes: scenes, depth: depth + 1) else {
                warn(segue, "relationship segue to \(segue["destination"] ?? "(none)"), which is no controller of the storyboard; skipped")
                continue
            }
            children.append(child)
        }
        if let navigation = controller as? NavigationController, !children.isEmpty {
            navigation.setViewControllers(children, animated: false)
        } else if let tabs = controller as? TabBarController, !children.isEmpty {
            tabs.setViewControllers(children, animated: false)
        }
        return controller
    }

    /// Makes a scene's view for `controller`, with the controller's outlets to it connected;
    /// the loader tells which object each id became.
    static func loadSceneView(_ node: XMLNode, of controller: ViewController, document: NibDocument,
                              modules: [String], scenes: [String: XMLNode] = [:], designTime: Bool = false,
                              storedTextSizes: Bool = false) -> (view: View?, loader: NibLoader) {
        let loader = NibLoader(document: document, owner: nil, modules: modules, designTime: designTime,
                               storedTextSizes: storedTextSizes)
        if designTime, let size = node.children.first(where: { $0["key"] == "view" })?.child("rect", key: "frame")?.rect?.size {
            loader.sizeClasses = .screen(of: size)
        }
        loader.sceneController = controller
        loader.sceneControllerID = node["id"]
        loader.scenes = scenes
        loader.register(controller, for: node)
        let view = node.children.first { $0["key"] == "view" }.flatMap { loader.makeView($0) }
        let guides = node.children(of: "layoutGuides").filter { $0.name == "viewControllerLayoutGuide" }
        if let view, !guides.isEmpty {
            // The legacy guides live in the controller's view: it is the controller's before they are made.
            controller.view = view
            for guide in guides {
                loader.register(guide["type"] == "bottom" ? controller.bottomLayoutSupportGuide : controller.topLayoutSupportGuide, for: guide)
            }
        }
        for connection in node.children(of: "connections") where connection.name != "segue" {
            loader.pendingConnections.append((connection, controller))
        }
        loader.finish()
        loader.performEmbeds()
        return (view, loader)
    }
}
