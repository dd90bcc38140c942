import Foundation
import Testing
@testable import AutoLayout

/// A view with a fixed intrinsic size, as a label or an image view has.
final class Box: View {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat, name: String) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        debugName = name
    }
    override var intrinsicContentSize: CGSize { size }
}

/// A stack at (10, 20) in a 320 × 416 root, of `width` and `height` when given, holding boxes
/// of the given sizes named a, b, c…
func makeStack(_ axis: LayoutAxis, _ distribution: StackView.Distribution = .fill,
               _ alignment: StackView.Alignment = .fill, spacing: CGFloat = 0, width: CGFloat? = nil,
               height: CGFloat? = nil, boxes sizes: [(CGFloat, CGFloat)]) -> (View, StackView, [Box]) {
    let root = makeRoot()
    let boxes = sizes.enumerated().map { Box($1.0, $1.1, name: String(UnicodeScalar(UInt8(97 + $0)))) }
    let stack = StackView(arrangedSubviews: boxes)
    stack.debugName = "stack"
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    _ = pin(stack, .left, to: root, plus: 10)
    _ = pin(stack, .top, to: root, plus: 20)
    if let width { _ = pin(stack, .width, to: nil, plus: width) }
    if let height { _ = pin(stack, .height, to: nil, plus: height) }
    root.layoutIfNeeded()
    return (root, stack, boxes)
}

func rects(_ views: [View]) -> [CGRect] { views.map(\.frame) }

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// The same views in the same order.
func same(_ views: [View], _ expected: [View]) -> Bool {
    views.count == expected.count && zip(views, expected).allSatisfy { $0 === $1 }
}

/// Equal to within rounding.
func close(_ values: [CGFloat], _ expected: [CGFloat]) -> Bool {
    values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }
}

/// Boxes of 40 × 20, 60 × 30 and 30 × 10, spacing 10: along the axis they take 130 + 2 × 10 = 150.
let threeBoxes: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (30, 10)]

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

/// Hidden views, spacing, the fill order, nesting, baselines and margins.
@Suite struct StackViewBehaviourTests {
    @Test func hiddenViewsCollapseWithTheirSpacingAndComeBack() {
        let (root, stack, boxes) = makeStack(.horizontal, .fill, .fill, spacing: 10, boxes: threeBoxes)
        // Not sized along the axis: 40 + 10 + 60 + 10 + 30 = 150 wide.
        #expect(stack.frame.width == 150)
        boxes[1].isHidden = true
        // Setting isHidden alone changes nothing until the next layout pass.
        #expect(stack.frame.width == 150)
        root.layoutIfNeeded()
        // The middle one collapses at 40 and leaves one spacing: 40 + 10 + 30 = 80. It keeps its
        // own height and no longer counts across: the row is as tall as the first box (20).
        #expect(rects(boxes) == [rect(0, 0, 40, 20), rect(40, 0, 0, 30), rect(50, 0, 30, 20)])
        #expect(stack.frame.width == 80)
        boxes[1].isHidden = false
        boxes[2].isHidden = true
        stack.setCustomSpacing(25, after: boxes[1])
        root.layoutIfNeeded()
        // A hidden last view takes the spacing before it away, custom spacing too: 40 + 10 + 60 = 110.
        #expect(stack.frame.width == 110)
        #expect(rects(boxes) == [rect(0, 0, 40, 30), rect(50, 0, 60, 30), rect(110, 0, 0, 10)])
        boxes[2].isHidden = false
        root.layoutIfNeeded()
        // Shown again, after the custom spacing: 40 + 10 + 60 + 25 + 30 = 165.
        #expect(stack.frame.width == 165 && boxes[2].frame == rect(135, 0, 30, 30))
    }

    @Test func spacingIsSystemCustomOrDefault() {
        let (root, stack, boxes) = makeStack(.horizontal, spacing: StackView.spacingUseSystem, boxes: threeBoxes)
        // The system spacing is 8: 40 + 8 + 60 + 8 + 30 = 146.
        #expect(stack.frame.width == 146)
        stack.setCustomSpacing(20, after: boxes[0])
        stack.setCustomSpacing(StackView.spacingUseSystem, after: boxes[1])
        #expect(stack.customSpacing(after: boxes[0]) == 20 && stack.customSpacing(after: boxes[2]) == StackView.spacingUseDefault)
        stack.spacing = 2
        root.layoutIfNeeded()
        // 40 + 20 + 60 + 8 + 30 = 158.
        #expect(boxes.map(\.frame.minX) == [0, 60, 128] && stack.frame.width == 158)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: boxes[0])
        root.layoutIfNeeded()
        // Back to the stack's 2 after the first: 40 + 2 + 60 + 8 + 30 = 140.
        #expect(stack.frame.width == 140)
    }

    @Test func fillGivesToTheLowestHuggingThenToTheFirst() {
        let (root, _, boxes) = makeStack(.horizontal, spacing: 10, width: 300, boxes: threeBoxes)
        // All at 250: the first grows (see rowDistributions). Lower the last one's hugging: it grows.
        boxes[2].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        root.layoutIfNeeded()
        #expect(boxes.map(\.frame.width) == [40, 60, 180])
        // Too narrow: 130 + 20 = 150 in 120. All resist at 750: the first gives 30.
        let (_, _, narrow) = makeStack(.horizontal, spacing: 10, width: 120, boxes: threeBoxes)
        #expect(narrow.map(\.frame.width) == [10, 60, 30])
        // The middle one resists least: it gives.
        let (again, _, middle) = makeStack(.horizontal, spacing: 10, width: 120, boxes: threeBoxes)
        middle[1].setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        again.layoutIfNeeded()
        #expect(middle.map(\.frame.width) == [40, 30, 30])
    }

    @Test func aNestedStackTakesTheSlackOfItsFillParent() {
        let root = makeRoot()
        let icon = Box(20, 20, name: "icon"), badge = Box(30, 20, name: "badge")
        for box in [icon, badge] { box.setContentHuggingPriority(.required, for: .horizontal) }
        let title = Box(50, 14, name: "title"), subtitle = Box(80, 10, name: "subtitle")
        let texts = StackView(arrangedSubviews: [title, subtitle])
        texts.axis = .vertical
        texts.alignment = .leading
        texts.spacing = 4
        let row = StackView(arrangedSubviews: [icon, texts, badge])
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        _ = pin(row, .left, to: root)
        _ = pin(row, .top, to: root)
        _ = pin(row, .width, to: nil, plus: 300)
        root.layoutIfNeeded()
        // The texts stack has no intrinsic size: it takes 300 - 20 - 30 - 2 × 8 = 234.
        #expect(texts.frame == rect(28, 0, 234, 28))
        // It is 14 + 4 + 10 = 28 tall, the row's thickest view; the icon and badge are centred: (28 - 20) / 2.
        #expect(row.frame.height == 28 && icon.frame == rect(0, 4, 20, 20) && badge.frame == rect(270, 4, 30, 20))
        // Inside it, each keeps its own width (.leading).
        #expect(title.frame == rect(0, 0, 50, 14) && subtitle.frame == rect(0, 18, 80, 10))
    }

    @Test func baselineAlignmentKeepsEveryViewInside() {
        let root = makeRoot()
        let small = Label(), big = Label()
        small.text = "ab"
        small.font = .systemFont(ofSize: 10)
        big.text = "ab"
        big.font = .systemFont(ofSize: 20)
        let row = StackView(arrangedSubviews: [small, big])
        row.alignment = .firstBaseline
        row.spacing = 5
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        _ = pin(row, .left, to: root)
        _ = pin(row, .top, to: root)
        root.layoutIfNeeded()
        // Baselines at 0.95 × size below the top: small.top + 9.5 == big.top + 19, so the small
        // label is 9.5 lower. The row holds both: 24 tall (the big label; the small ends at 21.5).
        #expect(small.frame == rect(0, 9.5, 12, 12) && big.frame == rect(17, 0, 24, 24))
        #expect(row.frame == rect(0, 0, 41, 24))
        // In a column, baseline-relative spacing runs from the last baseline to the next first one:
        // big.top + 19 == 9.5 + 30, so big.top = 20.5.
        let column = StackView(arrangedSubviews: [small, big])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 30
        column.isBaselineRelativeArrangement = true
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        _ = pin(column, .left, to: root)
        _ = pin(column, .top, to: root, plus: 100)
        root.layoutIfNeeded()
        #expect(small.frame == rect(0, 0, 12, 12) && big.frame == rect(0, 20.5, 24, 24))
        #expect(column.frame == rect(0, 100, 24, 44.5))
        #expect(row.arrangedSubviews.isEmpty)  // they moved to the column
    }

    @Test func marginsRelativeArrangementInsetsTheViews() {
        let (root, stack, boxes) = makeStack(.horizontal, spacing: 10, boxes: threeBoxes)
        stack.layoutMargins = EdgeInsets(top: 5, left: 12, bottom: 7, right: 3)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        // 12 + 150 + 3 = 165 wide, 5 + 30 + 7 = 42 tall; the views start at (12, 5).
        #expect(stack.frame == rect(10, 20, 165, 42))
        #expect(rects(boxes) == [rect(12, 5, 40, 30), rect(62, 5, 60, 30), rect(132, 5, 30, 30)])
    }
}

/// The arranged list, the stack's own constraints, and their diagnostics.
@Suite struct StackViewArrangementTests {
    @Test func arrangedViewsAreSubviewsWithoutAutoresizing() {
        let (root, stack, boxes) = makeStack(.horizontal, spacing: 10, boxes: threeBoxes)
        #expect(same(stack.subviews, boxes) && boxes.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        // The stack's constraints are its own: not in `constraints`, named as UIKit names them.
        #expect(stack.constraints.isEmpty)
        let names = Set(stack.heldConstraints.compactMap(\.identifier))
        #expect(names == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-fill-order"])
        stack.removeArrangedSubview(boxes[1])
        root.layoutIfNeeded()
        // Still a subview, no longer arranged: 40 + 10 + 30 = 80.
        #expect(stack.subviews.count == 3 && same(stack.arrangedSubviews, [boxes[0], boxes[2]]) && stack.frame.width == 80)
        boxes[2].removeFromSuperview()
        stack.insertArrangedSubview(boxes[1], at: 0)
        root.layoutIfNeeded()
        // Removed from the stack, it leaves the arrangement: [b, a] = 60 + 10 + 40 = 110.
        #expect(same(stack.arrangedSubviews, [boxes[1], boxes[0]]) && stack.frame.width == 110)
        #expect(boxes[0].frame.minX == 70)
    }

    @Test func aConflictWithTheStackNamesItsConstraint() {
        let (root, _, boxes) = makeStack(.horizontal, spacing: 10, boxes: threeBoxes)
        _ = pin(boxes[1], .width, to: nil, plus: 60)
        boxes[1].isHidden = true
        let (_, diagnostics) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(diagnostics.count == 1)
        let message = diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'UISV-hiding'") || message.contains("UISV-hiding"))
        #expect(diagnostics.first?.constraints.contains { $0.identifier == "UISV-hiding" } == true)
    }

    @Test func changesApplyAtTheNextLayoutPass() {
        let (root, stack, boxes) = makeStack(.horizontal, spacing: 10, boxes: threeBoxes)
        stack.axis = .vertical
        stack.alignment = .center
        #expect(stack.frame.size == CGSize(width: 150, height: 30))
        root.layoutIfNeeded()
        // A column: 20 + 10 + 30 + 10 + 10 = 80 tall, 60 wide, each centred.
        #expect(stack.frame.size == CGSize(width: 60, height: 80))
        #expect(rects(boxes) == [rect(10, 0, 40, 20), rect(0, 30, 60, 30), rect(15, 70, 30, 10)])
    }

}
