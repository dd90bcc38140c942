// The `masonry` command: Masonry's example gallery rendered, and layout files rendered and checked.
//
//   swift run masonry examples [--out gallery] [--format ascii|svg|json|html] [--width 320] [--height 416] [--only NAME]
//   swift run masonry render FILE.yaml [--format svg|ascii|json|html] [--out PATH] [--constraints]
//   swift run masonry diagnose FILE.yaml

import ArgumentParser
import Foundation
import MasonryExamples
import MasonryLayoutFile
import MasonryRender

@main
struct MasonryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "masonry",
        abstract: "Masonry's Auto Layout DSL for Swift, headless: see layouts, render them, check them.",
        subcommands: [ExamplesCommand.self, RenderCommand.self, DiagnoseCommand.self],
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

    func validate() throws {
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            throw ValidationError("--width and --height must be positive numbers")
        }
        if let only, Examples.screen(named: only, size: CGSize(width: 1, height: 1)) == nil {
            throw ValidationError("no example screen is called '\(only)'; the screens are: "
                + Examples.titles.joined(separator: ", "))
        }
    }

    func run() throws {
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
                let heading = screen.states.count > 1 ? "\(screen.title) — \(state.name)" : screen.title
                let section = HTMLRenderer.Section(
                    title: heading + (state.note.map { " (\($0))" } ?? ""), svg: state.svg,
                    constraints: state.constraints, diagnostics: state.diagnostics.map(\.message))
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
        progress("wrote \(directory.path)/index.html and \(sections.count) SVG files")
    }

    private func slug(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            .split(separator: "-").joined(separator: "-")
    }

}

/// Writes a line to standard error, where progress and problems go.
func progress(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
