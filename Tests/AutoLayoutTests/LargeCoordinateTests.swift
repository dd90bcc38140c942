import Foundation
import Testing
import AutoLayout
import LayoutTestSupport

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
