import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

/// Labels measured from their text: one line, wrapped, on baselines, and truncated when drawn.
@Suite struct LabelTests {
    func label(_ text: String, size: CGFloat = 17, in root: View) -> Label {
        let label = Label()
        label.text = text
        label.font = Font(pointSize: size)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        return label
    }

    @Test func oneLineLabelMeasuresItsText() {
        let root = makeRoot()
        let hello = label("Hello", in: root)
        // 5 × 0.6 × 17 = 51; 1.2 × 17 = 20.4, rounded up to 21.
        #expect(hello.intrinsicContentSize == CGSize(width: 51, height: 21))
        hello.preferredMaxLayoutWidth = 10  // ignored on one line
        #expect(hello.intrinsicContentSize == CGSize(width: 51, height: 21))
        hello.text = nil
        #expect(hello.intrinsicContentSize == .zero)
        #expect(Font().pointSize == 17)
    }

    @Test func wrappingAtThePreferredWidth() {
        let root = makeRoot()
        let text = label("aaa bbb ccc", size: 10, in: root)
        text.numberOfLines = 0
        text.preferredMaxLayoutWidth = 50
        // 6 per character: "aaa bbb" is 42 ≤ 50, adding " ccc" makes 66: two lines, 42 wide, 2 × 12 tall.
        #expect(text.lines == ["aaa bbb", "ccc"])
        #expect(text.intrinsicContentSize == CGSize(width: 42, height: 24))
        text.numberOfLines = 1
        #expect(text.intrinsicContentSize == CGSize(width: 66, height: 12))
    }

    @Test func wrapsAtTheWidthTheLayoutGave() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let body = label("aaaa bbbb cccc dddd eeee ffff", size: 10, in: root)
        body.numberOfLines = 0
        _ = pin(body, .left, to: root, plus: 10)
        _ = pin(body, .right, to: root, plus: -10)
        _ = pin(body, .top, to: root, plus: 10)
        root.layoutIfNeeded()
        // Width 80 holds 13 characters: "aaaa bbbb" (9), "cccc dddd", "eeee ffff": 3 lines of 12.
        #expect(body.lines.count == 3)
        #expect(body.frame == CGRect(x: 10, y: 10, width: 80, height: 36))
        root.frame.size.width = 200
        root.layoutIfNeeded()
        // Width 180 holds 30 characters: everything on one line.
        #expect(body.frame == CGRect(x: 10, y: 10, width: 180, height: 12))
    }

    /// "Big" in 20 points at (0, 10), and "small" in 10 points 4 points to its right.
    func bigAndSmall(in root: View) -> (big: Label, small: Label) {
        let big = label("Big", size: 20, in: root), small = label("small", size: 10, in: root)
        _ = pin(big, .left, to: root)
        _ = pin(big, .top, to: root, plus: 10)
        _ = pin(small, .left, to: big, .right, plus: 4)
        return (big, small)
    }

    @Test func baselinesAlignText() {
        let root = makeRoot()
        let (big, small) = bigAndSmall(in: root)
        _ = pin(small, .firstBaseline, to: big)
        root.layoutIfNeeded()
        // big's baseline: 10 + 0.95 × 20 = 29; small's top: 29 - 9.5 = 19.5.
        #expect(small.frame.minY == 19.5)
        let other = label("x", size: 10, in: root)
        _ = pin(other, .left, to: root)
        _ = pin(other, .baseline, to: big)
        root.layoutIfNeeded()
        // big is 24 tall (1.2 × 20): its last baseline is 29; other's is 9.5 below its top.
        #expect(other.frame.minY == 19.5)
        big.font = Font(pointSize: 40)
        root.layoutIfNeeded()
        // Now 10 + 38 = 48: both follow.
        #expect(small.frame.minY == 38.5 && other.frame.minY == 38.5)
    }

    @Test func aBaselineConstraintIsNotedOnceWhateverTheTextChanges() {
        let root = makeRoot()
        let name = Label(), stamp = Label()
        for label in [name, stamp] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        stamp.font = Font(pointSize: 13)
        _ = pin(name, .left, to: root, plus: 10)
        _ = pin(name, .top, to: root, plus: 10)
        _ = pin(stamp, .left, to: name, .right, plus: 8)
        _ = pin(stamp, .lastBaseline, to: name)
        for index in 0..<6 {
            name.text = "Person \(index)"
            stamp.text = "\(index)m"
            root.layoutIfNeeded()
        }
        // Each label's list holds the one constraint (it doubled at every change of either text).
        #expect(root.engine.baselineUsers.values.map(\.constraints.count) == [1, 1])
        // Baselines at 10 + 0.95 × 17 = 26.15 for both: stamp.top = 26.15 - 0.95 × 13 = 13.8; the
        // name is 8 × 10.2 = 81.6, rounded up to 82, wide: stamp.left = 10 + 82 + 8.
        #expect(abs(stamp.frame.minY - 13.8) < 1e-9 && stamp.frame.minX == 100)
    }

    @Test func aLastBaselineFollowsTheLineCount() {
        let root = makeRoot()
        let (big, small) = bigAndSmall(in: root)
        _ = pin(small, .lastBaseline, to: big)
        root.layoutIfNeeded()
        // One line: big's baseline 10 + 19 = 29, small's top 29 - 9.5 = 19.5.
        #expect(small.frame.minY == 19.5)
        big.numberOfLines = 0
        big.text = "Big\nBigger"
        root.layoutIfNeeded()
        // Two lines of 24: the last baseline is 10 + 24 + 19 = 53; small's top 53 - 9.5 = 43.5.
        #expect(small.frame.minY == 43.5)
        big.text = "Big"
        root.layoutIfNeeded()
        #expect(small.frame.minY == 19.5)
    }

    @Test func aBaselineConstraintMadeAgainBeforeAPendingFontChangeStillFollowsIt() {
        let root = makeRoot()
        let (big, small) = bigAndSmall(in: root)
        let aligned = pin(small, .firstBaseline, to: big, priority: .defaultHigh)
        root.layoutIfNeeded()
        #expect(small.frame.minY == 19.5)
        // The font changes (taken in at the next solve), the constraint is registered again at
        // once with the 40-point offset, and the font changes back before any solve.
        big.font = Font(pointSize: 40)
        aligned.priority = LayoutPriority(740)
        big.font = Font(pointSize: 20)
        root.layoutIfNeeded()
        // As at first: 10 + 0.95 × 20 = 29, small's top 29 - 9.5 = 19.5.
        #expect(small.frame.minY == 19.5)
    }

    @Test func aWrappedLabelMeasuredAtTwoWidthsInTurnKeepsBothRight() {
        let label = Label()
        label.font = Font(pointSize: 10)   // 6 points a character, lines 12 tall
        label.numberOfLines = 0
        label.text = "aaaa bbbb cccc"
        func height(at width: CGFloat) -> CGFloat {
            label.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                          verticalFittingPriority: .fittingSizeLevel).height
        }
        // At 50 three lines (36): "aaaa bbbb" is 54 wide; at 60 two (24).
        #expect([height(at: 50), height(at: 60), height(at: 50), height(at: 60)] == [36, 24, 36, 24])
        label.text = "aaaa bbbb"
        // New text: neither earlier measurement stands. 2 lines at 50, 1 at 60.
        #expect([height(at: 50), height(at: 60)] == [24, 12])
    }

    @Test func aNewTextIsMeasuredForWhatItHoldsNotForWhatTheLastHeld() {
        let label = Label()
        label.font = Font(pointSize: 10)   // 6 points a character, lines 12 tall
        label.numberOfLines = 0
        label.text = "abcd"
        #expect(label.intrinsicContentSize == CGSize(width: 24, height: 12))
        // Not plain ASCII (a carriage return: the byte-at-a-time path leaves those out), so it
        // is measured by characters: a carriage return and line feed end one line, two lines
        // of two characters.
        label.text = "ab\r\ncd"
        #expect(label.intrinsicContentSize == CGSize(width: 12, height: 24))
        label.text = "abcdef"
        #expect(label.intrinsicContentSize == CGSize(width: 36, height: 12))
    }

    @Test func truncatedTextIsDrawnShortened() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 12))
        label.font = .systemFont(ofSize: 10)   // 6 points a character: 10 fit in 60
        label.text = "Hello wonderful world"
        #expect(label.lineBreakMode == .byTruncatingTail && label.drawnLines == ["Hello won…"])
        label.lineBreakMode = .byTruncatingHead
        #expect(label.drawnLines == ["…ful world"])
        label.lineBreakMode = .byTruncatingMiddle
        #expect(label.drawnLines == ["Hello…orld"])
        label.lineBreakMode = .byClipping
        #expect(label.drawnLines == ["Hello wond"])
        // Two lines of "Hello" / "wonderful" / "world": the second shows what fits of the rest.
        label.numberOfLines = 2
        label.lineBreakMode = .byTruncatingTail
        #expect(label.drawnLines == ["Hello", "wonderful…"])
        label.text = "Short"
        #expect(label.drawnLines == ["Short"])
    }
}
