import ArgumentParser
import Foundation
import MasonryPort

struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite an iOS app's view sources to compile here, unedited, into a folder.",
        discussion: """
            Each Swift file (folders are searched) is copied to OUT, keeping its place below the folder \
            given: UIKit's and SnapKit's imports become UIKitLayout, @objc and Interface Builder \
            attributes go, #selector becomes a Selector dispatched by OUT/\(PortFiles.dispatchFileName). \
            Each copy opens with #sourceLocation, so errors name the original's lines. Compile OUT's files \
            into one module that depends on UIKitLayout; --module names it.
            """)

    @Argument(help: "The Swift files or folders to port.")
    var sources: [String]

    @Option(help: "The folder the copies are written to.")
    var out: String

    @Option(help: "The module the copies will be compiled into.")
    var module = "Ported"

    @Option(help: "A module that exists here, whose imports stay (repeatable).")
    var available: [String] = []

    func run() throws {
        let start = Date()
        let found = try PortFiles.sources(at: sources)
        let result = Porter(moduleName: module, availableModules: Set(available)).port(found.map(\.source))
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        for (file, (_, relative)) in zip(result.files, found) {
            try PortFiles.write(file.text, to: folder.appendingPathComponent(relative).path)
        }
        try PortFiles.write(result.dispatch, to: folder.appendingPathComponent(PortFiles.dispatchFileName).path)
        for diagnostic in result.diagnostics { progress(diagnostic.description) }
        let seconds = Date().timeIntervalSince(start)
        progress("ported \(found.count) files into \(out) in \(String(format: "%.2f", seconds)) s "
            + "(\(Int(Double(found.count) / max(seconds, 0.001))) files a second)")
        if result.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
