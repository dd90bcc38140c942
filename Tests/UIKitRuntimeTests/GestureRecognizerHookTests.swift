import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime
import LayoutTestSupport

/// A recognizer recognized when its touch lifts, counting the lifts it saw; it may ignore the
/// touch as it begins, refuse events, or refuse to prevent others.
private final class Lift: GestureRecognizer {
    var lifts = 0
    var outcomes: [State] = []
    var ignoresAtBegin = false, receives = true, prevents = true
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if ignoresAtBegin, let touch = touches.first { ignore(touch, for: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        lifts += 1
        state = .recognized
        outcomes.append(state)  // ended, or failed when another recognized first and prevents it
    }
    override func shouldReceive(_ event: Event) -> Bool { receives }
    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { prevents }
}

/// UIGestureRecognizer's hooks for subclasses: ignoring a touch, refusing events, and whether one
/// recognizer prevents another.
@Suite struct GestureRecognizerHookTests {
    private func setUp() -> (root: View, first: Lift, second: Lift) {
        let root = makeRoot(), view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        let first = Lift(target: nil, action: nil), second = Lift(target: nil, action: nil)
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        return (root, first, second)
    }

    @Test func anIgnoredTouchIsNotHandedOnAndARefusedEventIsNotSeen() {
        let (root, first, second) = setUp()
        first.ignoresAtBegin = true
        second.receives = false
        root.tap(at: CGPoint(x: 10, y: 10))
        #expect(first.lifts == 0 && second.lifts == 0)
        first.ignoresAtBegin = false
        root.tap(at: CGPoint(x: 10, y: 10))
        #expect(first.lifts == 1 && first.view != nil)  // the next touch is seen again
    }

    @Test func aRecognizerThatCannotPreventLeavesTheOtherToRecognize() {
        let (root, first, second) = setUp()
        root.tap(at: CGPoint(x: 10, y: 10))
        // The first to recognize makes the other fail, before the lift reaches it.
        #expect(first.outcomes == [.ended] && second.outcomes == [])
        (first.outcomes, second.outcomes) = ([], [])
        first.prevents = false
        second.prevents = false
        root.tap(at: CGPoint(x: 10, y: 10))
        #expect(first.outcomes == [.ended] && second.outcomes == [.ended])  // neither prevents the other
        #expect(first.canBePrevented(by: second) && !first.shouldRequireFailure(of: second) && first.modifierFlags.isEmpty)
    }
}
