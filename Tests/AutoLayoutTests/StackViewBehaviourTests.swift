import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

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
