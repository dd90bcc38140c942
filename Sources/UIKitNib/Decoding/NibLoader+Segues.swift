import AutoLayout
import Foundation
import UIKitCatalog
import UIKitRuntime

extension NibLoader {
    /// What performs segue `node` from `source`: the destination made anew from the storyboard
    /// (a scene, or a storyboard reference's controller), the source's `prepare(for:sender:)`,
    /// then the destination shown as the segue's kind says — `show` and `push` through
    /// `show(_:sender:)`, `showDetail` through `showDetailViewController`, `presentation`,
    /// `modal` and `popoverPresentation` presented.
    static func seguePerformer(_ node: XMLNode, from source: ViewController, document: NibDocument,
                               scenes: [String: XMLNode], modules: [String], storyboard: Storyboard?) -> SeguePerformer {
        let kind = node["kind"] ?? "show"
        if kind == "unwind" { return unwindPerformer(node, from: source) }
        return { [weak source] sender in
            guard let source else { return }
            guard let destination = makeDestination(node, document: document, scenes: scenes, modules: modules,
                                                    storyboard: storyboard) else {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .misuse, message: "segue \(node["identifier"] ?? "") from \(type(of: source)) names "
                        + "\(node["destination"] ?? "nothing"), which is no controller of the storyboard"))
                return
            }
            let segue = StoryboardSegue(identifier: node["identifier"], source: source, destination: destination)
            source.prepare(for: segue, sender: sender)
            switch kind {
            case "showDetail", "replace": source.showDetailViewController(destination, sender: sender)
            case "presentation", "modal", "popoverPresentation":
                source.present(destination, animated: node.flag("animates") ?? true)
            default: source.show(destination, sender: sender)
            }
        }
    }

    /// What performs an unwind (exit) segue: the first controller above the source — its
    /// container's other children, newest first, then the container, up through parents and
    /// presenters — that has the unwind action; the source's `prepare(for:sender:)`, the action
    /// on that controller, then back to it: what it presents dismissed, its navigation stack
    /// popped to it.
    static func unwindPerformer(_ node: XMLNode, from source: ViewController) -> SeguePerformer {
        let action = node["unwindAction"] ?? ""
        return { [weak source] sender in
            guard let source else { return }
            let selector = Selector(action)
            guard let destination = unwindDestination(for: selector, from: source) else {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .misuse, message: "no controller above \(type(of: source)) has the unwind action \(action)"))
                return
            }
            let segue = StoryboardSegue(identifier: node["identifier"], source: source, destination: destination)
            source.prepare(for: segue, sender: sender)
            SelectorDispatch.perform(selector, on: destination, with: [segue])
            if destination.presentedViewController != nil { destination.dismiss(animated: true) }
            if let navigation = destination.navigationController, navigation.viewControllers.contains(destination) {
                navigation.popToViewController(destination, animated: true)
            }
        }
    }

    /// The controller an unwind segue from `source` leads to: see `unwindPerformer`.
    private static func unwindDestination(for selector: Selector, from source: ViewController) -> ViewController? {
        var current = source
        // A chain of containers and presenters is finite; the bound keeps a malformed one so.
        for _ in 0..<1_000 {
            guard let above = current.parent ?? current.presentingViewController else { return nil }
            for child in above.children.reversed() where child !== current && SelectorDispatch.responds(child, to: selector) {
                return child
            }
            if SelectorDispatch.responds(above, to: selector) { return above }
            current = above
        }
        return nil
    }

    /// The controller a segue leads to, made anew.
    static func makeDestination(_ node: XMLNode, document: NibDocument, scenes: [String: XMLNode],
                                modules: [String], storyboard: Storyboard?) -> ViewController? {
        guard let identifier = node["destination"], let scene = scenes[identifier] else { return nil }
        if scene.name == "viewControllerPlaceholder" {
            let other = scene["storyboardName"].map { Storyboard(name: $0, bundle: nil) }
                ?? storyboard ?? Storyboard(backing: StoryboardReader(source: .success(document)))
            if let referenced = scene["referencedIdentifier"] { return other.instantiateViewController(withIdentifier: referenced) }
            return other.instantiateInitialViewController()
        }
        let loader = NibLoader(document: document, owner: nil, modules: modules)
        loader.storyboard = storyboard
        return loader.makeController(scene, scenes: scenes)
    }

    /// A segue connected from a view of a scene: a control's triggers on touch up (asking the
    /// controller's `shouldPerformSegue` first); a container view's embeds its destination when
    /// the scene's view is loaded.
    func connectSegue(_ node: XMLNode, from source: AnyObject) {
        let kind = node["kind"] ?? ""
        if kind == "relationship" { return }
        guard let controller = sceneController else {
            warn(node, "\(kind) segue from \(type(of: source)) outside a storyboard scene; skipped")
            return
        }
        if kind == "embed", let container = source as? View {
            embeds.append((container, node))
            return
        }
        let perform = NibLoader.seguePerformer(node, from: controller, document: document, scenes: scenes, modules: modules,
                                               storyboard: controller.storyboard)
        let identifier = node["identifier"] ?? ""
        if source is TableViewCell || source is CollectionViewCell {
            // A prototype cell's segue, performed when the user selects its row or item.
            let segue = SelectionSegue { [weak controller] sender in
                guard let controller, controller.shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
                perform(sender)
            }
            (source as? TableViewCell)?.selectionSegue = segue
            (source as? CollectionViewCell)?.selectionSegue = segue
            return
        }
        guard let control = source as? Control else {
            warn(node, "\(kind) segue triggered by \(type(of: source)) is not performed here (only controls and cells trigger segues)")
            return
        }
        control.addAction(Action { [weak controller, weak control] _ in
            guard let controller, controller.shouldPerformSegue(withIdentifier: identifier, sender: control) else { return }
            perform(control)
        }, for: control is Button ? .touchUpInside : .primaryActionTriggered)
    }

    /// Embeds each container view's destination as a child of the scene's controller, its view
    /// filling the container, after `prepare(for:sender:)`, as UIKit does when the scene loads.
    func performEmbeds() {
        guard let controller = sceneController else { return }
        for (container, node) in embeds {
            guard let child = NibLoader.makeDestination(node, document: document, scenes: scenes, modules: modules,
                                                        storyboard: controller.storyboard) else {
                warn(node, "embed segue to \(node["destination"] ?? "nothing"), which is no controller of the storyboard; skipped")
                continue
            }
            controller.prepare(for: StoryboardSegue(identifier: node["identifier"], source: controller, destination: child), sender: nil)
            controller.addChild(child)
            let view: View = child.view
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.translatesAutoresizingMaskIntoConstraints = true
            container.addSubview(view)
            child.didMove(toParent: controller)
        }
        embeds = []
    }
}
