import Foundation
import SwiftParser
import SwiftSyntax

/// Ports an iOS app's view sources to compile here unedited: each file rewritten
/// (``SourceRewriter``), the methods its selectors name found (``MethodCollector``) and a
/// dispatcher generated for them (``DispatchGenerator``), overrides in extensions dispatched by
/// the methods they override (``ExtensionOverrides``).
public struct Porter: Sendable {
    /// The module the copies are compiled into: the key of its dispatcher.
    public var moduleName: String
    /// Modules that exist here besides the standard ones, whose imports are kept.
    public var availableModules: Set<String>

    /// The modules every Linux toolchain has, and this package's.
    public static let standardModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch",
        "Glibc", "Musl", "Synchronization", "XCTest", "Testing",
        "UIKitLayout", "UIKitNames", "MasonrySnapKit", "AutoLayout", "UIKitRuntime", "UIKitCatalog", "MasonryShorthand", "MasonryRender", "MasonrySnapshotTesting",
        "SnapshotTesting",
    ]

    /// What every copy ends with after `import UIKitNames`: Foundation's networking, where it is a module of its own.
    static let networkingImport = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"

    /// A porter for module `moduleName`, keeping imports of `availableModules`.
    public init(moduleName: String, availableModules: Set<String> = []) {
        self.moduleName = moduleName
        self.availableModules = availableModules.union(Self.standardModules)
    }

    /// `text` opened with the `#sourceLocation` that maps its lines to `path`'s. The directive
    /// takes the place of a first line that is blank or a line comment, so that the copy's lines
    /// are the original's own numbers (compilers number the excerpts under a diagnostic by the
    /// file they read); otherwise it goes before the first line.
    static func mapped(_ text: String, to path: String) -> String {
        let firstLine = text.prefix { $0 != "\n" }
        let trimmed = firstLine.drop { $0 == " " || $0 == "\t" }
        let replaceable = text.contains("\n") && (trimmed.isEmpty || (trimmed.hasPrefix("//") && !trimmed.hasPrefix("///")))
        if replaceable {
            return "#sourceLocation(file: \(DispatchGenerator.literal(path)), line: 2)" + text.dropFirst(firstLine.count)
        }
        return "#sourceLocation(file: \(DispatchGenerator.literal(path)), line: 1)\n" + text
    }

    /// Ports `sources` together: a selector in one file may name a method of another.
    public func port(_ sources: [PortSource]) -> PortResult {
        let trees = sources.map { Parser.parse(source: $0.text) }
        let converters = zip(sources, trees).map { SourceLocationConverter(fileName: $0.path, tree: $1) }
        var diagnostics: [PortDiagnostic] = []
        func reporter(_ index: Int) -> (Syntax, PortDiagnostic.Severity, String, Bool) -> Void {
            { node, severity, message, inCopy in
                let location = node.startLocation(converter: converters[index])
                diagnostics.append(PortDiagnostic(file: sources[index].path, line: location.line, column: location.column,
                                                  severity: severity, message: message, isInCopy: inCopy))
            }
        }

        let objcMembers = trees.reduce(into: Set<String>()) { $0.formUnion(MethodCollector.objcMembersTypes(in: $1)) }
        var methods: [SelectorMethod] = []
        var properties: [NibProperty] = []
        for (index, tree) in trees.enumerated() {
            let report = reporter(index)
            let collector = MethodCollector(file: index, objcMembersTypes: objcMembers) { report($0, .warning, $1, false) }
            collector.walk(tree)
            methods += collector.methods
            let outlets = OutletCollector(file: index)
            outlets.walk(tree)
            properties += outlets.properties
        }
        let resolver = SelectorResolver(methods: methods)
        let overrides = ExtensionOverrides(trees: trees) { reporter($0)($1, .error, $2, false) }
        let reusable = ReusableInitializers(trees: trees)

        var texts: [String] = []
        var named: Set<String> = []
        for (index, tree) in trees.enumerated() {
            let bytes = Array(sources[index].text.utf8)
            let rewriter = SourceRewriter(bytes: bytes, availableModules: availableModules,
                                          resolve: resolver.selector, report: reporter(index))
            rewriter.walk(tree)
            named.formUnion(rewriter.namedSelectors)
            var edits = rewriter.edits
            edits.append(overrides.edits(inFile: index, bytes: bytes, path: sources[index].path, converter: converters[index]))
            edits.append(reusable.edits(inFile: index))
            var text = Self.mapped(edits.applied(to: bytes), to: sources[index].path)
            if !text.hasSuffix("\n") { text += "\n" }
            text += "#sourceLocation()\n"
            // Imports may stand anywhere at file scope: this one, for files that had UIKit from a
            // bridging header or an app-wide import, takes no line of the original's.
            text += "import UIKitNames\n"
            // On Apple's platforms `URLSession` and `URLRequest` are Foundation's; on Linux they are
            // FoundationNetworking's, which a file importing Foundation or UIKit gets here too.
            text += Self.networkingImport
            if overrides.dispatches(inFile: index) { text += ExtensionOverrides.helpers }
            texts.append(text)
        }
        // A deprecated method is dispatched only if a selector in the sources names it: calling
        // it from the dispatch would warn where the app's own code does not.
        methods.removeAll { $0.deprecated && !named.contains($0.selector) }
        var files: [PortedFile] = []
        for (index, text) in texts.enumerated() {
            let dispatch = DispatchGenerator.fileDispatch(index: index, methods: methods.filter { $0.file == index })
            let setters = KeyValueGenerator.fileSetters(index: index, properties: properties.filter { $0.file == index })
            files.append(PortedFile(path: sources[index].path, text: text + dispatch + setters))
        }
        let declaring = Set(methods.map(\.file)).sorted()
        diagnostics.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        let dispatch = DispatchGenerator.moduleDispatch(module: moduleName, files: declaring)
            + KeyValueGenerator.moduleSetters(module: moduleName, files: Set(properties.map(\.file)).sorted())
        return PortResult(files: files, dispatch: dispatch, diagnostics: diagnostics)
    }
}
