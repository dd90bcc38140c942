import AutoLayout
import UIKitRuntime
import Foundation

/// A nib or storyboard file read: its element tree, and the resources it declares (named and
/// system colours with their values, images with their sizes), which its elements refer to.
///
/// Reading costs time and memory linear in the file's bytes (see `XMLReader`).
public struct NibDocument: Sendable {
    /// What kind of document Xcode wrote.
    public enum Kind: Sendable { case xib, storyboard }

    /// The file's name, for errors.
    public let file: String
    /// The `<document>` element.
    public let root: XMLNode
    /// A xib or a storyboard.
    public let kind: Kind
    /// The device the document was laid out for (`retina6_1`), if it names one.
    public let device: String?
    /// The major version of the Interface Builder that saved the document (`toolsVersion`'s
    /// first number: 21701 for Xcode 14.2), 0 if it names none.
    public let toolsVersion: Int
    /// Whether the document uses Auto Layout (`useAutolayout`); without it, springs and struts only.
    public let usesAutoLayout: Bool
    /// Colours the document names (asset catalogue and system colours), by name, as the document
    /// records their values.
    let namedColors: [String: XMLNode]
    /// Images the document names, by name, with the size the document records.
    let imageSizes: [String: CGSize]

    /// Reads `data` (the file's bytes); `file` names it in errors.
    public init(data: Data, file: String) throws(NibError) {
        let root = try XMLReader.read(data, file: file)
        guard root.name == "document" else {
            throw NibError(file: file, line: root.line, column: root.column,
                           message: "expected <document>, the root of a nib or storyboard, not <\(root.name)>")
        }
        self.file = file
        self.root = root
        kind = (root["type"] ?? "").contains("Storyboard") ? .storyboard : .xib
        device = root.child("device")?["id"]
        toolsVersion = root["toolsVersion"].flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        usesAutoLayout = root.flag("useAutolayout") ?? false
        var colors: [String: XMLNode] = [:]
        var images: [String: CGSize] = [:]
        for resource in root.children(of: "resources") {
            guard let name = resource["name"] else { continue }
            switch resource.name {
            case "namedColor", "systemColor":
                if let color = resource.child("color") { colors[name] = color }
            case "image":
                if let size = resource.size { images[name] = size }
            default:
                break
            }
        }
        namedColors = colors
        imageSizes = images
    }

    /// Reads the file at `path`.
    public init(contentsOfFile path: String) throws(NibError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw NibError(file: path, line: 1, column: 1, message: "cannot read the file")
        }
        try self.init(data: data, file: path)
    }
}
