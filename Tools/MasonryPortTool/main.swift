// `masonry-port`: an iOS app's view sources rewritten to compile here. Two forms, one library:
//
//   masonry-port SOURCES... --out DIR [--module NAME] [--available MODULE]...
//       copies each Swift file (folders are searched) into DIR, keeping its place below the folder
//       given, and writes DIR/MasonryPortDispatch.swift; for code outside a package.
//   masonry-port --module NAME --dispatch OUT.swift [--available MODULE]... --file IN OUT [--file IN OUT]...
//       what the build plugin runs: each IN into the OUT it declared.
//
// It lives apart from the `masonry` command so that the gallery never builds swift-syntax.

import Foundation
import MasonryPort

/// The options, from the command line.
struct Options {
    var module = "Ported", dispatchPath: String?, out: String?, available: Set<String> = []
    var pairs: [(String, String)] = [], sources: [String] = []

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
            case "--out": out = next(argument)
            case "--available": available.insert(next(argument))
            case "--file": pairs.append((next(argument), next(argument)))
            case "-h", "--help": usage(status: 0)
            case let option where option.hasPrefix("-"): fail("unknown option \(option)")
            default: sources.append(argument)
            }
        }
        if out == nil, pairs.isEmpty { usage(status: 2) }
        if out != nil, !pairs.isEmpty { fail("--out and --file are two forms; give one") }
        if out != nil, sources.isEmpty { fail("no SOURCES to port into \(out!)") }
        if out == nil, !sources.isEmpty { fail("\(sources[0]): SOURCES need --out DIR") }
    }
}

func usage(status: Int32) -> Never {
    let text = """
        usage: masonry-port SOURCES... --out DIR [--module NAME] [--available MODULE]...
               masonry-port --module NAME --dispatch OUT.swift [--available MODULE]... --file IN OUT...
        Rewrites an iOS app's view sources to compile here, unedited: UIKit's and SnapKit's imports become
        UIKitLayout, @objc and Interface Builder attributes go, #selector becomes a Selector dispatched by
        \(PortFiles.dispatchFileName). Each copy opens with #sourceLocation, so errors name the original's
        lines. Compile the copies into one module (--module, default Ported) that depends on UIKitLayout.

        """
    FileHandle.standardError.write(Data(text.utf8))
    exit(status)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("masonry-port: \(message)\n".utf8))
    exit(2)
}

func rate(_ count: Int, _ seconds: Double) -> String {
    "in \(String(format: "%.2f", seconds)) s (\(Int(Double(count) / max(seconds, 0.001))) files a second)"
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let start = Date()
do {
    if let out = options.out {
        let found = try PortFiles.sources(at: options.sources)
        let result = Porter(moduleName: options.module, availableModules: options.available).port(found.map(\.source))
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        for (file, (_, relative)) in zip(result.files, found) {
            try PortFiles.write(file.text, to: folder.appendingPathComponent(relative).path)
        }
        try PortFiles.write(result.dispatch, to: folder.appendingPathComponent(PortFiles.dispatchFileName).path)
        for diagnostic in result.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
        let seconds = Date().timeIntervalSince(start)
        FileHandle.standardError.write(Data("ported \(found.count) files into \(out) \(rate(found.count, seconds))\n".utf8))
        exit(result.diagnostics.contains { $0.severity == .error } ? 1 : 0)
    }
    let pairs = options.pairs
    let sources = try pairs.map { input, _ in
        guard let data = FileManager.default.contents(atPath: input) else { throw PortError.unreadable(input) }
        return PortSource(path: input, text: String(decoding: data, as: UTF8.self))
    }
    let result = Porter(moduleName: options.module, availableModules: options.available).port(sources)
    for (file, (_, output)) in zip(result.files, pairs) { try PortFiles.write(file.text, to: output) }
    if let dispatchPath = options.dispatchPath { try PortFiles.write(result.dispatch, to: dispatchPath) }
    // What the copies say as `#warning`s, the compiler reports at the original's line.
    for diagnostic in result.diagnostics where !diagnostic.isInCopy {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
    let seconds = Date().timeIntervalSince(start)
    print("masonry-port: \(pairs.count) file\(pairs.count == 1 ? "" : "s") for \(options.module) \(rate(pairs.count, seconds))")
    exit(result.diagnostics.contains { $0.severity == .error } ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("masonry-port: \(error)\n".utf8))
    exit(1)
}
