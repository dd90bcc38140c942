// The port plugin's tool: rewrites the files it is given into the copies the plugin declared.
//
//   masonry-port --module NAME --dispatch OUT.swift [--available MODULE]... --file IN OUT [--file IN OUT]...

import Foundation
import MasonryPort

/// The options, from the command line.
struct Options {
    var module = "Ported", dispatchPath: String?, available: Set<String> = [], pairs: [(String, String)] = []

    init(_ commandLine: [String]) {
        var arguments = commandLine[...]
        func next(_ option: String) -> String {
            guard let value = arguments.popFirst() else { fail("\(option) needs a value") }
            return value
        }
        while let argument = arguments.popFirst() {
            switch argument {
            case "--module": module = next(argument)
            case "--dispatch": dispatchPath = next(argument)
            case "--available": available.insert(next(argument))
            case "--file": pairs.append((next(argument), next(argument)))
            default: fail("unknown argument \(argument)")
            }
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("masonry-port: \(message)\n".utf8))
    exit(2)
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let (module, dispatchPath, available, pairs) = (options.module, options.dispatchPath, options.available, options.pairs)
let start = Date()
do {
    let sources = try pairs.map { input, _ in
        guard let data = FileManager.default.contents(atPath: input) else { throw PortError.unreadable(input) }
        return PortSource(path: input, text: String(decoding: data, as: UTF8.self))
    }
    let result = Porter(moduleName: module, availableModules: available).port(sources)
    for (file, (_, output)) in zip(result.files, pairs) { try PortFiles.write(file.text, to: output) }
    if let dispatchPath { try PortFiles.write(result.dispatch, to: dispatchPath) }
    // What the copies say as `#warning`s, the compiler reports at the original's line.
    for diagnostic in result.diagnostics where !diagnostic.isInCopy {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
    let seconds = Date().timeIntervalSince(start)
    print("masonry-port: \(pairs.count) file\(pairs.count == 1 ? "" : "s") for \(module) in \(String(format: "%.2f", seconds)) s "
        + "(\(Int(Double(pairs.count) / max(seconds, 0.001))) files a second)")
    exit(result.diagnostics.contains { $0.severity == .error } ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("masonry-port: \(error)\n".utf8))
    exit(1)
}
