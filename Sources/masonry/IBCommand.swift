import ArgumentParser
import Foundation
import MasonryPNG
import MasonryRender
import UIKitNib

extension NibFrameCheck.TextSizes: ExpressibleByArgument {}

/// What `masonry ib` writes.
enum IBFormat: String, ExpressibleByArgument, CaseIterable {
    case svg, png, json
}

struct IBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ib",
        abstract: "Load a xib or storyboard, lay it out, and render it or check its frames against Xcode's.",
        discussion: """
            Custom classes are made as their UIKit class (their code is not here). With --check, every \
            view's frame is compared with the frame Xcode stored for the document's device; the \
            differences are listed and the command exits 1 if there are any outside text-dependent views.
            """)

    @Argument(help: "The .xib or .storyboard file.")
    var file: String

    @Option(help: "A top-level view's or a scene controller's id; the first when not given.")
    var scene: String?

    @Option(help: "What to write: \(IBFormat.allCases.map(\.rawValue).joined(separator: ", ")) (json: the frame comparison).")
    var format: IBFormat = .svg

    @Option(help: "Where to write it; standard output if not given.")
    var out: String?

    @Flag(help: "Compare each view's frame with the document's and list the differences.")
    var check = false

    @Option(help: "The largest difference, in points, that still matches.")
    var tolerance: Double = 0.5

    @Option(help: "Text views measured with this machine's fonts (measured) or at the sizes Xcode stored (stored).")
    var textSizes: NibFrameCheck.TextSizes = .measured

    @OptionGroup var textOptions: TextOptions

    func validate() throws {
        try textOptions.validate()
        guard tolerance >= 0, tolerance.isFinite else { throw ValidationError("--tolerance must be a non-negative number") }
    }

    func run() throws { try MainActor.assumeIsolated { try load() } }

    @MainActor private func load() throws {
        try textOptions.install()
        let document: NibDocument
        do {
            document = try NibDocument(contentsOfFile: file)
        } catch {
            progress(error.description)
            throw ExitCode(1)
        }
        let result = NibFrameCheck(document: document, textSizes: textSizes)
        for warning in result.warnings { progress(warning.description) }
        if check || format == .json {
            try report(result)
            return
        }
        guard let root = (scene.flatMap { id in result.roots.first { $0.id == id } } ?? result.roots.first)?.view else {
            progress("\(file): no view\(scene.map { " with id \($0)" } ?? "") to render")
            throw ExitCode(1)
        }
        let data: Data
        switch format {
        case .png:
            do { data = try PNGRenderer.render(root, scale: CGFloat(textOptions.scale)) } catch {
                progress(error.description)
                throw ExitCode(1)
            }
        default: data = Data(SVGRenderer.render(root).utf8)
        }
        try write(data)
    }

    @MainActor private func report(_ result: NibFrameCheck) throws {
        let tolerance = CGFloat(self.tolerance)
        if format == .json {
            let entries = result.entries.map { entry -> [String: Any] in
                ["id": entry.id, "kind": entry.kind, "line": entry.line, "dependsOnText": entry.dependsOnText,
                 "matches": entry.matches(within: tolerance),
                 "stored": [entry.stored.minX, entry.stored.minY, entry.stored.width, entry.stored.height].map { Double($0) },
                 "computed": [entry.computed.minX, entry.computed.minY, entry.computed.width, entry.computed.height].map { Double($0) }]
            }
            let object: [String: Any] = ["file": file, "skipped": result.skipped, "warnings": result.warnings.count, "views": entries]
            try write(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) + Data("\n".utf8))
            return
        }
        let fixed = result.entries.filter { !$0.dependsOnText }
        let text = result.entries.filter(\.dependsOnText)
        var lines: [String] = []
        for entry in result.entries where !entry.matches(within: tolerance) {
            lines.append("\(file):\(entry.line): \(entry.kind) \(entry.id): stored \(describe(entry.stored)), laid out \(describe(entry.computed))"
                + (entry.dependsOnText ? " (text)" : ""))
        }
        let fixedMatching = fixed.filter { $0.matches(within: tolerance) }.count
        let textMatching = text.filter { $0.matches(within: tolerance) }.count
        lines.append("\(fixedMatching) of \(fixed.count) frames match (text-dependent: \(textMatching) of \(text.count)); "
            + "\(result.skipped) misplaced or ambiguous skipped")
        try write(Data((lines.joined(separator: "\n") + "\n").utf8))
        if fixedMatching < fixed.count { throw ExitCode(1) }
    }

    private func describe(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        return "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    @MainActor private func write(_ data: Data) throws {
        if let out {
            try data.write(to: URL(fileURLWithPath: out))
            progress("wrote \(out)")
        } else {
            FileHandle.standardOutput.write(data)
        }
    }
}
