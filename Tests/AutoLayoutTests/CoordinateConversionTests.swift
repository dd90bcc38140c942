import Foundation
import Testing
@testable import AutoLayout

/// Points and rects converted between views, through a scroll view's offset.
@Suite struct CoordinateConversionTests {
    @Test func pointsAndRectsConvertThroughScrollOffsets() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let row = View(frame: CGRect(x: 10, y: 600, width: 100, height: 44))
        root.addSubview(scroll)
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        // The row is 600 down the content, the content scrolled 500: 100 down the scroll view,
        // which is 100 down the root.
        #expect(row.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 205))
        #expect(root.convert(CGRect(x: 15, y: 205, width: 1, height: 1), to: row) == CGRect(x: 5, y: 5, width: 1, height: 1))
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 200))
        #expect(scroll.convert(CGPoint(x: 0, y: 0), from: row) == CGPoint(x: 10, y: 600))
    }
}
