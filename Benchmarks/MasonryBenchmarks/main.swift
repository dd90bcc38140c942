// The DSL's overhead: making and installing N views' constraints (four each) through the DSL,
// against building and activating the same LayoutConstraints directly. Release build.
//
//   swift run -c release masonry-bench [--sizes 1000,10000] [--runs 5]
//   swift run -c release masonry-bench --profile dsl|direct [--sizes 1000] [--runs 5]
//
// --profile repeats one side inside `profiledPhase`, for
// `valgrind --tool=callgrind --toggle-collect='*profiledPhase*'`.

import Foundation
import Masonry
import CassowaryWorkloads

func makeViews(_ count: Int) -> (View, [View]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let views = (0..<count).map { _ in View() }
    for view in views { root.addSubview(view) }
    return (root, views)
}

/// Makes and installs the four constraints of every view through the DSL.
func buildWithDSL(_ root: View, _ views: [View]) {
    for (index, view) in views.enumerated() {
        view.mas.makeConstraints { make in
            make.left.equalTo(root).offset(CGFloat(index % 100))
            make.top.equalTo(root).offset(CGFloat(index / 100))
            make.width.equalTo(10)
            make.height.equalTo(10)
        }
    }
}

/// The same constraints made and activated directly.
func buildDirectly(_ root: View, _ views: [View]) {
    for (index, view) in views.enumerated() {
        view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            LayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left,
                             multiplier: 1, constant: CGFloat(index % 100)),
            LayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                             multiplier: 1, constant: CGFloat(index / 100)),
            LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                             attribute: .notAnAttribute, multiplier: 1, constant: 10),
            LayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil,
                             attribute: .notAnAttribute, multiplier: 1, constant: 10),
        ])
    }
}

/// One side, over prepared trees.
@inline(never)
func profiledPhase(_ useDSL: Bool, _ trees: [(View, [View])]) {
    for (root, views) in trees { useDSL ? buildWithDSL(root, views) : buildDirectly(root, views) }
}

let options = BenchmarkOptions(CommandLine.arguments, sizes: [1000, 10000], runs: 5, values: ["--profile"])
let sizes = options.sizes, runs = options.runs, profiled = options.value("--profile")

if let profiled {
    profiledPhase(profiled == "dsl", (0..<runs).map { _ in makeViews(sizes.max() ?? 1000) })
    exit(0)
}

print("masonry-bench: runs \(runs), medians")
print("views     DSL          direct       DSL/direct")
for count in sizes {
    var dsl: [Double] = [], direct: [Double] = []
    for _ in 0..<runs {
        let (root, views) = makeViews(count)
        dsl.append(measure { buildWithDSL(root, views) })
        root.layoutIfNeeded()
        if views.last!.frame != CGRect(x: CGFloat((count - 1) % 100), y: CGFloat((count - 1) / 100), width: 10, height: 10) {
            FileHandle.standardError.write("FAILED: DSL frames\n".data(using: .utf8)!)
            exit(1)
        }
        let (plainRoot, plainViews) = makeViews(count)
        direct.append(measure { buildDirectly(plainRoot, plainViews) })
    }
    print(String(count).padding(toLength: 10, withPad: " ", startingAt: 0),
          String(format: "%-12@ %-12@ %.2fx", String(format: "%.3f ms", median(dsl) * 1e3) as NSString,
                 String(format: "%.3f ms", median(direct) * 1e3) as NSString, median(dsl) / median(direct)))
}
