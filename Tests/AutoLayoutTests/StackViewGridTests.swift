import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

/// Every distribution with every alignment, on both axes: along the axis each box is where its
/// distribution puts it (the tables of `rowDistributions` and `columnDistributions`), across it
/// where its alignment does (`rowAlignments`, `columnAlignments`) — the two are independent.
@Suite struct StackViewGridTests {
    typealias Span = (start: CGFloat, length: CGFloat)

    /// Along a 300-long axis with spacing 10, for lengths `l` (summing to `sum`).
    static func along(_ distribution: StackView.Distribution, _ l: [CGFloat]) -> [Span] {
        let sum = l.reduce(0, +)
        let lengths: [CGFloat]
        switch distribution {
        case .fill: lengths = [l[0] + 280 - sum, l[1], l[2]]                // the first takes the slack
        case .fillEqually: lengths = [280 / 3, 280 / 3, 280 / 3]
        case .fillProportionally: lengths = l.map { 280 * $0 / sum }
        case .equalSpacing:                                                 // two equal gaps
            let gap = (300 - sum) / 2
            return [(0, l[0]), (l[0] + gap, l[1]), (300 - l[2], l[2])]
        case .equalCentering:                                               // centres equally apart
            let first = l[0] / 2, last = 300 - l[2] / 2
            return [(0, l[0]), ((first + last) / 2 - l[1] / 2, l[1]), (300 - l[2], l[2])]
        }
        return [(0, lengths[0]), (lengths[0] + 10, lengths[1]), (lengths[0] + lengths[1] + 20, lengths[2])]
    }

    /// Across a stack as thick as the thickest box, for thicknesses `t`.
    static func across(_ alignment: StackView.Alignment, _ t: [CGFloat], row: Bool) -> [Span] {
        let thick = t.max()!
        switch alignment {
        case .fill: return t.map { _ in (0, thick) }
        case .leading: return t.map { (0, $0) }
        case .center: return t.map { ((thick - $0) / 2, $0) }
        // Boxes have no text: their baselines are their bottoms. A column lays them out as .fill.
        case .trailing, .firstBaseline, .lastBaseline:
            return alignment == .trailing || row ? t.map { (thick - $0, $0) } : t.map { _ in (0, thick) }
        }
    }

    @Test(arguments: [LayoutAxis.horizontal, .vertical])
    func everyDistributionWithEveryAlignment(axis: LayoutAxis) {
        let row = axis == .horizontal
        let widths: [CGFloat] = [40, 60, 30], heights: [CGFloat] = [20, 30, 10]
        for distribution in [StackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering] {
            for alignment in [StackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline] {
                let boxes = makeStack(axis, distribution, alignment, spacing: 10, width: row ? 300 : nil,
                                      height: row ? nil : 300, boxes: threeBoxes).2
                let along = Self.along(distribution, row ? widths : heights)
                let across = Self.across(alignment, row ? heights : widths, row: row)
                let expected = zip(along, across).map { a, c in
                    row ? rect(a.start, c.start, a.length, c.length) : rect(c.start, a.start, c.length, a.length)
                }
                let flat = { (frames: [CGRect]) in frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] } }
                #expect(close(flat(rects(boxes)), flat(expected)), "\(axis) \(distribution) \(alignment)")
            }
        }
    }
}
