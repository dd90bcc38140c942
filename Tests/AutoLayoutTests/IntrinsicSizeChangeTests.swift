import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

/// Intrinsic size changes reach the engine at its next solve, once per view, whatever happened
/// to the view in between.
@Suite struct IntrinsicSizeChangeTests {
    /// A one-line label of 10-point text (6 points a character, 12 tall) at the root's top left.
    func label(_ text: String, in root: View) -> Label {
        let label = Label()
        label.font = Font(pointSize: 10)
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        _ = pin(label, .left, to: root, plus: 4)
        _ = pin(label, .top, to: root, plus: 4)
        return label
    }

    @Test func severalChangesBeforeASolveEndAtTheLast() {
        let root = makeRoot()
        let label = label("ab", in: root)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 4, y: 4, width: 12, height: 12))
        label.text = "abcdef"
        label.text = "abcdefgh"
        label.font = Font(pointSize: 20)
        root.layoutIfNeeded()
        // 8 characters of 12 points: 96 wide, 24 tall.
        #expect(label.frame == CGRect(x: 4, y: 4, width: 96, height: 24))
    }

    @Test func aSolveLeavesNothingForTheLayoutPassToSolveAgain() throws {
        let root = makeRoot()
        let label = label("ab", in: root)
        root.layoutIfNeeded()
        label.text = "abcdef"  // a content size's constant moves in the solver at the next solve
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 4, y: 4, width: 36, height: 12))
        // Every view's layoutSubviews() solves first if these are set: both must be clear.
        let engine = try #require(root.engineIfCreated)
        #expect(!engine.isDirty && !engine.shouldRetryRefused)
    }

    @Test func aViewMovedToAnotherTreeWithAChangeQueuedTakesItsLaterChangesThere() {
        let first = makeRoot(), second = makeRoot()
        let label = label("ab", in: first)
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        label.text = "abcd"  // queued in the first tree's engine
        label.removeFromSuperview()
        second.addSubview(label)
        _ = pin(label, .left, to: second, plus: 10)
        _ = pin(label, .top, to: second, plus: 10)
        second.layoutIfNeeded()
        label.text = "abcdefghij"  // queued in the second's
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        // 10 characters of 6 points.
        #expect(label.frame == CGRect(x: 10, y: 10, width: 60, height: 12))
    }

    @Test func theConstraintsAffectingLayoutCarryAChangeNotYetSolved() throws {
        let root = makeRoot()
        let label = label("ab", in: root)
        root.layoutIfNeeded()
        label.text = "abcdefgh"
        let width = try #require(label.constraintsAffectingLayout(for: .horizontal).first { $0.firstAttribute == .width })
        // The content-size width: 8 × 6.
        #expect(width.constant == 48)
    }
}
