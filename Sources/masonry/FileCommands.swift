import ArgumentParser
import Foundation
import MasonryLayoutFile
import MasonryPNG

/// Reads and builds a layout file, printing its errors (file:line:column) and failing if it has any.
func buildLayout(_ path: String) throws -> BuiltLayout {
    let result = LayoutFile.read(path: path).flatMap { $0.build() }
    switch result {
    case let .success(layout):
        return layout
    case let .failure(errors):
        progress(errors.description)
        progress("\(errors.errors.count) error\(errors.errors.count == 1 ? "" : "s") in \(path); nothing rendered")
        throw ExitCode(1)
    }
}

/// What `masonry render` writes.
enum FileFormat: String, ExpressibleByArgument, CaseIterable {
    case svg, png, ascii, json, html
}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a layout file and write it as SVG, PNG, ASCII, JSON or HTML.",
        discussion: """
            A file with errors renders nothing and exits 1. A file whose constraints conflict renders, \
            with the views involved marked, and its diagnostics go to standard error.
            """)

    @Argument(help: "The layout file (YAML).")
    var file: String

    @Option(help: "What to write: \(FileFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: FileFormat = .svg

    @Option(help: "Where to write it; standard output if not given.")
    var out: String?

    @Flag(help: "Draw a line for each constraint (SVG).")
    var constraints = false

    @OptionGroup var textOptions: TextOptions

    func validate() throws { try textOptions.validate() }

    // ArgumentParser calls `run()` outside any isolation, on the main thread, where views live.
    func run() throws { try MainActor.assumeIsolated { try render() } }

    @MainActor private func render() throws {
        try textOptions.install()
        let layout = try buildLayout(file)
        for diagnostic in layout.diagnostics { progress(diagnostic.description) }
        let data: Data
        switch format {
        case .svg: data = Data(layout.svg(showsConstraints: constraints).utf8)
        case .png:
            do {
                data = try PNGRenderer.render(layout.root, scale: CGFloat(textOptions.scale))
            } catch {
                progress(error.description)
                throw ExitCode(1)
            }
        case .ascii: data = Data(layout.ascii.utf8)
        case .json: data = Data(layout.json.utf8)
        case .html: data = Data(layout.html.utf8)
        }
        if let out {
            try data.write(to: URL(fileURLWithPath: out))
            progress("wrote \(out)")
        } else {
            FileHandle.standardOutput.write(data)
        }
    }
}

struct DiagnoseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagnose",
        abstract: "Print a layout file's constraints, its ambiguous views and its conflicts.",
        discussion: "Exits 0 when the layout is complete and conflict-free, 2 when it is not, 1 when the file has errors.")

    @Argument(help: "The layout file (YAML).")
    var file: String

    // ArgumentParser calls `run()` outside any isolation, on the main thread, where views live.
    func run() throws { try MainActor.assumeIsolated { try render() } }

    @MainActor private func render() throws {
        let layout = try buildLayout(file)
        print("Constraints (\(layout.constraints.count)):")
        for constraint in layout.constraints { print("  " + constraint) }
        let ambiguous = layout.ambiguousViews
        print(ambiguous.isEmpty ? "Ambiguity: none" : "Ambiguity: " + ambiguous.joined(separator: ", "))
        print(layout.diagnostics.isEmpty ? "Conflicts: none" : "Conflicts (\(layout.diagnostics.count)):")
        for diagnostic in layout.diagnostics { print(diagnostic.description) }
        if !ambiguous.isEmpty || !layout.diagnostics.isEmpty { throw ExitCode(2) }
    }
}
