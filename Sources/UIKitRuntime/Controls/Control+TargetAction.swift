import AutoLayout
import Foundation

// UIKit's target-action: a control sends a selector to a target when its events occur, with
// itself and the event as arguments. Without the Objective-C runtime the method is found by name
// through the dispatchers `SelectorDispatch` holds. Targets are weak, as UIKit's; a nil target
// (or a freed one) is looked for up the responder chain when the action is sent.

/// The one `NSNull` nil targets are listed as: Foundation here makes a new, unequal one each time,
/// where Apple's has a single one.
private let noTarget = NSNull()

extension Control {
    /// Sends `action` to `target` when any of `controlEvents` occurs; a nil target is the first
    /// responder up the chain from the control that has the method. Adding the same target and
    /// action again adds the events to the ones it has.
    func registerTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = TargetAction.object(target, for: action, in: "addTarget(_:action:for:)")
        guard target == nil || object != nil else { return }  // a value: reported, nothing to send to
        if let index = registeredActions.firstIndex(where: { entry in
            entry.handler.targetAction.map { $0.target === object && $0.action == action } ?? false
        }) {
            registeredActions[index].events.formUnion(controlEvents)
        } else {
            registeredActions.append((.target(TargetAction(target: object, action: action)), controlEvents))
        }
    }

    /// Stops sending `action` (nil: every action) to `target` (nil: every target) for
    /// `controlEvents`; a pairing left with no event goes.
    func unregisterTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        registeredActions = registeredActions.compactMap { entry in
            guard let pair = entry.handler.targetAction, object == nil || pair.target === object,
                  action == nil || pair.action == action else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (entry.handler, left)
        }
    }

    /// Every target the control sends actions to: each as itself when it is `Hashable`, else by
    /// its identity (`ObjectIdentifier`), and `NSNull()` for a nil target, as UIKit lists it.
    var registeredTargets: Set<AnyHashable> {
        Set(registeredActions.compactMap { entry -> AnyHashable? in
            guard let pair = entry.handler.targetAction else { return nil }
            guard let target = pair.target else { return AnyHashable(noTarget) }
            return (target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target))
        })
    }

    /// Every event something is registered for: target-actions and closure actions.
    var registeredEvents: Event {
        registeredActions.reduce([]) { $0.union($1.events) }
    }

    /// The names of the selectors sent to `target` (nil: those with no target) for any of
    /// `controlEvent`, in the order added; nil if there are none.
    func selectorNames(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = registeredActions.compactMap { entry -> String? in
            guard let pair = entry.handler.targetAction, pair.target === object,
                  !entry.events.isDisjoint(with: controlEvent) else { return nil }
            return pair.action.name
        }
        return names.isEmpty ? nil : names
    }

    /// Calls `iterator` with each handler and each single event it is registered for, in the
    /// order added, until it sets its last argument (UIKit's `enumerateEventHandlers(_:)`).
    public func enumerateEventHandlers(_ iterator: (_ actionHandler: Action?, _ targetAction: (target: Any?, action: Selector)?,
                                                    _ controlEvent: Event, _ stop: inout Bool) -> Void) {
        var stop = false
        for entry in registeredActions {
            for bit in 0..<UInt.bitWidth where entry.events.rawValue & (1 << bit) != 0 {
                let pair = entry.handler.targetAction.map { (target: $0.target as Any?, action: $0.action) }
                iterator(entry.handler.action, pair, Event(rawValue: 1 << bit), &stop)
                if stop { return }
            }
        }
    }

    /// What `sendAction(_:to:for:)` does unless overridden: performs `action` on `target` with
    /// `[self, event]`, or on the responder `target(forAction:withSender:)` finds from the control.
    func performAction(_ action: Selector, to target: Any?, for event: AutoLayout.Event?) {
        let arguments: [Any?] = [self, event]
        if let target {
            guard let object = TargetAction.object(target, for: action, in: "sendAction(_:to:for:)") else { return }
            SelectorDispatch.perform(action, on: object, with: arguments)
        } else if let responder = self.target(forAction: action, withSender: self) {
            SelectorDispatch.perform(action, on: responder as AnyObject, with: arguments)
        } else {
            // UIKit drops such an action silently; a port more likely lost the method, so say so.
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .misuse,
                message: "No responder from \(type(of: self)) up its chain has \(action.name), the action it "
                    + "sends with a nil target", file: action.file, line: action.line))
        }
    }
}
