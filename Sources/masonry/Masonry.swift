// The `masonry` command: Masonry's example gallery rendered, layout files rendered and checked.
// Porting an app's sources is `masonry-port`'s, so that this command never builds swift-syntax.
//
//   swift run masonry examples [--out gallery] [--format ascii|svg|json|html] [--width 320] [--height 416] [--only NAME]
//                              [--png] [--scale 2] [--font-family "DejaVu Sans"]
//   swift run masonry render FILE.yaml [--format svg|png|ascii|json|html] [--out PATH] [--constraints] [--scale 2]
//                              [--font-family "DejaVu Sans"]
//   swift run masonry diagnose FILE.yaml

import ArgumentParser
import Foundation
import MasonryExamples
import MasonryFonts
import MasonryLayoutFile
import MasonryRender

@main
struct MasonryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "masonry",
        abstract: "Masonry's Auto Layout DSL for Swift, headless: see layouts, render them, check them.",
        subcommands: [ExamplesCommand.self, RenderCommand.self, DiagnoseCommand.self, IBCommand.self],
        defaultSubcommand: ExamplesCommand.self)
}

/// What `masonry examples` prints to standard output.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case ascii, svg, json, html
}

struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "Lay out the 16 screens of Masonry's example app, print them, and write the gallery.",
        discussion: "Writes OUT/index.html and one SVG per screen and state; prints each state to standard output.")

    @Option(help: "The folder the gallery is written to.")
    var out = "gallery"

    @Option(help: "What to print for each state: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .ascii

    @Option(help: "The root view's width.")
    var width: Double = 320

    @Option(help: "The root view's height.")
    var height: Double = 416

    @Option(help: "Only the screen with this title (case and spaces ignored).")
    var only: String?

    @Flag(help: "Also write a PNG of each state, drawn in-process, linked from the gallery page.")
    var png = false

    @OptionGroup var text: TextOptions

    func validate() throws {
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            throw ValidationError("--width and --height must be positive numbers")
        }
        try text.validate()
        if let only, MainActor.assumeIsolated({ Examples.screen(named: only, size: CGSize(width: 1, height: 1)) == nil }) {
            throw ValidationError("no example screen is called '\(only)'; the screens are: "
                + MainActor.assumeIsolated { Examples.titles }.joined(separator: ", "))
        }
    }

    // ArgumentParser calls `run()` outside any isolation, on the main thread, where views live.
    func run() throws { try MainActor.assumeIsolated { try render() } }

    @MainActor private func render() throws {
        try text.install()
        try ExampleCapture.$pngScale.withValue(png ? CGFloat(text.scale) : nil) { try writeGallery() }
    }

    @MainActor private func writeGallery() throws {
        let size = CGSize(width: width, height: height)
        let titles = only.map { [$0] } ?? Examples.titles
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var sections: [HTMLRenderer.Section] = []
        var html = ""
        for (number, title) in titles.enumerated() {
            progress("[\(number + 1)/\(titles.count)] \(title)")
            guard let screen = Examples.screen(named: title, size: size) else { continue }
            for (index, state) in screen.states.enumerated() {
                let name = "\(slug(screen.title))-\(index + 1)-\(slug(state.name)).svg"
                try state.svg.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
                let pngName = state.png.map { _ in String(name.dropLast(4)) + ".png" }
                if let data = state.png, let pngName { try data.write(to: directory.appendingPathComponent(pngName)) }
                let heading = screen.states.count > 1 ? "\(screen.title) — \(state.name)" : screen.title
                let section = HTMLRenderer.Section(
                    title: heading + (state.note.map { " (\($0))" } ?? ""), svg: state.svg,
                    constraints: state.constraints, diagnostics: state.diagnostics.map(\.message), png: pngName)
                sections.append(section)
                switch format {
                case .ascii:
                    print("== \(heading)" + (state.note.map { " — \($0)" } ?? ""))
                    print(state.ascii, terminator: "")
                    for diagnostic in state.diagnostics { print("! " + diagnostic.message.split(separator: "\n")[0]) }
                case .svg: print(state.svg, terminator: "")
                case .json: print(state.json, terminator: "")
                case .html: break
                }
            }
        }
        html = HTMLRenderer.page(title: "Masonry examples", sections: sections)
        try html.write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        if format == .html { print(html, terminator: "") }
        progress("wrote \(directory.path)/index.html and \(sections.count) SVG" + (png ? " and PNG" : "") + " files")
    }

    private func slug(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            .split(separator: "-").joined(separator: "-")
    }

}

/// How text is measured and pixels drawn: `--font-family`, `--scale`.
struct TextOptions: ParsableArguments {
    @Option(help: "Measure and draw system fonts with this installed family (\"DejaVu Sans\"); fixed metrics if not given.")
    var fontFamily: String?

    @Option(help: "Pixels per point of PNG output (1, 2 or 3).")
    var scale: Double = 2

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }

    /// Lets layout files name installed families, and makes `--font-family` the system fonts'
    /// (before any view is made), or says why it cannot.
    func install() throws {
        do {
            try FontLibrary.install(systemFamily: fontFamily)
        } catch {
            throw ValidationError(error.description)
        }
    }
}

/// Writes a line to standard error, where progress and problems go.
func progress(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
