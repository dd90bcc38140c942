// The engine benchmarks: FLAT(N) and GRID(N) built as views and LayoutConstraints, timed in a
// release build next to the raw solver on the same system.
//
//   swift run -c release autolayout-bench [--sizes 100,1000,10000] [--runs 5]
//   swift run -c release autolayout-bench --profile flat|grid|raw-flat|raw-grid [--sizes 1000] [--runs 5]
//
// Phases: (a) activate every constraint + first layoutIfNeeded (and the raw solver's build of the
// same system), (b) relayout after the root's width changes, (c) one constant change + relayout.
// Every phase checks frames against the closed form and exits non-zero on a mismatch.

import AutoLayout
import Cassowary
import CassowaryWorkloads
import Foundation

func check(_ condition: Bool, _ what: String) {
    if !condition {
        FileHandle.standardError.write("FAILED: \(what)\n".data(using: .utf8)!)
        exit(1)
    }
}

func constraint(_ a: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, _ b: View? = nil,
                _ other: LayoutAttribute? = nil, _ constant: CGFloat = 0, _ priority: LayoutPriority = .required) -> LayoutConstraint {
    let c = LayoutConstraint(item: a, attribute: attribute, relatedBy: relation, toItem: b,
                             attribute: b == nil ? .notAnAttribute : (other ?? attribute), multiplier: 1, constant: constant)
    c.priority = priority
    return c
}

/// FLAT(N): independent views pinned to the root.
struct FlatViews {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    var lefts: [LayoutConstraint] = []

    init(views count: Int) {
        for i in 0..<count {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let left = constraint(view, .left, .equal, root, nil, CGFloat(10 * (i % 100)))
            lefts.append(left)
            constraints += [left, constraint(view, .top, .equal, root, nil, CGFloat(10 * (i / 100))),
                            constraint(view, .width, .greaterThanOrEqual), constraint(view, .height, .greaterThanOrEqual),
                            constraint(view, .width, .equal, nil, nil, 100, .medium),
                            constraint(view, .height, .equal, nil, nil, 40, .medium)]
            views.append(view)
        }
    }

    func correct(shift: Int? = nil) -> Bool {
        views.indices.allSatisfy { i in
            views[i].frame == CGRect(x: CGFloat(10 * (i % 100) + (i == shift ? 5 : 0)), y: CGFloat(10 * (i / 100)),
                                     width: 100, height: 40)
        }
    }
}

/// GRID(N): ten views a row in a container as wide as the root, rows below the tallest view above.
struct GridViews {
    let root: View
    let container = View()
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    var preferred: [LayoutConstraint] = []

    init(views count: Int) {
        let columns = 10, rows = count / columns
        root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: CGFloat(10 + 70 * rows)))
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        constraints += [constraint(container, .left, .equal, root), constraint(container, .top, .equal, root),
                        constraint(container, .width, .equal, root), constraint(container, .height, .equal, nil, nil, 0, .low)]
        for i in 0..<count {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views.append(view)
            let column = i % columns, row = i / columns
            constraints.append(column == 0 ? constraint(view, .left, .equal, container, nil, 10)
                                           : constraint(view, .left, .equal, views[i - 1], .right, 10))
            if column > 0 { constraints.append(constraint(view, .width, .equal, views[i - 1])) }
            if column == columns - 1 { constraints.append(constraint(view, .right, .equal, container, nil, -10)) }
            if row == 0 {
                constraints.append(constraint(view, .top, .equal, container, nil, 10))
            } else if column == 0 {
                for j in (i - columns)..<i { constraints.append(constraint(view, .top, .greaterThanOrEqual, views[j], .bottom, 10)) }
            } else {
                constraints.append(constraint(view, .top, .equal, views[i - 1]))
            }
            constraints.append(constraint(view, .width, .greaterThanOrEqual, nil, nil, 20))
            constraints.append(constraint(view, .height, .greaterThanOrEqual, nil, nil, 20))
            let f = constraint(view, .height, .equal, nil, nil, CGFloat(40 + 10 * (i % 3)), .medium)
            preferred.append(f)
            constraints.append(f)
            if row == rows - 1 { constraints.append(constraint(view, .bottom, .lessThanOrEqual, container, nil, -10)) }
        }
    }

    func correct(width: CGFloat) -> Bool {
        let viewWidth = (width - 110) / 10
        return views.indices.allSatisfy { i in
            let column = CGFloat(i % 10), row = CGFloat(i / 10)
            let f = views[i].frame
            return abs(f.minX - (10 + column * (viewWidth + 10))) < 1e-6 && abs(f.width - viewWidth) < 1e-6
                && abs(f.minY - (10 + 70 * row)) < 1e-6 && f.height == CGFloat(40 + 10 * (i % 3))
        }
    }
}

/// The raw solver's build of the same system: add everything, then read the solution.
func rawBuild(_ workload: Workload) throws -> Double {
    var kept: Solver?
    let time = try measure {
        let solver = Solver()
        try workload.add(to: solver)
        solver.updateVariables()
        kept = solver  // freed after the clock stops, as the engine's tree is
    }
    withExtendedLifetime(kept) {}
    return time
}

/// One row of the table: medians of the phases.
func report(_ name: String, _ a: [Double], _ raw: [Double], _ b: [Double], _ c: [Double]) {
    print(name.padding(toLength: 14, withPad: " ", startingAt: 0),
          format(median(a)).padding(toLength: 12, withPad: " ", startingAt: 0),
          format(median(raw)).padding(toLength: 12, withPad: " ", startingAt: 0),
          String(format: "%.2fx", median(a) / median(raw)).padding(toLength: 9, withPad: " ", startingAt: 0),
          format(median(b)).padding(toLength: 12, withPad: " ", startingAt: 0),
          format(median(c)))
}

/// Phase (a) of one workload, repeated over prepared copies, for
/// `valgrind --tool=callgrind --toggle-collect='*profiledPhase*'`.
@inline(never)
func profiledPhase(_ batches: [(View, [LayoutConstraint])]) {
    for (root, constraints) in batches {
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }
}

let options = BenchmarkOptions(CommandLine.arguments, sizes: [100, 1000, 10000], runs: 5, values: ["--profile"]) {
    check(false, "unknown argument \($0)")
    exit(1)
}
let sizes = options.sizes, runs = options.runs, profiled = options.value("--profile")

/// The raw solver's phase (a) over prepared copies of the workload, for the same profiles.
/// Returns the solvers, for the caller to free outside the profile.
@inline(never)
func profiledRawPhase(_ workloads: [Workload]) -> [Solver] {
    workloads.map { workload in
        let solver = Solver()
        do { try workload.add(to: solver) } catch { check(false, "raw solver refused the workload: \(error)") }
        solver.updateVariables()
        return solver
    }
}

if let profiled, profiled.hasPrefix("raw-") {
    let count = sizes.max() ?? 1000
    let solvers = profiledRawPhase((0..<runs).map { _ in
        profiled == "raw-grid" ? GridWorkload(views: count).workload : FlatWorkload(views: count).workload
    })
    withExtendedLifetime(solvers) { exit(0) }
}

if let profiled {
    let count = sizes.max() ?? 1000
    let batches = (0..<runs).map { _ -> (View, [LayoutConstraint]) in
        if profiled == "grid" {
            let grid = GridViews(views: count)
            return (grid.root, grid.constraints)
        }
        let flat = FlatViews(views: count)
        return (flat.root, flat.constraints)
    }
    profiledPhase(batches)
    exit(0)
}

func format(_ seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.3f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.3f ms", seconds * 1e3) }
    return String(format: "%.2f µs", seconds * 1e6)
}

print("autolayout-bench: runs \(runs) (3 at N ≥ 10000), medians; \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("workload       (a) engine   (a) solver   overhead  (b) resize   (c) change+relayout")
for views in sizes {
    let count = views >= 10000 ? min(runs, 3) : runs
    var a: [Double] = [], raw: [Double] = [], b: [Double] = [], c: [Double] = []
    for _ in 0..<count {
        let flat = FlatViews(views: views)
        a.append(measure {
            LayoutConstraint.activate(flat.constraints)
            flat.root.layoutIfNeeded()
        })
        check(flat.correct(), "FLAT(\(views)) first layout")
        raw.append(try rawBuild(FlatWorkload(views: views).workload))
        b.append(measure {
            flat.root.frame.size.width = 800
            flat.root.layoutIfNeeded()
        })
        check(flat.correct(), "FLAT(\(views)) resize")
        var steps: [Double] = []
        for _ in 0..<20 {
            let probe = flat.lefts[views / 2]
            steps.append(measure {
                probe.constant += 5
                flat.root.layoutIfNeeded()
            })
            check(flat.correct(shift: views / 2), "FLAT(\(views)) change")
            probe.constant -= 5
            flat.root.layoutIfNeeded()
        }
        c.append(median(steps))
    }
    report("FLAT(\(views))", a, raw, b, c)

    a = []; raw = []; b = []; c = []
    for _ in 0..<count {
        let grid = GridViews(views: views)
        a.append(measure {
            LayoutConstraint.activate(grid.constraints)
            grid.root.layoutIfNeeded()
        })
        check(grid.correct(width: 1000), "GRID(\(views)) first layout")
        raw.append(try rawBuild(GridWorkload(views: views).workload))
        b.append(measure {
            grid.root.frame.size.width = 800
            grid.root.layoutIfNeeded()
        })
        check(grid.correct(width: 800), "GRID(\(views)) resize")
        let probe = grid.preferred[views / 2 + 5]
        c.append(measure {
            probe.constant += 10
            grid.root.layoutIfNeeded()
        })
    }
    report("GRID(\(views))", a, raw, b, c)
}
