import Foundation
import PackagePlugin

/// Compiles an iOS app's view sources, unedited, into the target it is applied to: each file is
/// rewritten by `masonry-port` (UIKit's and SnapKit's imports to `UIKitLayout`, `@objc` and
/// Interface Builder attributes removed, `#selector` made a dispatched `Selector`) into a copy
/// that names the original's lines.
///
/// Which sources: a `masonry-port.json` in the target's folder (excluded from the target), with
/// `targets` (other targets of the package whose sources to port), `paths` (files or folders,
/// from the package's root) and `modules` (modules besides the target's dependencies that exist
/// here, whose imports stay). SwiftPM asks a plugin for its commands when the package changes:
/// after adding or removing a source, touch `Package.swift`.
@main
struct MasonryPortPlugin: BuildToolPlugin {
    struct Configuration: Decodable {
        var targets: [String]?
        var paths: [String]?
        var modules: [String]?
    }

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let configurationURL = module.directoryURL.appending(path: "masonry-port.json")
        guard let data = FileManager.default.contents(atPath: configurationURL.path) else {
            Diagnostics.error("\(configurationURL.path): missing; list the sources to port there, as "
                + "{\"paths\": [\"App/Views\"]} or {\"targets\": [\"AppViews\"]}")
            return []
        }
        let configuration: Configuration
        do {
            configuration = try JSONDecoder().decode(Configuration.self, from: data)
        } catch {
            Diagnostics.error("\(configurationURL.path): not a port configuration: \(error)")
            return []
        }

        var inputs: [URL] = []
        for name in configuration.targets ?? [] {
            guard let source = context.package.targets.first(where: { $0.name == name })?.sourceModule else {
                Diagnostics.error("\(configurationURL.path): no source target named \(name) in this package")
                continue
            }
            inputs += source.sourceFiles(withSuffix: "swift").map(\.url)
        }
        for path in configuration.paths ?? [] {
            let url = context.package.directoryURL.appending(path: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                Diagnostics.error("\(configurationURL.path): \(path) does not exist below the package's root")
                continue
            }
            if isDirectory.boolValue {
                let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?
                    .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
                inputs += files.sorted { $0.path < $1.path }
            } else {
                inputs.append(url)
            }
        }

        let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
        var arguments = ["--module", module.name]
        for dependency in module.dependencies {
            switch dependency {
            case let .target(target): arguments += ["--available", target.name]
            case let .product(product): for target in product.targets { arguments += ["--available", target.name] }
            @unknown default: break
            }
        }
        for name in configuration.modules ?? [] { arguments += ["--available", name] }
        let dispatch = output.appending(path: "MasonryPortDispatch.swift")
        arguments += ["--dispatch", dispatch.path]
        var outputs = [dispatch]
        for input in inputs {
            // Prefixed with a hash of the original's path: two sources may share a name, which one
            // module cannot compile twice, and a file added elsewhere renames no other copy.
            let copy = output.appending(path: String(format: "%08x-", Self.hash(input.path)) + input.lastPathComponent)
            arguments += ["--file", input.path, copy.path]
            outputs.append(copy)
        }
        return [.buildCommand(
            displayName: "Porting \(inputs.count) view sources into \(module.name)",
            executable: try context.tool(named: "masonry-port").url,
            arguments: arguments,
            inputFiles: inputs + [configurationURL],
            outputFiles: outputs)]
    }

    /// FNV-1a of `text`'s bytes, folded to 32 bits: the same for a path on every run.
    static func hash(_ text: String) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
