// The solver benchmarks: GRID(N), FLAT(N) and kiwi-random, timed in a release build.
//
//   swift run -c release cassowary-bench [--sizes 100,1000,10000] [--runs 5] [--no-flat]
//        [--no-grid] [--no-random] [--build-only] [--json FILE] [--export DIR]
//
// Every phase checks its solution against the closed form and exits non-zero on a mismatch.

import Cassowary
import CassowaryWorkloads
import Foundation

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write("FAILED: \(message)\n".data(using: .utf8)!)
    exit(1)
}

func check(_ error: Double, _ what: String) {
    if !(error <= 1e-9) { fail("\(what): max error \(error) against the closed form") }
}

/// One row of results: metric name → seconds.
typealias Result = [String: Double]

func benchmarkGrid(views: Int, runs: Int, buildOnly: Bool) throws -> Result {
    var samples: [String: [Double]] = [:]
    func record(_ key: String, _ value: Double) { samples[key, default: []].append(value) }
    for _ in 0..<runs {
        var grid: GridWorkload!
        record("construct", measure { grid = GridWorkload(views: views) })
        let solver = Solver()
        record("build", try measure {
            try grid.workload.add(to: solver)
            solver.updateVariables()
        })
        check(grid.maximumError(), "\(grid.workload.name) build")
        record("cells", Double(solver.statistics.cells))
        if buildOnly { continue }

        record("addEdit", try measure { try solver.addEditVariable(grid.width0, strength: .strong) })
        var steps: [Double] = [], suggests: [Double] = [], updates: [Double] = []
        for k in 0..<1000 {
            let width = GridWorkload.suggestedWidth(k)
            let suggest = try measure { try solver.suggestValue(width, for: grid.width0) }
            let update = measure { solver.updateVariables() }
            suggests.append(suggest); updates.append(update); steps.append(suggest + update)
            if k % 50 == 0 || k == 999 { check(grid.maximumError(suggestedWidth: width), "\(grid.workload.name) edit step \(k)") }
        }
        record("editMedian", median(steps)); record("editMean", steps.reduce(0, +) / Double(steps.count))
        record("editP90", percentile(steps, 0.9))
        record("suggestMedian", median(suggests)); record("updateMedian", median(updates))

        let before = grid.workload.variables.map(\.value)
        let probe = grid.probeView
        for (name, constraint) in [("F", grid.preferredHeight[probe]), ("A", grid.leading[probe])] {
            var removes: [Double] = [], adds: [Double] = []
            for _ in 0..<20 {
                removes.append(try measure { try solver.remove(constraint) })
                adds.append(try measure { try solver.add(constraint) })
            }
            record("\(name)Remove", median(removes)); record("\(name)Readd", median(adds))
        }
        solver.updateVariables()
        let drift = zip(before, grid.workload.variables.map(\.value)).map { abs($0 - $1) }.max() ?? 0
        check(drift, "\(grid.workload.name) remove/re-add")
    }
    return samples.mapValues(median)
}

func benchmarkBuild(_ make: () -> (Workload, () -> Double), runs: Int) throws -> Result {
    var constructs: [Double] = [], builds: [Double] = []
    var cells = 0.0
    for _ in 0..<runs {
        var made: (Workload, () -> Double)!
        constructs.append(measure { made = make() })
        let solver = Solver()
        builds.append(try measure {
            try made.0.add(to: solver)
            solver.updateVariables()
        })
        check(made.1(), "\(made.0.name) build")
        cells = Double(solver.statistics.cells)
    }
    return ["construct": median(constructs), "build": median(builds), "cells": cells]
}

func format(_ seconds: Double?) -> String {
    guard let seconds, seconds.isFinite else { return "-" }
    if seconds >= 1 { return String(format: "%.3f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.3f ms", seconds * 1e3) }
    return String(format: "%.2f µs", seconds * 1e6)
}

let options = BenchmarkOptions(CommandLine.arguments, sizes: [100, 1000, 10000], runs: 5, values: ["--json", "--export"],
                               flags: ["--no-flat", "--no-grid", "--no-random", "--build-only"])

if let directory = options.value("--export") {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    }
    for views in options.sizes {
        let grid = GridWorkload(views: views)
        let constraints = grid.workload.constraints.map(ObjectIdentifier.init)
        let f = constraints.firstIndex(of: ObjectIdentifier(grid.preferredHeight[grid.probeView]))!
        let a = constraints.firstIndex(of: ObjectIdentifier(grid.leading[grid.probeView]))!
        try write("grid-\(views).json", grid.workload.json(extra: [
            ("edit", "{\"variable\": 2, \"strength\": 750, \"steps\": 1000}"),
            ("probe", "{\"F\": \(f), \"A\": \(a)}"),
        ]))
        try write("flat-\(views).json", FlatWorkload(views: views).workload.json())
    }
    try write("kiwi-random.json", KiwiRandomWorkload.make().json())
    print("exported to \(directory)")
}

var results: [(String, Result)] = []
let machine = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
    .split(separator: "\n").first { $0.hasPrefix("model name") }?
    .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
print("cassowary-bench: runs \(options.runs), medians; \(ProcessInfo.processInfo.activeProcessorCount) cores, \(machine)")
for views in options.sizes {
    let runs = views >= 10000 ? max(1, min(options.runs, 3)) : options.runs
    // FLAT first: after GRID(10000) has grown and freed a few hundred megabytes, the allocator's
    // state makes FLAT's timing erratic.
    if !options.has("--no-flat") {
        results.append(("FLAT(\(views))", try benchmarkBuild({
            let flat = FlatWorkload(views: views)
            return (flat.workload, flat.maximumError)
        }, runs: runs)))
    }
    if !options.has("--no-grid") {
        results.append(("GRID(\(views))", try benchmarkGrid(views: views, runs: runs, buildOnly: options.has("--build-only"))))
    }
}
if !options.has("--no-random") {
    results.append(("kiwi-random", try benchmarkBuild({ (KiwiRandomWorkload.make(), { 0 }) }, runs: options.runs)))
}

let columns = ["construct", "build", "addEdit", "editMedian", "editMean", "editP90", "suggestMedian", "updateMedian",
               "FRemove", "FReadd", "ARemove", "AReadd", "cells"]
print(([String("workload").padding(toLength: 14, withPad: " ", startingAt: 0)] + columns.map {
    $0.padding(toLength: 11, withPad: " ", startingAt: 0)
}).joined(separator: " "))
for (name, result) in results {
    print(([name.padding(toLength: 14, withPad: " ", startingAt: 0)] + columns.map {
        ($0 == "cells" ? result[$0].map { String(Int($0)) } ?? "-" : format(result[$0]))
            .padding(toLength: 11, withPad: " ", startingAt: 0)
    }).joined(separator: " "))
}
if let path = options.value("--json") {
    let object = Dictionary(uniqueKeysWithValues: results.map { ($0.0, $0.1) })
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: path))
}
