import AutoLayout
import Foundation
import Synchronization
import UIKitRuntime

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A xib file's objects, made anew each time they are instantiated (UIKit's `UINib`).
///
/// The file is read from the `.xib` source Xcode writes (there is no compiled `.nib` here): found
/// as a resource of the bundle, else in `Nib.resourceFolders`. Custom classes are found by
/// their module-qualified names (`customModule`, then each of `Nib.modules`); outlets and
/// runtime attributes of an app's own classes reach them through the port's generated setters.
/// What a document holds that cannot load here is reported, never trapped on: see `warnings`.
open class Nib: NSObject {
    /// Folders searched, after the bundle, for `NAME.xib` and `NAME.storyboard`: an app's resource
    /// folders, which its tests or the port name.
    nonisolated public static var resourceFolders: [String] {
        get { lookup.withLock { $0.folders } }
        set { lookup.withLock { $0.folders = newValue } }
    }
    /// Modules searched for a custom class whose document names another module (or none).
    nonisolated public static var modules: [String] {
        get { lookup.withLock { $0.modules } }
        set { lookup.withLock { $0.modules = newValue } }
    }
    nonisolated private static let lookup = Mutex<(folders: [String], modules: [String])>(([], []))

    /// The document, or why it could not be read.
    let source: Result<NibDocument, NibError>
    /// What the last instantiation skipped, with where (and why the file could not be read).
    public private(set) var warnings: [NibError] = []

    /// The xib `name` in `bundle` (the main bundle when nil), else in `resourceFolders`.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.init(source: NibFiles.read(name, extension: "xib", bundle: bundleOrNil))
    }

    /// The xib whose text is `data`.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(source: Result { () throws(NibError) in try NibDocument(data: data, file: "<data>") })
    }

    init(source: Result<NibDocument, NibError>) {
        self.source = source
        super.init()
    }

    /// Makes the document's objects and returns its top-level ones (not File's Owner or First
    /// Responder), with `ownerOrNil` standing for File's Owner. A file that cannot be read gives
    /// none, and a diagnostic with its `file:line:column` error.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        switch source {
        case .failure(let error):
            warnings = [error]
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "UINib could not load: \(error)"))
            return []
        case .success(let document):
            var externals: [String: AnyObject] = [:]
            if let proxies = optionsOrNil?[.externalObjects] as? [String: Any] {
                for (key, value) in proxies { externals[key] = value as AnyObject }
            }
            let loader = NibLoader(document: document, owner: ownerOrNil.map { $0 as AnyObject }, externals: externals,
                                   modules: Nib.modules)
            let topLevel = loader.makeTopLevelObjects()
            loader.finish()
            warnings = loader.warnings
            return topLevel
        }
    }

    /// Keys of the options `instantiate(withOwner:options:)` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects standing for the document's external object placeholders, by identifier.
        nonisolated public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}

extension NibLoader {
    /// The objects of a xib's `<objects>`: placeholders substituted, the rest made; returns the
    /// top-level objects made.
    func makeTopLevelObjects() -> [Any] {
        var topLevel: [Any] = []
        for node in document.root.children(of: "objects") {
            switch node.name {
            case "placeholder":
                if node["placeholderIdentifier"] == "IBFilesOwner" {
                    if let owner = objects["-1"], let identifier = node["id"] { objects[identifier] = owner }
                    for connection in node.children(of: "connections") {
                        if let owner = objects["-1"] { pendingConnections.append((connection, owner)) }
                    }
                } else if let identifier = node["placeholderIdentifier"], let external = objects["external:" + identifier] {
                    register(external, for: node)
                }
            case "customObject":
                warn(node, "custom object \(node["customClass"] ?? "NSObject") is not made here")
            default:
                if NibClasses.viewClasses[node.name] != nil || NibClasses.unsupportedViews[node.name] != nil, let view = makeView(node) {
                    topLevel.append(view)
                } else if let recognizer = makeGestureRecognizer(node) {
                    topLevel.append(recognizer)
                } else if NibClasses.viewClasses[node.name] == nil {
                    warn(node, "top-level <\(node.name)> is not made here")
                }
            }
        }
        return topLevel
    }

    /// A gesture recognizer element, with its actions connected at `finish()`.
    func makeGestureRecognizer(_ node: XMLNode) -> GestureRecognizer? {
        let recognizer: GestureRecognizer
        switch node.name {
        case "tapGestureRecognizer": recognizer = TapGestureRecognizer(target: nil, action: nil)
        case "panGestureRecognizer": recognizer = PanGestureRecognizer(target: nil, action: nil)
        case "swipeGestureRecognizer": recognizer = SwipeGestureRecognizer(target: nil, action: nil)
        case "pinchGestureRecognizer": recognizer = PinchGestureRecognizer(target: nil, action: nil)
        case "longPressGestureRecognizer": recognizer = LongPressGestureRecognizer(target: nil, action: nil)
        case "rotationGestureRecognizer": recognizer = RotationGestureRecognizer(target: nil, action: nil)
        default: return nil
        }
        register(recognizer, for: node)
        for connection in node.children(of: "connections") { pendingConnections.append((connection, recognizer)) }
        return recognizer
    }
}

/// Finding a document by name.
enum NibFiles {
    /// The path of `name.fileExtension` in `bundle` (the main bundle when nil), else in `Nib.resourceFolders`.
    static func path(_ name: String, extension fileExtension: String, bundle: Bundle?) -> String? {
        if let path = (bundle ?? Bundle.main).path(forResource: name, ofType: fileExtension) { return path }
        for folder in Nib.resourceFolders {
            let path = (folder as NSString).appendingPathComponent(name + "." + fileExtension)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    static func read(_ name: String, extension fileExtension: String, bundle: Bundle?) -> Result<NibDocument, NibError> {
        let file = name + "." + fileExtension
        guard let path = path(name, extension: fileExtension, bundle: bundle) else {
            return .failure(NibError(file: file, line: 1, column: 1,
                                     message: "no \(file) in the bundle or in Nib.resourceFolders (\(Nib.resourceFolders.joined(separator: ", ")))"))
        }
        return Result { () throws(NibError) in try NibDocument(contentsOfFile: path) }
    }
}
