import Foundation
import Masonry
import Testing

#if !MainActorViews  // with the trait, views are the main actor's: one thread lays them out

/// Separate hierarchies built with the DSL and laid out on several threads at once give the same
/// frames and diagnostics as one after another. Run under ThreadSanitizer with
/// `swift test --sanitize=thread --scratch-path .build-tsan --disable-default-traits --filter Concurrency`.
@Suite struct ConcurrencyTests {
    /// Frames and diagnostic count of one seeded hierarchy (a column of rows, one conflict).
    private static func layOut(_ seed: Int) -> ([CGRect], Int) {
        let (frames, diagnostics) = LayoutDiagnostics.collect { () -> [CGRect] in
            let root = View(frame: CGRect(x: 0, y: 0, width: 300 + CGFloat(seed), height: 2000))
            var previous: View?
            var views: [View] = []
            for index in 0..<40 {
                let row = View(), label = Label()
                label.text = String(repeating: "word ", count: 1 + (index + seed) % 9)
                label.numberOfLines = 0
                root.addSubview(row)
                row.addSubview(label)
                row.mas.makeConstraints { make in
                    make.top.equalTo(previous?.mas.bottom ?? root.mas.top).offset(4)
                    make.left.right.equalTo(root).insets(EdgeInsets(all: CGFloat(seed % 3)))
                }
                label.mas.makeConstraints { make in make.edges.equalTo(row).insets(EdgeInsets(all: 6)) }
                if index == 20 { row.mas.makeConstraints { make in make.height.equalTo(1).key("conflict") } }
                previous = row
                views += [row, label]
            }
            root.layoutIfNeeded()
            return views.map(\.frame)
        }
        return (frames, diagnostics.count)
    }

    @Test func hierarchiesOnSeveralThreadsMatchSequentialLayout() {
        let sequential = (0..<4).map { Self.layOut($0) }
        #expect(sequential.allSatisfy { $0.1 == 1 })
        let box = Box()
        DispatchQueue.concurrentPerform(iterations: 4) { seed in box.set(seed, Self.layOut(seed)) }
        for seed in 0..<4 {
            #expect(box.get(seed)?.0 == sequential[seed].0)
            #expect(box.get(seed)?.1 == sequential[seed].1)
        }
    }

    private final class Box: @unchecked Sendable {  // guarded by `lock`
        private let lock = NSLock()
        private var values: [Int: ([CGRect], Int)] = [:]
        func set(_ key: Int, _ value: ([CGRect], Int)) { lock.withLock { values[key] = value } }
        func get(_ key: Int) -> ([CGRect], Int)? { lock.withLock { values[key] } }
    }
}
#endif
