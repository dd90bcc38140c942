import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

@Suite struct QuestionTests {
    /// A cell: a title label over a body label, 10 in from every side, 8 between.
    func makeCell() -> (View, Label, Label) {
        let cell = View()
        cell.debugName = "cell"
        cell.translatesAutoresizingMaskIntoConstraints = false
        let title = Label(), body = Label()
        title.text = "Title"
        title.font = Font(pointSize: 10)
        body.text = "aaaa bbbb cccc dddd"
        body.font = Font(pointSize: 10)
        body.numberOfLines = 0
        body.preferredMaxLayoutWidth = 60
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(label)
            _ = pin(label, .left, to: cell, plus: 10)
            _ = pin(label, .right, .lessThanOrEqual, to: cell, plus: -10)
        }
        _ = pin(title, .top, to: cell, plus: 10)
        _ = pin(body, .top, to: title, .bottom, plus: 8)
        _ = pin(body, .bottom, to: cell, plus: -10)
        return (cell, title, body)
    }

    @Test func selfSizingCell() {
        let (cell, _, body) = makeCell()
        let size = cell.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // Title 12 tall; the body wraps at 60 (10 characters): "aaaa bbbb", "cccc dddd" → 24.
        // 10 + 12 + 8 + 24 + 10 = 64.
        #expect(body.lines.count == 2)
        #expect(size == CGSize(width: 200, height: 64))
        #expect(cell.frame == .zero)
        let compressed = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize,
            withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        // Narrowest: the wider label (body, 54 = 9 characters) plus 20.
        #expect(compressed == CGSize(width: 74, height: 64))
    }

    @Test func aSizingCellKeepsItsEngineAndAnswersAsANewOne() {
        let (sizing, _, body) = makeCell()
        let texts = ["aaaa", "aaaa bbbb cccc dddd eeee", "aaaa bbbb cccc", "aaaa bbbb cccc dddd eeee ffff gggg"]
        var heights: [CGFloat] = []
        var engines: Set<ObjectIdentifier> = []
        for text in texts {
            body.text = text
            heights.append(sizing.systemLayoutSizeFitting(CGSize(width: 200, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height)
            engines.insert(ObjectIdentifier(sizing.engineIfCreated!))
        }
        // The body wraps at 60 (10 characters): 1, 3, 2 and 4 lines of 12: 10 + 12 + 8 + 12n + 10.
        #expect(heights == [52, 76, 64, 88])
        #expect(engines.count == 1)
        // Each the same as a new cell's answer.
        for (text, height) in zip(texts, heights) {
            let (fresh, _, freshBody) = makeCell()
            freshBody.text = text
            #expect(fresh.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height == height)
        }
        // Another width, and back.
        #expect(sizing.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 100, height: 88))
        #expect(sizing.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 88))
    }

    @Test func measuringARootLeavesItsLayoutAsItWas() {
        // As a table view's cell: its frame kept by autoresizing, its body wrapping to its width;
        // the twin is never measured.
        let (cell, title, body) = makeCell(), (twin, twinTitle, twinBody) = makeCell()
        // The title hugs its height harder, so that the body alone takes the cell's spare height:
        // at equal priorities the split would be ambiguous, and the solver's history could decide it.
        for label in [title, twinTitle] { label.setContentHuggingPriority(.defaultHigh, for: .vertical) }
        for (view, label) in [(cell, body), (twin, twinBody)] {
            view.translatesAutoresizingMaskIntoConstraints = true
            label.preferredMaxLayoutWidth = 0
            view.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            view.layoutIfNeeded()
        }
        let before = [cell, title, body].map(\.frame)
        body.text = "aaaa bbbb cccc dddd eeee"
        twinBody.text = body.text
        let size = cell.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // At 100 the body wraps at 80 (13 characters): three lines, 10 + 12 + 8 + 36 + 10 = 76.
        // No frame moves until the next layout pass.
        #expect(size == CGSize(width: 100, height: 76))
        #expect([cell, title, body].map(\.frame) == before)
        cell.layoutIfNeeded()
        twin.layoutIfNeeded()
        // Then the cell lays out in its own 300 × 100 frame exactly as the twin: the body wraps at
        // the 114 it had (19 characters, two lines) and is held 10 above the bottom: 100 - 30 - 10 = 60.
        #expect([cell, title, body].map(\.frame) == [twin, twinTitle, twinBody].map(\.frame))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(body.frame == CGRect(x: 10, y: 30, width: 114, height: 60) && body.lines.count == 2)
    }

    /// The cell pinned to a root's top left and width, laid out.
    func makeCellInTree() -> (View, View, Label, Label) {
        let root = makeRoot()
        let (cell, title, body) = makeCell()
        root.addSubview(cell)
        _ = pin(cell, .left, to: root)
        _ = pin(cell, .top, to: root)
        _ = pin(cell, .width, to: root)
        root.layoutIfNeeded()
        return (root, cell, title, body)
    }

    @Test func fittingAViewInsideATreeIgnoresTheRestAndMovesNothing() {
        let (root, cell, title, _) = makeCellInTree()
        let before = title.frame
        let size = cell.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 100, height: 64))
        root.layoutIfNeeded()
        #expect(title.frame == before)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 64))
    }

    @Test func theTreeKeepsLayingOutAfterAFit() {
        let (root, cell, title, body) = makeCellInTree()
        _ = cell.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        // The title grows to two lines' worth of text on one line (6 points a character), and
        // the body gains a line: the real engine takes both in, once.
        title.text = "Title Title"
        body.text = "aaaa bbbb cccc dddd eeee"
        root.layoutIfNeeded()
        // title 11 × 6 = 66 wide, 12 tall at y 10; body wraps at 60 (10 characters a line):
        // "aaaa bbbb" / "cccc dddd" / "eeee", 3 × 12 = 36 tall at 10 + 12 + 8 = 30; cell 30 + 36 + 10.
        #expect(title.frame == CGRect(x: 10, y: 10, width: 66, height: 12))
        #expect(body.frame == CGRect(x: 10, y: 30, width: 54, height: 36))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 76))
        let contentSize = cell.constraintsAffectingLayout(for: .vertical).count
        _ = cell.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        title.text = "Title"
        root.layoutIfNeeded()
        #expect(cell.constraintsAffectingLayout(for: .vertical).count == contentSize)
        // Its top, the body's top below it, and its content height: one constraint holding both
        // ways, `height == 12 Hug:250 CompressionResistance:750`, as UIKit's does.
        let affecting = title.constraintsAffectingLayout(for: .vertical)
        #expect(affecting.count == 3)
        #expect(affecting.last?.description.hasSuffix(".height == 12 Hug:250 CompressionResistance:750>") == true)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 76))
    }

    @Test func ambiguity() {
        let root = makeRoot()
        let fixed = makeChild("fixed", in: root), loose = makeChild("loose", in: root)
        for view in [fixed, loose] {
            _ = pin(view, .top, to: root)
            _ = pin(view, .width, to: nil, plus: 10)
            _ = pin(view, .height, to: nil, plus: 10)
        }
        _ = pin(fixed, .left, to: root)
        _ = pin(loose, .left, .greaterThanOrEqual, to: root, plus: 5)
        root.layoutIfNeeded()
        #expect(!fixed.hasAmbiguousLayout)
        #expect(loose.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        _ = pin(loose, .left, to: root, plus: 50, priority: .low)
        root.layoutIfNeeded()
        #expect(!loose.hasAmbiguousLayout)
        #expect(loose.frame.minX == 50)
    }

    @Test func constraintsAffectingLayoutNameTheAxis() {
        let root = makeRoot()
        let box = makeChild("box", in: root)
        let left = pin(box, .left, to: root)
        let width = pin(box, .width, to: nil, plus: 10)
        let top = pin(box, .top, to: root)
        root.layoutIfNeeded()
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === left } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top })
        #expect(box.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
    }

    @Test func animationRecordsWhereViewsStarted() {
        let root = makeRoot()
        let box = makeChild("box", in: root)
        let left = pin(box, .left, to: root, plus: 10)
        _ = pin(box, .top, to: root)
        _ = pin(box, .width, to: nil, plus: 100)
        _ = pin(box, .height, to: nil, plus: 100)
        root.layoutIfNeeded()
        var completed = false
        let animation = View.animate(withDuration: 2, animations: {
            left.constant = 110
            root.layoutIfNeeded()
        }, completion: { completed = $0 })
        #expect(completed)
        #expect(box.frame.minX == 110)
        #expect(animation.moves.count == 1)
        #expect(animation.frame(of: box, at: 0) == CGRect(x: 10, y: 0, width: 100, height: 100))
        #expect(animation.frame(of: box, at: 2) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(animation.frame(of: box, at: 1) == CGRect(x: 60, y: 0, width: 100, height: 100))  // symmetric curve
        var linear = animation
        linear.curve = .linear
        #expect(linear.frame(of: box, at: 0.5)?.minX == 35)
        let quarter = animation.frame(of: box, at: 0.5)!.minX
        #expect(quarter > 10 && quarter < 35)  // eases in
        #expect(animation.frame(of: root, at: 1) == nil)
    }

#if !MainActorViews  // with the trait, views are the main actor's: one thread lays them out
    @Test func separateHierarchiesOnSeparateThreads() {
        @Sendable func frames(_ seed: Int) -> [CGRect] {
            let root = View(frame: CGRect(x: 0, y: 0, width: CGFloat(300 + seed), height: 400))
            var previous: View?
            var views: [View] = []
            for index in 0..<40 {
                let view = makeChild("v\(index)", in: root)
                _ = pin(view, .left, to: root, plus: CGFloat(index % 7))
                _ = pin(view, .right, to: root, plus: -CGFloat(index % 5))
                _ = pin(view, .height, to: nil, plus: CGFloat(5 + index % 3))
                if let previous { _ = pin(view, .top, to: previous, .bottom, plus: 2) } else { _ = pin(view, .top, to: root) }
                previous = view
                views.append(view)
            }
            root.layoutIfNeeded()
            return views.map(\.frame)
        }
        let sequential = (0..<4).map(frames)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { seed in results.set(seed, frames(seed)) }
        #expect(results.all(4) == sequential)
    }
#endif
}

/// Frames gathered from several threads.
final class Results: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var values: [Int: [CGRect]] = [:]
    func set(_ key: Int, _ value: [CGRect]) { lock.withLock { values[key] = value } }
    func all(_ count: Int) -> [[CGRect]] { lock.withLock { (0..<count).map { values[$0] ?? [] } } }
}
