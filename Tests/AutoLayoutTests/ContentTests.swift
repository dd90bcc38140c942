import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

/// A view whose content wants a fixed size.
final class Sized: View {
    var size: CGSize
    init(_ name: String, _ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        debugName = name
        translatesAutoresizingMaskIntoConstraints = false
    }
    override var intrinsicContentSize: CGSize { size }

    /// Never decoded: nothing here archives this view.
    required init?(coder: NSCoder) { nil }
}

@Suite struct ContentTests {
    /// Two views in a row between the root's edges (10 in, 8 apart), each wanting 60×20.
    func row(in root: View) -> (Sized, Sized) {
        let a = Sized("a", CGSize(width: 60, height: 20)), b = Sized("b", CGSize(width: 60, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        _ = pin(a, .left, to: root, plus: 10)
        _ = pin(b, .left, to: a, .right, plus: 8)
        _ = pin(b, .right, to: root, plus: -10)
        _ = pin(a, .top, to: root)
        _ = pin(b, .top, to: root)
        return (a, b)
    }

    @Test func huggingDecidesWhichViewStretches() {
        let root = makeRoot()
        let (a, b) = row(in: root)
        a.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        // Room: 320 - 10 - 8 - 10 = 292; a hugs harder and keeps 60, b takes 232.
        #expect(a.frame == CGRect(x: 10, y: 0, width: 60, height: 20))
        #expect(b.frame == CGRect(x: 78, y: 0, width: 232, height: 20))
        b.setContentHuggingPriority(252, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 232 && b.frame.width == 60)
    }

    @Test func compressionResistanceDecidesWhichViewIsSqueezed() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.debugName = "root"
        let (a, b) = row(in: root)
        b.setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        // Room: 100 - 28 = 72; a resists harder and keeps 60, b gets 12.
        #expect(a.frame.width == 60 && b.frame.width == 12)
        #expect(b.frame.minX == 78)
        a.setContentCompressionResistancePriority(748, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 12 && b.frame.width == 60)
    }

    @Test func aRequiredSideSplitsTheContentSizeInTwo() {
        let root = makeRoot()
        let (a, b) = row(in: root)
        a.setContentHuggingPriority(251, for: .horizontal)
        b.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        // As in huggingDecidesWhichViewStretches: a keeps 60, b takes 292 - 60 = 232. b's width
        // is two constraints (`<= 60` at 250, `>= 60` required); a's height is one.
        #expect(a.frame == CGRect(x: 10, y: 0, width: 60, height: 20))
        #expect(b.frame == CGRect(x: 78, y: 0, width: 232, height: 20))
        let horizontal = b.constraintsAffectingLayout(for: .horizontal).filter { $0.kind == .contentSize }
        #expect(horizontal.map(\.description).sorted() == [
            "<LayoutConstraint:contentSize Sized:b.width <= 60 ^low>",
            "<LayoutConstraint:contentSize Sized:b.width >= 60>",
        ])
        let vertical = a.constraintsAffectingLayout(for: .vertical).filter { $0.kind == .contentSize }
        #expect(vertical.map(\.description) == ["<LayoutConstraint:contentSize Sized:a.height == 20 Hug:250 CompressionResistance:750>"])
    }

    @Test func aPriorityOutOfRangeKeepsItsOwnConstraintAndIsReported() {
        let root = makeRoot()
        let (a, _) = row(in: root)
        a.setContentCompressionResistancePriority(LayoutPriority(rawValue: 0), for: .horizontal)
        let (_, diagnostics) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        // The width's two ways stay apart: hugging (250) holds, the compression at 0 is refused.
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("Invalid number: strength 0.0 of View:a.width - 60 >= 0") == true)
        #expect(diagnostics.first?.message.hasSuffix("Sized:a.width >= 60 ^0>") == true)
    }

    @Test func invalidatingTheIntrinsicSizeRelaysOut() {
        let root = makeRoot()
        let label = Sized("label", CGSize(width: 40, height: 10))
        root.addSubview(label)
        _ = pin(label, .left, to: root, plus: 5)
        _ = pin(label, .top, to: root, plus: 5)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 5, y: 5, width: 40, height: 10))
        label.size = CGSize(width: 70, height: View.noIntrinsicMetric)
        label.invalidateIntrinsicContentSize()
        _ = pin(label, .height, to: nil, plus: 12)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 5, y: 5, width: 70, height: 12))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let a = makeChild("a", in: root), b = makeChild("b", in: root)
        _ = pin(a, .leading, to: root, plus: 10)
        _ = pin(b, .leading, to: a, .trailing, plus: 8)
        for view in [a, b] {
            _ = pin(view, .top, to: root)
            _ = pin(view, .width, to: nil, plus: 50)
            _ = pin(view, .height, to: nil, plus: 20)
        }
        root.layoutIfNeeded()
        // a's right edge is 10 in from the root's right: x = 320 - 10 - 50; b is 8 to its left.
        #expect(a.frame == CGRect(x: 260, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 202, y: 0, width: 50, height: 20))
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        root.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        #expect(a.frame.minX == 10 && b.frame.minX == 68)
    }

    @Test func marginsAndTheMarginsGuide() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 10, right: 4)
        let box = makeChild("box", in: root)
        _ = pin(box, .left, to: root, .leftMargin)
        _ = pin(box, .right, to: root, .rightMargin)
        _ = pin(box, .top, to: root, .topMargin)
        _ = pin(box, .bottom, to: root, .bottomMargin)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 20, width: 300, height: 386))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 20, width: 300, height: 386))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 30, y: 0, width: 290, height: 416))
        let inner = makeChild("inner", in: box)
        _ = pin(inner, .leading, to: box, .leadingMargin)
        _ = pin(inner, .top, to: box, .topMargin)
        _ = pin(inner, .width, to: nil, plus: 10)
        _ = pin(inner, .height, to: nil, plus: 10)
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 8, y: 8, width: 10, height: 10))
    }

    @Test func removingASubtreeDropsTheConstraintsThatLinkIt() {
        let root = makeRoot()
        let a = makeChild("a", in: root), b = makeChild("b", in: root)
        let child = makeChild("child", in: a)
        _ = pin(a, .left, to: root)
        let link = pin(b, .left, to: child)
        let inside = pin(child, .width, to: nil, plus: 4)
        let internalLink = pin(child, .left, to: a)
        #expect(root.constraints.contains { $0 === link })
        a.removeFromSuperview()
        #expect(!link.isActive)
        #expect(inside.isActive && internalLink.isActive)
        #expect(a.superview == nil && root.subviews.map { $0 === b } == [true])
        a.layoutIfNeeded()
        #expect(child.frame.width == 4)
    }

    @Test func guidesTakePartLikeViews() {
        let root = makeRoot()
        let spacer = LayoutGuide()
        spacer.identifier = "spacer"
        root.addLayoutGuide(spacer)
        let a = makeChild("a", in: root), b = makeChild("b", in: root)
        _ = pin(a, .left, to: root)
        let guideLeft = LayoutConstraint(item: spacer, attribute: .left, relatedBy: .equal, toItem: a,
                                         attribute: .right, multiplier: 1, constant: 0)
        guideLeft.isActive = true
        let guideWidth = LayoutConstraint(item: spacer, attribute: .width, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 30)
        guideWidth.isActive = true
        let bLeft = LayoutConstraint(item: b, attribute: .left, relatedBy: .equal, toItem: spacer,
                                     attribute: .right, multiplier: 1, constant: 0)
        bLeft.isActive = true
        for view in [a, b] {
            _ = pin(view, .top, to: root)
            _ = pin(view, .width, to: nil, plus: 40)
            _ = pin(view, .height, to: nil, plus: 40)
        }
        root.layoutIfNeeded()
        #expect(b.frame.minX == 70)
        #expect(spacer.layoutFrame.minX == 40 && spacer.layoutFrame.width == 30)
        #expect(guideLeft.holder === root)
        root.removeLayoutGuide(spacer)
        #expect(!guideLeft.isActive && !bLeft.isActive)
    }

    @Test func aRootWithoutAutoresizingTakesItsSizeFromConstraints() {
        let root = View(frame: CGRect(x: 5, y: 5, width: 0, height: 0))
        root.debugName = "root"
        root.translatesAutoresizingMaskIntoConstraints = false
        let content = Sized("content", CGSize(width: 30, height: 12))
        root.addSubview(content)
        _ = pin(content, .left, to: root, plus: 4)
        _ = pin(content, .top, to: root, plus: 4)
        _ = pin(root, .right, to: content, plus: 4)
        _ = pin(root, .bottom, to: content, plus: 4)
        root.layoutIfNeeded()
        #expect(root.frame == CGRect(x: 5, y: 5, width: 38, height: 20))
        #expect(content.frame == CGRect(x: 4, y: 4, width: 30, height: 12))
    }

    @Test func twoLabelsInARowHuggingAndCompression() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let name = Label(), date = Label()
        name.text = "Name"          // 4 × 10.2 = 40.8 → 41 wide
        date.text = "Yesterday"     // 9 × 10.2 = 91.8 → 92 wide
        for label in [name, date] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            _ = pin(label, .top, to: root)
        }
        _ = pin(name, .leading, to: root, plus: 8)
        _ = pin(date, .leading, to: name, .trailing, plus: 8)
        _ = pin(date, .trailing, to: root, plus: -8)
        date.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        // 200 - 24 = 176 for both; the date hugs harder (251) and keeps 92; the name takes 84.
        #expect(name.frame == CGRect(x: 8, y: 0, width: 84, height: 21))
        #expect(date.frame == CGRect(x: 100, y: 0, width: 92, height: 21))
        root.frame.size.width = 100
        name.setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        // 100 - 24 = 76: the name resists less (749) and shrinks to 0; the date is squeezed to 76 only if it must.
        #expect(date.frame.width == 76 && name.frame.width == 0)
        name.setContentCompressionResistancePriority(751, for: .horizontal)
        root.layoutIfNeeded()
        // Now the date gives way: the name keeps 41, the date gets 35.
        #expect(name.frame.width == 41 && date.frame.width == 35)
    }
}
