// FEED(N) at scale: build + first layout, rotation, one cell's update and remake (the middle
// cell's, then the last one's), size fitting, and SIZING(N) — N items measured with one reused
// sizing cell — against hand-written frame arithmetic. Release build; every phase checks its frames.
//
//   swift run -c release feed-bench [--sizes 10,100,1000] [--runs 5] [--export DIR] [--json PATH]
//   swift run -c release feed-bench --profile a|b|c|d|c2|d2|s [--sizes 1000] [--runs 100]
//   swift run -c release feed-bench --memory 1000      (one size per process: peak memory is the process's)
//
// --profile builds FEED(N) once and repeats one phase `runs` times inside `profiledPhase`, for
// `valgrind --tool=callgrind --toggle-collect='*profiledPhase*'`.
// --export writes each FEED(N)'s solver system after phase (a) as DIR/feed-N.json (the format
// Scripts/compare-kiwi reads); --json writes the medians of every phase, in seconds.

@_spi(Benchmarks) import AutoLayout
import Cassowary
import CassowaryWorkloads
import FeedWorkload
import Foundation
import Masonry

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("FAILED: \(message)\n".utf8))
    exit(1)
}

func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

/// Writes the feed's solver system, its variables in first-use order.
func export(_ feed: Feed, count: Int, to directory: String) {
    let constraints = feed.root.layoutSystem
    var seen = Set<ObjectIdentifier>(), variables: [Variable] = []
    for constraint in constraints {
        for term in constraint.expression.terms where seen.insert(ObjectIdentifier(term.variable)).inserted {
            variables.append(term.variable)
        }
    }
    let workload = Workload(name: "FEED(\(count))", variables: variables, constraints: constraints)
    let path = (directory as NSString).appendingPathComponent("feed-\(count).json")
    do {
        try workload.json().write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(path): \(error)")
    }
}

let options = BenchmarkOptions(CommandLine.arguments, sizes: [10, 100, 1000], runs: 5,
                               values: ["--export", "--json", "--profile", "--memory"])
let sizes = options.sizes, runs = options.runs
let exportDirectory = options.value("--export"), jsonPath = options.value("--json"), profiled = options.value("--profile")

/// The process's peak resident memory so far, in kilobytes.
func peakResidentKB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)  // Glibc imports the enum; getrusage takes its value
    return usage.ru_maxrss
}

// --memory N: the growth of peak resident memory while FEED(N) is built and laid out, per cell.
if let memory = options.value("--memory") {
    guard let count = Int(memory), count > 0 else { fail("--memory takes a number of cells") }
    // A warm-up feed first, so that the baseline includes what the first build loads once.
    let warmup = Feed(count: 10)
    warmup.root.layoutIfNeeded()
    let before = peakResidentKB()
    let feed = Feed(count: count)
    feed.root.layoutIfNeeded()
    let after = peakResidentKB()
    if ManualFeed.difference(feed, ManualFeed.frames(count: count)) > 1e-9 { fail("FEED(\(count)) frames differ from manual") }
    print(String(format: "FEED(%d): peak resident %.1f MB before, %.1f MB after; %.1f KB a cell",
                 count, Double(before) / 1024, Double(after) / 1024, Double(after - before) / Double(count)))
    exit(0)
}

/// SIZING(N): the heights of N feed items, each measured at 375 with the one `sizing` cell (its
/// texts set, then `systemLayoutSizeFitting`), as a table view's sizing cell measures rows.
func sizeItems(_ count: Int, with sizing: FeedCell) -> [CGFloat] {
    (0..<count).map { index in
        sizing.name.text = FeedText.name(index)
        sizing.timestamp.text = FeedText.timestamp(index)
        sizing.body.text = FeedText.body(index)
        return sizing.cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel).height
    }
}

/// One phase of FEED(N), repeated, for a profiler to count alone.
@inline(never)
/// Returns what phase (a) built, for the caller to drop: the benchmark does not time
/// deallocation, so the profile must not count it either.
func profiledPhase(_ phase: String, _ feed: Feed, runs: Int) -> [Feed] {
    var kept: [Feed] = []
    if phase == "s" {
        let sizing = Feed.makeCell(0)
        for _ in 0..<runs { _ = sizeItems(feed.cells.count, with: sizing) }
        return kept
    }
    if phase == "a" {
        for _ in 0..<runs {
            let built = Feed(count: feed.cells.count)
            built.root.layoutIfNeeded()
            kept.append(built)
        }
        return kept
    }
    let middle = phase.hasSuffix("2") ? feed.cells[feed.cells.count - 1] : feed.cells[feed.cells.count / 2]
    for run in 0..<runs {
        switch phase {
        case "b":
            feed.root.frame.size.width = run % 2 == 0 ? 320 : 375
        case "c", "c2":
            let side: CGFloat = run % 2 == 0 ? 60 : 50
            middle.avatar.mas.updateConstraints { make in make.size.equalTo(CGSize(width: side, height: side)) }
        default:
            let side: CGFloat = run % 2 == 0 ? 40 : 50
            middle.avatar.mas.remakeConstraints { make in
                make.top.leading.equalTo(middle.cell).offset(8)
                make.size.equalTo(CGSize(width: side, height: side))
            }
        }
        feed.root.layoutIfNeeded()
    }
    return kept
}

if let profiled {
    let feed = Feed(count: sizes.max() ?? 1000)
    feed.root.layoutIfNeeded()
    let kept = profiledPhase(profiled, feed, runs: runs)
    withExtendedLifetime(kept) { exit(0) }
}

/// Times one cell's avatar updated to 60 × 60 (`update`) and then remade at 40 × 40 (`remake`),
/// each with a relayout, and checks the avatar's frame after each.
func changeAvatar(of cell: FeedCell, in feed: Feed, update: String, remake: String, times: inout [String: [Double]]) {
    times[update, default: []].append(measure {
        cell.avatar.mas.updateConstraints { make in make.size.equalTo(CGSize(width: 60, height: 60)) }
        feed.root.layoutIfNeeded()
    })
    if cell.avatar.frame != CGRect(x: 8, y: 8, width: 60, height: 60) { fail("\(update): avatar \(cell.avatar.frame)") }
    times[remake, default: []].append(measure {
        cell.avatar.mas.remakeConstraints { make in
            make.top.leading.equalTo(cell.cell).offset(8)
            make.size.equalTo(CGSize(width: 40, height: 40))
        }
        feed.root.layoutIfNeeded()
    })
    if cell.avatar.frame != CGRect(x: 8, y: 8, width: 40, height: 40) { fail("\(remake): avatar \(cell.avatar.frame)") }
}

let phases = ["a build+layout", "b rotate 375→320", "c update 1 avatar", "d remake 1 avatar", "e fit 1 cell",
              "c2 update last avatar", "d2 remake last avatar", "s sizing (per item)", "manual frames"]
var results: [Int: [String: Double]] = [:]
print("feed-bench: runs \(runs), medians; per cell = time / N")
print("N       phase                 median ms    per cell µs")
for count in sizes {
    var times = [String: [Double]]()
    for _ in 0..<runs {
        var feed: Feed?
        times["a build+layout", default: []].append(measure {
            let built = Feed(count: count)
            built.root.layoutIfNeeded()
            feed = built
        })
        guard let feed else { fail("no feed") }
        if let exportDirectory, times["a build+layout"]?.count == 1 { export(feed, count: count, to: exportDirectory) }
        if ManualFeed.difference(feed, ManualFeed.frames(count: count)) > 1e-9 { fail("FEED(\(count)) frames differ from manual") }
        times["b rotate 375→320", default: []].append(measure {
            feed.root.frame.size.width = 320
            feed.root.layoutIfNeeded()
        })
        if ManualFeed.difference(feed, ManualFeed.frames(count: count, width: 320)) > 1e-9 { fail("rotated frames differ") }
        changeAvatar(of: feed.cells[count / 2], in: feed, update: "c update 1 avatar", remake: "d remake 1 avatar",
                     times: &times)
        let last = feed.cells[count - 1]
        var fitted = CGSize.zero
        times["e fit 1 cell", default: []].append(measure {
            fitted = last.cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        })
        // With one or two cells the last is the middle one, whose avatar (d) made 10 points shorter.
        var expected = ManualFeed.cellFrames(count - 1, width: 320, top: 0)[0].size
        if count - 1 == count / 2 { expected.height -= 10 }
        if fitted != expected { fail("fitted size \(fitted), expected \(expected)") }
        // (c) and (d) again on the last cell: its size changes and no other cell moves, so these
        // show the cost of a change alone, where (c) and (d) add moving the cells below.
        changeAvatar(of: last, in: feed, update: "c2 update last avatar", remake: "d2 remake last avatar", times: &times)
        let sizing = Feed.makeCell(0)
        var heights: [CGFloat] = []
        times["s sizing (per item)", default: []].append(measure { heights = sizeItems(count, with: sizing) })
        for (index, height) in heights.enumerated() where height != ManualFeed.cellFrames(index, width: 375, top: 0)[0].height {
            fail("SIZING(\(count)) item \(index): height \(height), expected \(ManualFeed.cellFrames(index, width: 375, top: 0)[0].height)")
        }
        times["manual frames", default: []].append(measure { _ = ManualFeed.frames(count: count) })
    }
    for phase in phases {
        let value = median(times[phase] ?? [])
        results[count, default: [:]][phase] = value
        print(padded("\(count)", 8) + padded(phase, 22) + String(format: "%10.3f %12.2f", value * 1e3, value * 1e6 / Double(count)))
    }
}

if let jsonPath {
    let body = results.keys.sorted().map { count in
        let phases = (results[count] ?? [:]).sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
        return "\"FEED(\(count))\": {" + phases.joined(separator: ", ") + "}"
    }.joined(separator: ",\n")
    do {
        try ("{" + body + "}\n").write(toFile: jsonPath, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(jsonPath): \(error)")
    }
}

if let small = sizes.min(), let large = sizes.max(), small != large, let s = results[small], let l = results[large] {
    func perCell(_ phase: String, _ table: [String: Double], _ count: Int) -> Double { (table[phase] ?? 0) / Double(count) }
    print("")
    print("targets (N = \(large) against N = \(small))")
    for phase in ["a build+layout", "b rotate 375→320"] {
        let ratio = perCell(phase, l, large) / perCell(phase, s, small)
        print("  " + padded(phase, 22) + String(format: "per cell ×%.2f (target ≤ 1.2)", ratio))
    }
    for phase in ["c2 update last avatar", "d2 remake last avatar"] {
        let ratio = (l[phase] ?? 0) / (s[phase] ?? 1)
        print("  " + padded(phase, 22) + String(format: "total ×%.2f (target ≤ 2)", ratio))
    }
    // The middle cell's change moves it and every cell below: N - N/2 cells.
    for phase in ["c update 1 avatar", "d remake 1 avatar"] {
        let moved = Double(large - large / 2)
        print("  " + padded(phase, 22) + String(format: "%.3f µs a moved cell at N = %d (target ≤ 0.5)",
                                                 (l[phase] ?? 0) * 1e6 / moved, large))
    }
    let manualRatio = (l["a build+layout"] ?? 0) / (l["manual frames"] ?? 1)
    print(String(format: "  a / manual at N = %d: ×%.1f (target ≤ 20)", large, manualRatio))
}
