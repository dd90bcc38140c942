import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime
import LayoutTestSupport

/// A view that logs the touches it hears, and optionally takes touches 10 points beyond its bounds.
private final class TouchLog: View {
    var log: [String] = []
    var margin: CGFloat = 0
    override func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        let point = touches.first!.location(in: self)
        log.append("began \(debugName ?? "") at (\(point.x), \(point.y))")
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        log.append("ended \(debugName ?? "")")
        super.touchesEnded(touches, with: event)  // passed on to the superview
    }
}

/// A controller that ends editing when its view is tapped, as screens dismiss the keyboard.
private final class DismissingController: ViewController {
    var taps = 0
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        taps += 1
        view.endEditing(true)
    }
}

/// Touches: hit-testing as UIKit's, the responder chain, and controls that act on taps.
@Suite struct TouchTests {
    private func frame(_ view: View, _ rect: CGRect, in parent: View, _ name: String) {
        view.frame = rect
        view.debugName = name
        parent.addSubview(view)
    }

    @Test func theFrontmostDeepestViewThatTakesTouchesIsHit() {
        let root = makeRoot()
        let back = TouchLog(), front = TouchLog(), inner = TouchLog()
        frame(back, CGRect(x: 0, y: 0, width: 200, height: 200), in: root, "back")
        frame(front, CGRect(x: 100, y: 100, width: 200, height: 200), in: root, "front")
        frame(inner, CGRect(x: 10, y: 10, width: 50, height: 50), in: front, "inner")
        // (120, 120) is in back and front; front is on top, and inner (at 110…160) holds it.
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        inner.isUserInteractionEnabled = false  // skipped: front takes it
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === front)
        front.alpha = 0.005  // below 0.01: skipped with its subviews, back is under the point
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
        front.alpha = 1
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)  // outside the 320-wide root
        // A view may take touches beyond its bounds: 205 is 5 past back's 200.
        back.margin = 10
        #expect(root.hitTest(CGPoint(x: 205, y: 20), with: nil) === back)
    }

    @Test func aTapReachesTheHitViewThenItsResponderChain() {
        let controller = DismissingController()
        _ = present(controller)
        let outer = TouchLog(), inner = TouchLog()
        frame(outer, CGRect(x: 20, y: 40, width: 100, height: 100), in: controller.view, "outer")
        frame(inner, CGRect(x: 10, y: 10, width: 30, height: 30), in: outer, "inner")
        #expect(controller.view.tap(at: CGPoint(x: 35, y: 55)) === inner)
        // (35, 55) in the root is (15, 15) in outer and (5, 5) in inner. Inner logs the touch;
        // its `super.touchesEnded` passes the end to outer, which passes it on up.
        #expect(inner.log == ["began inner at (5.0, 5.0)", "ended inner"])
        #expect(outer.log == ["ended outer"])
        #expect(controller.taps == 0)  // inner kept touchesBegan to itself
        controller.view.tap(at: CGPoint(x: 300, y: 600))  // nothing there but the root view
        #expect(controller.taps == 1)  // the root's touchesBegan passed it to its controller
    }

    @Test func controlsActOnTapsAndDragsAsUIKitsDo() {
        let root = makeRoot()
        let button = Button(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        root.addSubview(button)
        var events: [String] = []
        button.addAction(Action { _ in events.append("down") }, for: .touchDown)
        button.addAction(Action { _ in events.append("up inside") }, for: .touchUpInside)
        button.addAction(Action { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(Action { _ in events.append("up outside") }, for: .touchUpOutside)
        #expect(root.tap(at: CGPoint(x: 60, y: 30)) === button)
        #expect(events == ["down", "up inside", "primary"])
        events.removeAll()
        // Down on the button, up 100 points below it: outside.
        root.drag(from: CGPoint(x: 60, y: 30), to: CGPoint(x: 60, y: 130))
        #expect(events == ["down", "up outside"] && !button.isHighlighted)
        events.removeAll()
        button.isEnabled = false
        root.tap(at: CGPoint(x: 60, y: 30))
        #expect(events.isEmpty)
    }
}
