import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

/// Deactivating and activating same-shaped constraints between two solves reuses the solver's
/// constraint (its constant changed); everything else must behave as remove-then-add.
@Suite struct RetiringTests {
    private func box(_ root: View, left: CGFloat, width: CGFloat) -> (View, [LayoutConstraint]) {
        let view = makeChild("box", in: root)
        let constraints = [pin(view, .left, to: root, plus: left), pin(view, .top, to: root, plus: 5),
                           pin(view, .width, to: nil, plus: width), pin(view, .height, to: nil, plus: 10)]
        return (view, constraints)
    }

    @Test func sameShapeReusesTheSolverConstraint() throws {
        let root = makeRoot()
        let (view, old) = box(root, left: 10, width: 100)
        root.layoutIfNeeded()
        let solverCount = root.engine.solver.constraints.count
        let oldWidth = try #require(root.engine.entry(of: old[2])?.solverConstraint)
        old.forEach { $0.isActive = false }
        let new = [pin(view, .left, to: root, plus: 20), pin(view, .top, to: root, plus: 5),
                   pin(view, .width, to: nil, plus: 40), pin(view, .height, to: nil, plus: 10)]
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 5, width: 40, height: 10))
        #expect(root.engine.solver.constraints.count == solverCount)
        #expect(root.engine.entry(of: new[2])?.solverConstraint === oldWidth)
        #expect(root.engine.registeredConstraints.contains { $0 === new[2] })
        #expect(!root.engine.registeredConstraints.contains { $0 === old[2] })
    }

    @Test func otherShapesRemoveTheRetiredFirst() {
        let root = makeRoot()
        let (view, old) = box(root, left: 10, width: 100)
        root.layoutIfNeeded()
        // The old width would conflict with the new right edge if it were still in the solver.
        old[2].isActive = false
        let right = pin(view, .right, to: root, plus: -10)
        let (_, diagnostics) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(view.frame == CGRect(x: 10, y: 5, width: 300, height: 10))
        #expect(right.isActive)
    }

    @Test func aConstantThatCannotHoldYetFallsBackToRemoveAndAdd() {
        let root = makeRoot()
        let view = makeChild("box", in: root)
        let old = [pin(view, .left, to: root, plus: 10), pin(view, .right, to: root, .left, plus: 110),
                   pin(view, .width, to: nil, plus: 100), pin(view, .top, to: root), pin(view, .height, to: nil, plus: 10)]
        root.layoutIfNeeded()
        old[0...2].forEach { $0.isActive = false }
        // Reusing the old left at 0 fails while the retired right (110) and width (100) remain;
        // the engine then removes them and adds the new constraints afresh: no conflict.
        _ = pin(view, .left, to: root, plus: 0)
        _ = pin(view, .width, to: nil, plus: 50)
        let (_, diagnostics) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test func realConflictsAreStillReported() {
        let root = makeRoot()
        let (view, old) = box(root, left: 10, width: 100)
        root.layoutIfNeeded()
        old[2].isActive = false
        _ = pin(view, .width, to: nil, plus: 60)
        let clash = pin(view, .width, to: nil, plus: 70)
        let (_, diagnostics) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.constraints.contains { $0 === clash } == true)
        #expect(view.frame.width == 60)
    }
}
