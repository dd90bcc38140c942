import Foundation
import Testing
import AutoLayout
@_spi(MasonryPort) @testable import UIKitRuntime
import LayoutTestSupport

/// A view with methods that `perform` reaches by name, logging their arguments.
private class PingView: View {
    var log: [String] = []
}

/// A view that refuses `ping:` though it has it, so the search for a target passes it by.
private final class RefusingView: PingView {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.name == "ping:" ? false : super.canPerformAction(action, withSender: sender)
    }
}

/// The methods of this file's views, as the port plugin generates them.
private func registerDispatcher() {
    SelectorDispatch.register("PerformSelectorTests") { target, name, arguments in
        guard let view = target as? PingView else { return false }
        let describe = { (value: Any?) in value.map { "\($0)" } ?? "nil" }
        switch name {
        case "ping": if arguments != nil { view.log.append("ping") }
        case "ping:": if let arguments { view.log.append("ping: \(describe(arguments[0]))") }
        case "ping:and:":
            if let arguments { view.log.append("ping: \(describe(arguments[0])) and: \(describe(arguments[1]))") }
        default: return false
        }
        return true
    }
}

/// NSObject's selector methods on responders: `responds(to:)`, `perform` now or after a delay,
/// cancelling, and the search for an action's target.
@Suite struct PerformSelectorTests {
    @Test func performCallsTheMethodTheSelectorNames() {
        registerDispatcher()
        let view = PingView()
        #expect(view.responds(to: "ping:") && view.responds(to: "setNeedsLayout"))
        #expect(!view.responds(to: "pong") && !view.responds(to: nil))
        view.perform("ping")
        view.perform("ping:", with: "a")
        view.perform("ping:and:", with: 1, with: nil)
        view.perform("ping", with: "ignored")  // a method taking fewer arguments ignores the rest
        #expect(view.log == ["ping", "ping: a", "ping: 1 and: nil", "ping"])
    }

    @Test func thePackagesOwnMethodsAnswerTheirSelectors() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        final class Field: View { override var canBecomeFirstResponder: Bool { true } }
        let field = Field(), controller = ViewController()
        root.addSubview(field)
        #expect(field.becomeFirstResponder())
        // A view's own methods, and a responder's, by their Objective-C names.
        #expect(SelectorDispatch.responds(root, to: Selector("endEditing:")))
        #expect(SelectorDispatch.perform(Selector("endEditing:"), on: root, with: [true]) && !field.isFirstResponder)
        #expect(SelectorDispatch.perform(Selector("becomeFirstResponder"), on: field, with: []) && field.isFirstResponder)
        // A controller is a responder but not a view: it has no `layoutIfNeeded`.
        #expect(SelectorDispatch.responds(controller, to: Selector("resignFirstResponder")))
        #expect(!SelectorDispatch.responds(controller, to: Selector("layoutIfNeeded")))
    }

    @Test func aSelectorNoMethodAnswersIsReported() {
        let view = PingView()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            view.perform(Selector("pong:", file: "App/Screen.swift", line: 12), with: nil)
            view.perform(nil)
        }
        #expect(diagnostics.map(\.description) == [
            "Unrecognized selector pong: sent to PingView: no method of that Objective-C name in the sources "
                + "ported for it (App/Screen.swift:12)",
            "perform(_:) was sent a nil selector on PingView",
        ])
    }

    @Test func aDelayedPerformFiresOnTheRunLoopUnlessCancelled() {
        registerDispatcher()
        let view = PingView()
        view.perform("ping:", with: "a", afterDelay: 0.01)
        view.perform("ping:", with: "b", afterDelay: 0.01)
        view.perform("ping", with: nil, afterDelay: 0.01)
        #expect(view.log.isEmpty)  // nothing until the run loop runs
        Responder.cancelPreviousPerformRequests(withTarget: view, selector: "ping:", object: "b")
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        #expect(view.log.sorted() == ["ping", "ping: a"])
        view.log.removeAll()
        view.perform("ping", with: nil, afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: view)  // as UIKit code spells it
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(view.log.isEmpty)
    }

    @Test func theTargetOfAnActionIsTheFirstResponderThatCanPerformIt() {
        registerDispatcher()
        let outer = PingView(), middle = RefusingView(), inner = View()
        outer.addSubview(middle)
        middle.addSubview(inner)
        // inner has no ping:; middle has it but refuses; outer performs it.
        #expect(inner.target(forAction: "ping:", withSender: nil) as AnyObject? === outer)
        #expect(middle.responds(to: "ping:") && !middle.canPerformAction("ping:", withSender: nil))
        #expect(inner.target(forAction: "pong", withSender: nil) == nil)
    }
}
