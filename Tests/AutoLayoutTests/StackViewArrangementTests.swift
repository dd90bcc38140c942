import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

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
