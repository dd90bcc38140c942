import Foundation
import Testing
import AutoLayout
@testable import UIKitRuntime

/// A view that takes keyboard focus, as apps' custom input views do.
private final class FocusableView: View {
    override var canBecomeFirstResponder: Bool { true }
}

/// UIKit's `UIResponder`: the chain through views and controllers, and keyboard focus.
@Suite struct ResponderTests {
    @Test func theChainRunsFromAViewThroughItsControllerToTheSuperview() {
        let window = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ViewController(), button = View()
        window.addSubview(controller.view)
        controller.view.addSubview(button)
        var chain: [Responder] = []
        var current: Responder? = button
        while let responder = current {
            chain.append(responder)
            current = responder.next
        }
        // button → the controller's view → the controller → the window, then the end.
        #expect(chain.count == 4)
        #expect(chain[0] === button && chain[1] === controller.view && chain[2] === controller && chain[3] === window)
    }

    @Test func focusGoesToAResponderThatCanTakeItAndMovesBetweenViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = FocusableView(), second = FocusableView(), plain = View()
        for view in [first, second, plain] { root.addSubview(view) }
        let responders: [Responder] = [first, second, plain]
        #expect(responders.map(\.isFirstResponder) == [false, false, false])
        #expect(plain.becomeFirstResponder() == false)
        #expect(first.becomeFirstResponder() && first.isFirstResponder)
        #expect(second.becomeFirstResponder())
        #expect(responders.map(\.isFirstResponder) == [false, true, false])
        #expect(root.endEditing(true) && !second.isFirstResponder)
        // A controller takes no focus by default, and lets it go.
        let controller = ViewController()
        #expect(!controller.canBecomeFirstResponder && !controller.becomeFirstResponder())
        #expect(controller.canResignFirstResponder && controller.resignFirstResponder())
    }
}
