import Foundation
import Testing
import AutoLayout
@_spi(MasonryPort) @testable import UIKitRuntime
import LayoutTestSupport

/// An object controls send selectors to, logging each call as `name sender event`.
private final class Receiver {
    var log: [String] = []
    func record(_ name: String, _ arguments: [Any?]) {
        let sender = arguments.first.flatMap { $0 }.map { "\(type(of: $0))" } ?? "nil"
        let event = arguments.count > 1 && arguments[1] != nil ? "event" : "no event"
        log.append("\(name) \(sender) \(event)")
    }
}

/// A controller with a method a nil-target action finds up the responder chain.
private final class SavingController: ViewController {
    var saves: [AnyObject] = []
}

/// The methods of this file's classes, as the port plugin generates them.
private func registerDispatcher() {
    SelectorDispatch.register("TargetActionTests") { target, name, arguments in
        if let receiver = target as? Receiver {
            guard ["didTap", "didTap:", "didTap:forEvent:"].contains(name) else { return false }
            if let arguments { receiver.record(name, Array(arguments.prefix(name.filter { $0 == ":" }.count))) }
            return true
        }
        if let controller = target as? SavingController, name == "save:" {
            if let sender = arguments?.first.flatMap({ $0 }) { controller.saves.append(sender as AnyObject) }
            return true
        }
        return false
    }
}

/// UIKit's target-action on controls: selectors sent to weakly held targets, or up the responder
/// chain for a nil target, in order with closure actions.
@Suite struct TargetActionTests {
    @Test func aTapSendsEachActionInTheOrderAddedWithTheControlAndTheEvent() {
        registerDispatcher()
        let root = makeRoot(), button = Button(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        root.addSubview(button)
        let receiver = Receiver()
        button.addTarget(receiver, action: "didTap", for: .touchUpInside)
        button.addAction(Action { _ in receiver.log.append("closure") }, for: .touchUpInside)
        button.addTarget(receiver, action: "didTap:forEvent:", for: [.touchDown, .touchUpInside])
        // (60, 30) is inside the button at 10…110 × 10…54: down, then up inside.
        #expect(root.tap(at: CGPoint(x: 60, y: 30)) === button)
        #expect(receiver.log == [
            "didTap:forEvent: Button event",  // .touchDown
            "didTap nil no event", "closure", "didTap:forEvent: Button event",  // .touchUpInside, in order added
        ])
        receiver.log.removeAll()
        // Sent from code there is no event.
        button.sendActions(for: .touchDown)
        #expect(receiver.log == ["didTap:forEvent: Button no event"])
    }

    @Test func targetsAreListedRemovedAndHeldWeakly() {
        registerDispatcher()
        let button = Button(), receiver = Receiver()
        button.addTarget(receiver, action: "didTap:", for: .touchUpInside)
        button.addTarget(receiver, action: "didTap:", for: .valueChanged)  // the same pair: one, with both events
        button.addTarget(nil, action: "save:", for: .touchDown)
        button.addAction(Action { _ in }, for: .editingChanged)
        button.addTarget(nil, action: "publish:", for: .touchDown)
        // The receiver by identity (it is not Hashable), and one NSNull for both nil targets.
        #expect(button.allTargets.count == 2 && button.allTargets.contains(AnyHashable(ObjectIdentifier(receiver))))
        #expect(button.allTargets.contains { $0.base is NSNull })
        #expect(button.allControlEvents == [.touchUpInside, .valueChanged, .touchDown, .editingChanged])
        #expect(button.actions(forTarget: receiver, forControlEvent: .valueChanged) == ["didTap:"])
        #expect(button.actions(forTarget: nil, forControlEvent: .touchDown) == ["save:", "publish:"])
        #expect(button.actions(forTarget: receiver, forControlEvent: .touchDown) == nil)
        button.removeTarget(receiver, action: "didTap:", for: .valueChanged)
        #expect(button.actions(forTarget: receiver, forControlEvent: .valueChanged) == nil)
        #expect(button.actions(forTarget: receiver, forControlEvent: .touchUpInside) == ["didTap:"])
        button.removeTarget(nil, action: nil, for: .allEvents)  // every target, every action
        #expect(button.allTargets.isEmpty && button.allControlEvents == .editingChanged)

        weak var freed: Receiver?
        do {
            let shortLived = Receiver()
            freed = shortLived
            button.addTarget(shortLived, action: "didTap", for: .touchUpInside)
        }
        #expect(freed == nil)  // the button did not keep it
    }

    @Test func aNilTargetIsTheFirstResponderUpTheChainWithTheMethod() {
        registerDispatcher()
        let controller = SavingController()
        _ = present(controller)
        let panel = View(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        controller.view.addSubview(panel)
        panel.addSubview(button)
        button.addTarget(nil, action: "save:", for: .touchUpInside)
        // button → panel → the controller's view → the controller, which has save:.
        #expect(button.target(forAction: "save:", withSender: nil) as AnyObject? === controller)
        controller.view.tap(at: CGPoint(x: 40, y: 140))  // (20, 40) in the panel: on the button
        #expect(controller.saves.count == 1 && controller.saves.first === button)

        button.addTarget(nil, action: "publish:", for: .touchUpInside)
        let (_, diagnostics) = LayoutDiagnostics.collect { button.sendActions(for: .touchUpInside) }
        #expect(controller.saves.count == 2)
        #expect(diagnostics.map(\.message) == [
            "No responder from Button up its chain has publish:, the action it sends with a nil target",
        ])
    }

    @Test func aValueIsNoTargetAndIsReported() {
        let button = Button()
        let (_, diagnostics) = LayoutDiagnostics.collect { button.addTarget(42, action: "didTap", for: .touchUpInside) }
        #expect(button.allTargets.isEmpty)
        #expect(diagnostics.map(\.message) == [
            "addTarget(_:action:for:) takes an object as target, but was given a Int value: didTap will not be sent to it",
        ])
    }
}
