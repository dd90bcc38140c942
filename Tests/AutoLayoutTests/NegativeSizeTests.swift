import Foundation
import Testing
import AutoLayout
import LayoutTestSupport

/// Sizes below zero: an optional constraint never makes one (the size stops at 0); one the required
/// constraints force keeps the solution's origin: the frame is not normalised (which would move it),
/// so subviews placed against it land where the solver put them.
@Suite struct NegativeSizeTests {
    @Test func aNegativeWidthKeepsItsOriginAndItsSubviewsPlace() {
        let root = makeRoot()
        let parent = makeChild("parent", in: root), child = makeChild("child", in: parent)
        _ = pin(parent, .left, to: root, plus: 50)
        _ = pin(parent, .top, to: root, plus: 20)
        _ = pin(parent, .width, to: root, times: -1, plus: 310)   // 310 - 320 = -10
        _ = pin(parent, .height, to: nil, plus: 40)
        _ = pin(child, .left, to: root, plus: 70)
        _ = pin(child, .top, to: root, plus: 30)
        _ = pin(child, .width, to: nil, plus: 5)
        _ = pin(child, .height, to: nil, plus: 5)
        root.layoutIfNeeded()
        #expect(parent.frame.origin == CGPoint(x: 50, y: 20))
        #expect(parent.frame.size.width == -10)
        // 70 - 50 and 30 - 20 in the parent's coordinates.
        #expect(child.frame.origin == CGPoint(x: 20, y: 10))
    }

    @Test func sizesNeverGoNegative() {
        let root = makeRoot()
        let box = makeChild("box", in: root)
        _ = pin(box, .left, to: root, plus: 50)
        _ = pin(box, .right, to: root, .left, plus: 20, priority: .high)   // wants width -30
        _ = pin(box, .top, to: root)
        _ = pin(box, .height, to: nil, plus: 5)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 50, y: 0, width: 0, height: 5))
    }
}
