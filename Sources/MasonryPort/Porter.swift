import Foundation
import SwiftParser
import SwiftSyntax

/// Ports an iOS app's view sources to compile here unedited: each file rewritten
/// (``SourceRewriter``), the methods its selectors name found (``MethodCollector``) and a
/// dispatcher generated for them (``DispatchGenerator``).
public struct Porter: Sendable {
    /// The module the copies are compiled into: the key of its dispatcher.
    public var moduleName: String
    /// Modules that exist here besides the standard ones, whose imports are kept.
    public var availableModules: Set<String>

    /// The modules every Linux toolchain has, and this package's.
    public static let standardModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch",
        "Glibc", "Musl", "Synchronization", "XCTest", "Testing",
        "UIKitLayout", "AutoLayout", "UIKitCatalog", "MasonryShorthand", "MasonryRender", "MasonrySnapshotTesting",
        "SnapshotTesting",
    ]

    /// A porter for module `moduleName`, keeping imports of `availableModules`.
    public init(moduleName: String, availableModules: Set<String> = []) {
        self.moduleName = moduleName
        self.availableModules = availableModules.union(Self.standardModules)
    }

    /// Ports `sources` together: a selector in one file may name a method of another.
    public func port(_ sources: [PortSource]) -> PortResult {
        let trees = sources.map { Parser.parse(source: $0.text) }
        let converters = zip(sources, trees).map { SourceLocationConverter(fileName: $0.path, tree: $1) }
        var diagnostics: [PortDiagnostic] = []
        func reporter(_ index: Int) -> (Syntax, PortDiagnostic.Severity, String) -> Void {
            { node, severity, message in
                let location = node.startLocation(converter: converters[index])
                diagnostics.append(PortDiagnostic(file: sources[index].path, line: location.line, column: location.column,
                                                  severity: severity, message: message))
            }
        }

        let objcMembers = trees.reduce(into: Set<String>()) { $0.formUnion(MethodCollector.objcMembersTypes(in: $1)) }
        var methods: [SelectorMethod] = []
        for (index, tree) in trees.enumerated() {
            let report = reporter(index)
            let collector = MethodCollector(file: index, objcMembersTypes: objcMembers) { report($0, .warning, $1) }
            collector.walk(tree)
            methods += collector.methods
        }
        let resolver = SelectorResolver(methods: methods)

        var files: [PortedFile] = []
        for (index, tree) in trees.enumerated() {
            let bytes = Array(sources[index].text.utf8)
            let rewriter = SourceRewriter(bytes: bytes, availableModules: availableModules,
                                          resolve: resolver.selector, report: reporter(index))
            rewriter.walk(tree)
            var text = "#sourceLocation(file: \(DispatchGenerator.literal(sources[index].path)), line: 1)\n"
            text += rewriter.edits.applied(to: bytes)
            if !text.hasSuffix("\n") { text += "\n" }
            text += "#sourceLocation()\n"
            text += DispatchGenerator.fileDispatch(index: index, methods: methods.filter { $0.file == index })
            files.append(PortedFile(path: sources[index].path, text: text))
        }
        let declaring = Set(methods.map(\.file)).sorted()
        let dispatch = DispatchGenerator.moduleDispatch(module: moduleName, files: declaring)
        return PortResult(files: files, dispatch: dispatch, diagnostics: diagnostics)
    }
}
