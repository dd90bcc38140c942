import AutoLayout
import Foundation
import Synchronization
import UIKitCatalog
@_spi(MasonryPort) import UIKitRuntime

#if MainActorViews
@preconcurrency @MainActor
#endif
/// One instantiation of a document's objects, in UIKit's order: each object made through
/// `init(coder:)` (a view's subviews inside its own decoding), then every constraint, then every
/// outlet and action, then `awakeFromNib()` on each object made, in the order made.
///
/// Objects are found by the document's ids; constraints and connections wait until every object
/// exists, since they may name any object of the document.
final class NibLoader {
    let document: NibDocument
    /// Objects made or substituted so far, by id (File's Owner is `-1`).
    var objects: [String: AnyObject] = [:]
    /// Each object made, in the order made: the order `awakeFromNib()` follows.
    private(set) var made: [AnyObject] = []
    /// Constraints to add once every object exists, with the view whose `<constraints>` held them.
    var pendingConstraints: [(node: XMLNode, owner: View)] = []
    /// Connections to make once every object exists, with their source.
    var pendingConnections: [(node: XMLNode, source: AnyObject)] = []
    /// What was skipped, with where.
    var warnings: [NibError] = []
    /// The storyboard the controllers made come from, which they keep (`storyboard`).
    var storyboard: Storyboard?
    /// The controller whose scene view is being loaded, which segues from its views leave, and its id.
    weak var sceneController: ViewController?
    var sceneControllerID: String?
    /// The storyboard's controllers (and storyboard references) by id, which segues lead to.
    var scenes: [String: XMLNode] = [:]
    /// Container views and the embed segues that fill them, once the scene's view is made.
    var embeds: [(container: View, segue: XMLNode)] = []
    /// Modules searched for a custom class the document's own module does not have.
    let modules: [String]
    /// The size classes the document's variations are resolved for.
    var sizeClasses = NibSizeClasses.phonePortrait
    /// Whether to lay out as Xcode's canvas does: with the placeholder constraints and intrinsic
    /// sizes that Xcode removes at build time (for comparing with the frames it stored).
    let designTime: Bool
    /// Whether, at design time, text views take the sizes Xcode stored for them as their
    /// intrinsic sizes: laying out with Xcode's text measurement instead of this machine's.
    let storedTextSizes: Bool
    /// Elements decoded; bounded by the document's size, counted to stop a document whose
    /// objects refer to each other from decoding without end.
    private var decodedCount = 0

    init(document: NibDocument, owner: AnyObject?, externals: [String: AnyObject] = [:], modules: [String],
         designTime: Bool = false, storedTextSizes: Bool = false) {
        self.document = document
        self.designTime = designTime
        self.storedTextSizes = designTime && storedTextSizes
        // The modules named, then those of the objects given: an owner's class is the app's.
        var searched = modules
        for object in [owner].compactMap({ $0 }) + Array(externals.values) {
            let module = String(String(reflecting: type(of: object)).prefix { $0 != "." })
            if !searched.contains(module) { searched.append(module) }
        }
        self.modules = searched
        for module in searched { NibLoader.registerPortedModule(module) }
        if let owner { objects["-1"] = owner }
        for (identifier, object) in externals { objects["external:" + identifier] = object }
    }

    nonisolated private static let registered = Mutex<Set<String>>([])

    /// Asks the port of `module`, if it has one, to register its dispatcher and setters, once.
    private static func registerPortedModule(_ module: String) {
        guard registered.withLock({ $0.insert(module).inserted }) else { return }
        KeyValueDispatch.registerPortedModule(module)
    }

    /// Records a problem that skips part of the document.
    func warn(_ node: XMLNode, _ message: String) {
        warnings.append(NibError(file: document.file, line: node.line, column: node.column, message: message, isWarning: true))
    }

    /// Registers `object` under the element's id.
    func register(_ object: AnyObject, for node: XMLNode) {
        if let identifier = node["id"] { objects[identifier] = object }
    }

    // MARK: Making objects

    /// Makes the view an element describes (its class, or its custom class when the app has it),
    /// through `init(coder:)`; nil, with a warning, when the element is no view.
    func makeView(_ node: XMLNode) -> View? {
        guard var base = NibClasses.viewClasses[node.name] ?? NibClasses.unsupportedViews[node.name] else {
            warn(node, "<\(node.name)> is not a view; skipped")
            return nil
        }
        if NibClasses.unsupportedViews[node.name] != nil, node["customClass"] == nil {
            let framework = NibClasses.unsupportedNames[node.name] ?? node.name
            // The program may declare the framework's class itself (a port or a stand-in): it is made then.
            if let declared = findClass(framework, module: nil, base: View.self, node: node, quiet: true) {
                base = declared
            } else {
                warn(node, "<\(node.name)> (\(framework)) is not available here; drawn as a UIView")
            }
        }
        let type = customClass(node, base: base) ?? base
        decodedCount += 1
        guard decodedCount <= 1_000_000 else {
            warn(node, "more than a million objects; the rest skipped")
            return nil
        }
        return type.init(coder: NibCoder(node: node, loader: self))
    }

    /// The element's custom class as a subclass of `base`, if the app declares it; a warning
    /// when it names one the app does not have.
    func customClass<Base>(_ node: XMLNode, base: Base.Type) -> Base.Type? {
        guard let name = node["customClass"] else { return nil }
        return findClass(name, module: node["customModule"], base: base, node: node, quiet: false)
    }

    /// The class `name` of `module`, else of one of `modules`, else of no module (an Objective-C
    /// name), as a `Base`; warnings unless `quiet`.
    func findClass<Base>(_ name: String, module: String?, base: Base.Type, node: XMLNode, quiet: Bool) -> Base.Type? {
        let candidates = (module.map { [$0] } ?? []).map { $0 + "." + name } + modules.map { $0 + "." + name } + [name]
        for candidate in candidates {
            guard let found = NSClassFromString(candidate) else { continue }
            if let typed = found as? Base.Type { return typed }
            if !quiet { warn(node, "custom class \(name) is not a \(base); made as \(base)") }
            return nil
        }
        if !quiet { warn(node, "custom class \(name) not found in this program; made as \(base)") }
        return nil
    }

    /// Notes an object made, for `awakeFromNib()`.
    func didMake(_ object: AnyObject) { made.append(object) }

    // MARK: Finishing

    /// Adds the constraints, makes the connections and wakes each object made, in that order.
    func finish() {
        for (node, owner) in pendingConstraints { addConstraint(node, owner: owner) }
        pendingConstraints = []
        let connections = pendingConnections
        pendingConnections = []
        // An outlet collection is set once, to every object connected to it, in document order.
        var collections: [(source: AnyObject, node: XMLNode, property: String, objects: [AnyObject])] = []
        for (node, source) in connections {
            guard node.name == "outletCollection", let property = node["property"], property != "gestureRecognizers" else {
                connect(node, from: source)
                continue
            }
            guard let destination = node["destination"].flatMap({ objects[$0] }) else {
                warn(node, "outlet collection \(property) names \(node["destination"] ?? "(none)"), which is not an object of the document; skipped")
                continue
            }
            if let index = collections.firstIndex(where: { $0.source === source && $0.property == property }) {
                collections[index].objects.append(destination)
            } else {
                collections.append((source, node, property, [destination]))
            }
        }
        for collection in collections where !KeyValueDispatch.setValue(collection.objects, forKey: collection.property, on: collection.source) {
            warn(collection.node, "outlet collection \(collection.property) of \(type(of: collection.source)): no such property in the sources ported for it; not set")
        }
        for object in made { (object as? Responder)?.awakeFromNib() }
    }
}
