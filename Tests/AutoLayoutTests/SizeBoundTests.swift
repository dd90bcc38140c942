import Foundation
import Testing
import AutoLayout
import LayoutTestSupport

/// A width or height that constraints bound on one side only is ambiguous; UIKit still gives it a
/// value, and code is written against that value (Stevia's suite asserts it): bounded below, the
/// bound; bounded only above, 0. UIKit does not document this; these are its observable results.
@Suite struct SizeBoundTests {
    /// A view at the root's top left corner, its size left to the test.
    private func cornerBox() -> (root: View, box: View) {
        let root = makeRoot()
        let box = makeChild("box", in: root)
        _ = pin(box, .left, to: root)
        _ = pin(box, .top, to: root)
        return (root, box)
    }

    @Test func aSizeBoundedOnlyFromAboveIsZero() {
        let (root, box) = cornerBox()
        _ = pin(box, .width, .lessThanOrEqual, to: root, times: 1, plus: -52)
        _ = pin(box, .height, .lessThanOrEqual, to: nil, plus: 94, priority: LayoutPriority(751))
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(box.hasAmbiguousLayout)
    }

    @Test func aSizeBoundedFromBelowIsTheBound() {
        let (root, box) = cornerBox()
        _ = pin(box, .width, .greaterThanOrEqual, to: root, times: 1, plus: -52)
        _ = pin(box, .height, .greaterThanOrEqual, to: nil, plus: 94)
        root.layoutIfNeeded()
        // 320 − 52 = 268 wide, 94 tall.
        #expect(box.frame == CGRect(x: 0, y: 0, width: 268, height: 94))
    }

    @Test func anUpperBoundStillGivesWayToWhatDeterminesTheSize() {
        let root = makeRoot()
        let box = makeChild("box", in: root)
        _ = pin(box, .left, to: root, plus: 10)
        _ = pin(box, .top, to: root)
        _ = pin(box, .height, to: nil, plus: 20)
        // Made after the bound, and before it: either way the size is the one it must be.
        _ = pin(box, .width, .lessThanOrEqual, to: nil, plus: 200)
        _ = pin(box, .width, .greaterThanOrEqual, to: nil, plus: 120)
        let wide = makeChild("wide", in: root)
        _ = pin(wide, .width, to: nil, plus: 150)
        _ = pin(wide, .width, .lessThanOrEqual, to: root)
        _ = pin(wide, .left, to: root)
        _ = pin(wide, .top, to: root)
        _ = pin(wide, .height, to: nil, plus: 5)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 0, width: 120, height: 20))
        #expect(wide.frame.width == 150)
    }
}
