import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

/// Each distribution along each axis, and each alignment across it.
@Suite struct StackViewDistributionTests {
    @Test func rowDistributions() {
        func row(_ distribution: StackView.Distribution) -> [CGRect] {
            rects(makeStack(.horizontal, distribution, spacing: 10, width: 300, boxes: threeBoxes).2)
        }
        // .fill: the first of the equally hugging boxes takes the slack, 300 - 150 = 150: 40 + 150 = 190.
        // Across, .fill makes each as tall as the tallest (30).
        #expect(row(.fill) == [rect(0, 0, 190, 30), rect(200, 0, 60, 30), rect(270, 0, 30, 30)])
        // .fillEqually: (300 - 20) / 3 = 93.33 each.
        let third = (300 - 20) / 3.0
        #expect(row(.fillEqually) == [rect(0, 0, third, 30), rect(third + 10, 0, third, 30),
                                      rect(2 * third + 20, 0, 300 - 2 * third - 20, 30)])
        // .fillProportionally: 280 shared as 40 : 60 : 30 of 130.
        let proportional = row(.fillProportionally)
        let widths: [CGFloat] = [40, 60, 30].map { 280 * $0 / 130 }
        #expect(close(proportional.map(\.width), widths))
        #expect(abs(proportional[1].minX - (widths[0] + 10)) < 1e-9 && proportional[2].maxX == 300)
        // .equalSpacing: the boxes keep their widths; two gaps of (300 - 130) / 2 = 85.
        #expect(row(.equalSpacing) == [rect(0, 0, 40, 30), rect(125, 0, 60, 30), rect(270, 0, 30, 30)])
        // .equalCentering: centres at 20 and 285, the middle one at 152.5: x = 152.5 - 30.
        #expect(row(.equalCentering) == [rect(0, 0, 40, 30), rect(122.5, 0, 60, 30), rect(270, 0, 30, 30)])
    }

    @Test func columnDistributions() {
        func column(_ distribution: StackView.Distribution) -> [CGRect] {
            rects(makeStack(.vertical, distribution, spacing: 10, height: 300, boxes: threeBoxes).2)
        }
        // Heights 20 + 30 + 10 + 2 × 10 = 80; the stack is as wide as the widest box (60).
        // .fill: the first takes 300 - 80 = 220 more: 240.
        #expect(column(.fill) == [rect(0, 0, 60, 240), rect(0, 250, 60, 30), rect(0, 290, 60, 10)])
        // .fillEqually: (300 - 20) / 3 each.
        let third = (300 - 20) / 3.0
        #expect(close(column(.fillEqually).map(\.height), [third, third, third]))
        // .fillProportionally: 280 as 20 : 30 : 10 = 93.33, 140, 46.67.
        let heights = column(.fillProportionally).map(\.height)
        let expectedHeights: [CGFloat] = [280 / 3, 140, 280 / 6]
        #expect(close(heights, expectedHeights))
        // .equalSpacing: gaps of (300 - 60) / 2 = 120.
        #expect(column(.equalSpacing) == [rect(0, 0, 60, 20), rect(0, 140, 60, 30), rect(0, 290, 60, 10)])
        // .equalCentering: centres at 10 and 295, the middle at 152.5: y = 152.5 - 15.
        #expect(column(.equalCentering) == [rect(0, 0, 60, 20), rect(0, 137.5, 60, 30), rect(0, 290, 60, 10)])
    }

    @Test func rowAlignments() {
        // Not sized vertically: the row is as tall as its tallest box (30), whichever it is.
        func row(_ alignment: StackView.Alignment) -> (CGRect, [CGRect]) {
            let (_, stack, boxes) = makeStack(.horizontal, .equalSpacing, alignment, spacing: 10, width: 300,
                                              boxes: threeBoxes)
            return (stack.frame, rects(boxes))
        }
        let xs: [CGFloat] = [0, 125, 270]
        func expected(_ ys: [CGFloat], heights: [CGFloat] = [20, 30, 10]) -> (CGRect, [CGRect]) {
            (rect(10, 20, 300, 30), [rect(xs[0], ys[0], 40, heights[0]), rect(xs[1], ys[1], 60, heights[1]),
                                     rect(xs[2], ys[2], 30, heights[2])])
        }
        #expect(row(.fill) == expected([0, 0, 0], heights: [30, 30, 30]))
        #expect(row(.top) == expected([0, 0, 0]))
        // Centred in 30: (30 - 20) / 2 = 5, 0, (30 - 10) / 2 = 10.
        #expect(row(.center) == expected([5, 0, 10]))
        #expect(row(.bottom) == expected([10, 0, 20]))
        // Without text a view's baselines are its bottom: bottoms aligned, the row against the top.
        #expect(row(.firstBaseline) == expected([10, 0, 20]))
        #expect(row(.lastBaseline) == expected([10, 0, 20]))
    }

    @Test func columnAlignments() {
        func column(_ alignment: StackView.Alignment) -> (CGRect, [CGRect]) {
            let (_, stack, boxes) = makeStack(.vertical, .equalSpacing, alignment, spacing: 10, height: 300,
                                              boxes: threeBoxes)
            return (stack.frame, rects(boxes))
        }
        let ys: [CGFloat] = [0, 140, 290]
        func expected(_ xs: [CGFloat], widths: [CGFloat] = [40, 60, 30]) -> (CGRect, [CGRect]) {
            (rect(10, 20, 60, 300), [rect(xs[0], ys[0], widths[0], 20), rect(xs[1], ys[1], widths[1], 30),
                                     rect(xs[2], ys[2], widths[2], 10)])
        }
        #expect(column(.fill) == expected([0, 0, 0], widths: [60, 60, 60]))
        #expect(column(.leading) == expected([0, 0, 0]))
        // Centred in 60: (60 - 40) / 2 = 10, 0, (60 - 30) / 2 = 15.
        #expect(column(.center) == expected([10, 0, 15]))
        #expect(column(.trailing) == expected([20, 0, 30]))
        // The baseline alignments are for rows; a column lays out as .fill.
        #expect(column(.firstBaseline) == expected([0, 0, 0], widths: [60, 60, 60]))
    }
}
