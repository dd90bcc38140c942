import Foundation
import Testing
import AutoLayout
@testable import UIKitRuntime
import LayoutTestSupport

/// An object controls list as a target (no selector is sent to it here).
private final class Listener {}

/// A control that logs the target-actions added to it, which it can, as UIKit's declares them in the class.
private final class LoggingControl: Control {
    var added: [String] = []
    override func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        added.append(action.name)
        super.addTarget(target, action: action, for: controlEvents)
    }
}

/// Controls' handlers listed one event at a time, the primary action given at creation, menus
/// shown as the primary action, the context menu interaction and its callbacks, and tooltips.
@Suite struct ControlMenuTests {
    @Test func handlersAreListedOneEventAtATimeInTheOrderAdded() {
        let control = LoggingControl(frame: .zero), listener = Listener()
        let action = Action { _ in }
        control.addAction(action, for: [.touchDown, .valueChanged])
        control.addTarget(listener, action: "didTap", for: .touchUpInside)
        #expect(control.added == ["didTap"] && control.allTargets.count == 1)
        #expect(control.allControlEvents == [.touchDown, .valueChanged, .touchUpInside])
        var listed: [String] = []
        control.enumerateEventHandlers { handler, targetAction, event, _ in
            let what = handler === action ? "action" : targetAction.map { "\($0.action.name) to \($0.target is Listener)" } ?? "?"
            listed.append("\(what) on \(event.rawValue)")
        }
        // .touchDown is 1, .valueChanged 1 << 12, .touchUpInside 1 << 6.
        #expect(listed == ["action on 1", "action on 4096", "didTap to true on 64"])
        listed.removeAll()
        control.enumerateEventHandlers { _, _, event, stop in
            listed.append("\(event.rawValue)")
            stop = event == .valueChanged
        }
        #expect(listed == ["1", "4096"])
        control.removeTarget(listener, action: nil, for: .allEvents)
        #expect(control.actions(forTarget: listener, forControlEvent: .touchUpInside) == nil)
    }

    @Test func thePrimaryActionGivenAtCreationRunsAndTitlesAButton() {
        var runs = 0
        let control = Control(frame: CGRect(x: 0, y: 0, width: 40, height: 40), primaryAction: Action { _ in runs += 1 })
        control.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1 && control.frame.width == 40)
        let button = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 30), primaryAction: Action(title: "Go") { _ in runs += 1 })
        #expect(button.title(for: .normal) == "Go" && button.frame.width == 80)
        button.sendActions(for: .primaryActionTriggered)
        #expect(runs == 2)
    }

    @Test func aButtonShowingItsMenuAsThePrimaryActionReportsTheMenuInstead() {
        let root = makeRoot(), button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        root.addSubview(button)
        var events: [String] = []
        button.addAction(Action { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(Action { _ in events.append("menu") }, for: .menuActionTriggered)
        button.showsMenuAsPrimaryAction = true
        root.tap(at: CGPoint(x: 50, y: 20))  // no menu yet: the primary action
        button.menu = Menu(title: "More", children: [Action(title: "Share") { _ in }])
        root.tap(at: CGPoint(x: 50, y: 20))
        #expect(events == ["primary", "menu"])
    }

    @Test func theContextMenuInteractionAsksTheControl() throws {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(!button.isContextMenuInteractionEnabled && button.contextMenuInteraction == nil)
        let menu = Menu(title: "More")
        button.menu = menu  // a menu turns the interaction on, as UIKit's
        button.preferredMenuElementOrder = .fixed
        let interaction = try #require(button.contextMenuInteraction)
        #expect(button.isContextMenuInteractionEnabled && interaction.delegate === button && interaction.view === button)
        let configuration = try #require(interaction.configuration(at: CGPoint(x: 5, y: 5)))
        #expect(configuration.menu === menu && configuration.preferredMenuElementOrder == .fixed)
        #expect(button.contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)?.view === button)
        #expect(button.contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)?.size
                == CGSize(width: 100, height: 44))
        // The menu hangs from the middle of the bottom edge: (100 / 2, 44).
        #expect(button.menuAttachmentPoint(for: configuration) == CGPoint(x: 50, y: 44))
        #expect(!button.isHeld)
        button.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)
        #expect(button.isHeld)
        button.contextMenuInteraction(interaction, willEndFor: configuration, animator: nil)
        #expect(!button.isHeld)
        // A plain control has no menu to configure.
        let control = Control(frame: .zero)
        control.isContextMenuInteractionEnabled = true
        #expect(control.contextMenuInteraction?.configuration(at: .zero) == nil)
        control.isContextMenuInteractionEnabled = false
        #expect(control.contextMenuInteraction == nil)
    }

    @Test func aTooltipIsHeldByTheTooltipInteraction() {
        let control = Control(frame: .zero)
        #expect(control.toolTipInteraction == nil)
        control.toolTip = "Send the message"
        #expect(control.toolTipInteraction?.defaultToolTip == "Send the message" && control.toolTipInteraction?.view === control)
        control.toolTip = nil
        #expect(control.toolTipInteraction?.defaultToolTip == nil && control.toolTipInteraction?.isEnabled == true)
    }
}
