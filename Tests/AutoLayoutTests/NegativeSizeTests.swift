import Foundation
import Testing
import AutoLayout

/// A size the constraints force below zero keeps the solution's origin: the frame is not
/// normalised (which would move it), so subviews placed against it land where the solver put them.
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
}

/// Frames near ±1e7 keep differences near 1e-6.
@Suite struct LargeCoordinateTests {
    @Test func microDifferencesFarAway() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 2e7, height: 2e7))
        let a = makeChild("a", in: root), b = makeChild("b", in: root)
        _ = pin(a, .left, to: root, plus: 1e7)
        _ = pin(a, .top, to: root, plus: 1e7)
        _ = pin(a, .width, to: nil, plus: 1e-6)
        _ = pin(a, .height, to: nil, plus: 2e-6)
        _ = pin(b, .left, to: a, .right, plus: 1e-6)
        _ = pin(b, .top, to: a, .bottom, plus: -1e-6)
        _ = pin(b, .width, to: a, times: 3)
        _ = pin(b, .height, to: nil, plus: 1e6)
        root.layoutIfNeeded()
        #expect(abs(a.frame.origin.x - 1e7) < 1e-8)
        #expect(abs(b.frame.origin.x - (1e7 + 2e-6)) < 1e-8)
        #expect(abs(b.frame.origin.y - (1e7 + 1e-6)) < 1e-8)
        #expect(abs(b.frame.size.width - 3e-6) < 1e-12)
    }
}
