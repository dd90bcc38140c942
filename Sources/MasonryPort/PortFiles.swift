import Foundation

/// Reading an app's sources and writing their ported copies, for the command and the plugin's tool.
public enum PortFiles {
    /// The name of the file holding the module's selector dispatch.
    public static let dispatchFileName = "MasonryPortDispatch.swift"

    /// The Swift files at `paths` (files, or folders searched through), each with the path its
    /// copy takes under an output folder: a folder's files keep their place below it.
    public static func sources(at paths: [String]) throws -> [(source: PortSource, relativePath: String)] {
        var found: [(PortSource, String)] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw PortError.missing(path) }
            let root = URL(fileURLWithPath: path).standardizedFileURL
            guard isDirectory.boolValue else {
                found.append((try read(root), root.lastPathComponent))
                continue
            }
            let files = manager.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
                .sorted { $0.path < $1.path } ?? []
            for file in files {
                let relative = String(file.standardizedFileURL.path.dropFirst(root.path.count + 1))
                found.append((try read(file), relative))
            }
        }
        return found
    }

    private static func read(_ url: URL) throws -> PortSource {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw PortError.unreadable(url.path) }
        return PortSource(path: url.path, text: String(decoding: data, as: UTF8.self))
    }

    /// Writes `text` to `path`, making its folder, unless the file already holds it (so that a
    /// build does not recompile what did not change).
    public static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: path) == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}

/// Why sources could not be read.
public enum PortError: Error, CustomStringConvertible {
    case missing(String)
    case unreadable(String)

    public var description: String {
        switch self {
        case let .missing(path): return "\(path): no such file or folder"
        case let .unreadable(path): return "\(path): cannot be read"
        }
    }
}
