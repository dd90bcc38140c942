// Memory soak: many remakeConstraints cycles on one view must keep resident memory flat.
// Reads /proc/self/statm (Linux) after a warm-up and at the end; fails if it grew more than 10 %.
//
//   swift run -c release masonry-soak [--cycles 100000] [--warm-up 10000]

import Foundation
import Masonry

/// Resident memory in bytes, from /proc/self/statm (pages × page size); nil where unavailable.
func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

var cycles = 100_000
var warmUp = 10_000
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--cycles": cycles = Int(arguments.next() ?? "") ?? cycles
    case "--warm-up": warmUp = Int(arguments.next() ?? "") ?? warmUp
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
let view = View(), sibling = View()
root.addSubview(view)
root.addSubview(sibling)
sibling.mas.makeConstraints { make in make.edges.equalTo(root).insets(EdgeInsets(all: 20)) }

func cycle(_ index: Int, _ root: View, _ view: View, _ sibling: View) {
    view.mas.remakeConstraints { make in
        if index % 2 == 0 {
            make.top.left.equalTo(sibling).offset(CGFloat(index % 13))
            make.size.equalTo(CGSize(width: 50 + index % 7, height: 40))
        } else {
            make.center.equalTo(root)
            make.width.equalTo(sibling).multipliedBy(0.5)
            make.height.equalTo(view.mas.width)
        }
    }
    root.layoutIfNeeded()
}

for index in 0..<warmUp { cycle(index, root, view, sibling) }
guard let before = residentBytes() else {
    print("masonry-soak: /proc/self/statm is not available here; nothing measured")
    exit(0)
}
let start = Date()
for index in warmUp..<(warmUp + cycles) { cycle(index, root, view, sibling) }
let seconds = Date().timeIntervalSince(start)
guard let after = residentBytes() else { exit(1) }
let growth = Double(after - before) / Double(before)
print(String(format: "masonry-soak: %d remake cycles in %.2f s (%.1f µs each); resident %.1f MiB after %d warm-up cycles, "
    + "%.1f MiB after (%+.1f %%)", cycles, seconds, seconds / Double(cycles) * 1e6, Double(before) / 1_048_576, warmUp,
    Double(after) / 1_048_576, growth * 100))
if view.frame.isEmpty && root.frame.isEmpty { exit(1) }
if growth > 0.10 {
    print("FAILED: resident memory grew more than 10 %")
    exit(1)
}
