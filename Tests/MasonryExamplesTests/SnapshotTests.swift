import MasonryExamples
import SnapshotTesting
import Testing

/// The ASCII and JSON renders of every screen's every state, kept under `__Snapshots__`: a change
/// to the engine, the DSL or a renderer that moves anything shows up here as a diff.
@Suite struct SnapshotTests {
    @Test(arguments: Examples.titles)
    func asciiAndJSON(title: String) throws {
        let screen = try #require(Examples.screen(named: title))
        let name = title.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
        for (index, state) in screen.states.enumerated() {
            assertSnapshot(of: state.ascii, as: .lines, named: "\(name)-\(index + 1)-ascii")
            assertSnapshot(of: state.json, as: .lines, named: "\(name)-\(index + 1)-json")
        }
    }
}
