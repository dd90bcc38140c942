import AutoLayout
import Foundation

/// A view that turns touches into actions (UIKit's `UIControl`): state, closure actions
/// (`addAction(_:for:)`, iOS 14's form) and selectors sent to targets (`addTarget(_:action:for:)`,
/// through ``SelectorDispatch``), which `sendActions(for:)` runs in the order they were added.
open class Control: View, ContextMenuInteractionDelegate {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIControl", Control.self) }

    /// UIKit's `UIControl.State`.
    public typealias State = ControlState
    /// UIKit's `UIControl.ContentHorizontalAlignment` and `ContentVerticalAlignment`.
    public typealias ContentHorizontalAlignment = UIKitRuntime.ContentHorizontalAlignment
    public typealias ContentVerticalAlignment = UIKitRuntime.ContentVerticalAlignment

    /// Whether the control responds.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted (touched).
    open var isHighlighted = false

    /// The state the flags above make.
    open var state: ControlState {
        var state = ControlState.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// How content sits across the control's width (kept).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// How content sits across the control's height (kept).
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    /// What a control can report (UIKit's `UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// What an event runs: a closure action, or a selector sent to a target.
    enum Handler {
        case action(Action)
        case target(TargetAction)

        /// The closure action, if this is one.
        var action: Action? { if case .action(let action) = self { action } else { nil } }
        /// The target and selector, if this is one.
        var targetAction: TargetAction? { if case .target(let pair) = self { pair } else { nil } }
    }

    /// Closure actions and target-actions in one list, as UIKit runs them in the order added.
    var registeredActions: [(handler: Handler, events: Event)] = []

    /// Runs `action` when any of `events` is sent. Adding an action with the same identifier
    /// replaces it, as in UIKit.
    open func addAction(_ action: Action, for events: Event) {
        registeredActions.removeAll {
            $0.handler.action?.identifier == action.identifier && !$0.events.isDisjoint(with: events)
        }
        registeredActions.append((.action(action), events))
    }

    /// Stops running `action` for `events`.
    open func removeAction(_ action: Action, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Stops running the action with `identifier` for `events`.
    open func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        registeredActions = registeredActions.compactMap { entry in
            guard entry.handler.action?.identifier == identifier else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.handler, left)
        }
    }

    // Declared here, as UIKit's, so subclasses can override them (see `Control+TargetAction`).

    /// Sends `action` to `target` when any of `controlEvents` occurs; a nil target is the first
    /// responder up the chain from the control that has the method. Adding the same target and
    /// action again adds the events to the ones it has.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) { registerTarget(target, action: action, for: controlEvents) }
    /// Stops sending `action` (nil: every action) to `target` (nil: every target) for
    /// `controlEvents`; a pairing left with no event goes.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) { unregisterTarget(target, action: action, for: controlEvents) }
    /// Every target the control sends actions to: each as itself when it is `Hashable`, else by
    /// its identity (`ObjectIdentifier`), and `NSNull()` for a nil target, as UIKit lists it.
    open var allTargets: Set<AnyHashable> { registeredTargets }
    /// Every event something is registered for: target-actions and closure actions.
    open var allControlEvents: Event { registeredEvents }
    /// The names of the selectors sent to `target` (nil: those with no target) for any of
    /// `controlEvent`, in the order added; nil if there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        selectorNames(forTarget: target, forControlEvent: controlEvent)
    }

    /// A control with a frame that runs `primaryAction` on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Whether a tap shows the control's menu (a button's `menu`) rather than sending the primary action.
    open var showsMenuAsPrimaryAction = false

    /// The events `action`'s identifier is registered for (empty if none).
    public func events(for action: Action) -> Event {
        registeredActions.filter { $0.handler.action?.identifier == action.identifier }
            .reduce([]) { $0.union($1.events) }
    }

    // MARK: Touches

    // MARK: Tracking, which a custom control overrides to follow a finger

    /// Whether a touch is being tracked: `beginTracking` and each `continueTracking` agreed.
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control.
    open internal(set) var isTouchInside = false
    /// A touch began in the control; whether to go on tracking it (yes by default).
    open func beginTracking(_ touch: Touch, with event: AutoLayout.Event?) -> Bool { true }
    /// The tracked touch moved; whether to go on tracking it (yes by default).
    open func continueTracking(_ touch: Touch, with event: AutoLayout.Event?) -> Bool { true }
    /// The tracked touch lifted.
    open func endTracking(_ touch: Touch?, with event: AutoLayout.Event?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: AutoLayout.Event?) {}
    /// The control's tooltip, which its `toolTipInteraction` holds (shown by pointers, which there are none of here).
    open var toolTip: String? { didSet { toolTipChanged() } }
    /// The interaction holding `toolTip`, made when a tooltip is first set.
    open var toolTipInteraction: ToolTipInteraction? { menuState?.toolTipInteraction }

    // MARK: Context menus, which a control is its own interaction's delegate for (see `Control+ContextMenu`)

    /// Whether the control has a context menu interaction (off unless turned on, or a button's menu is set).
    open var isContextMenuInteractionEnabled: Bool {
        get { menuState?.contextMenuInteraction != nil }
        set { setContextMenuInteractionEnabled(newValue) }
    }
    /// The control's context menu interaction while enabled, the control its delegate.
    open var contextMenuInteraction: ContextMenuInteraction? { menuState?.contextMenuInteraction }
    /// The configuration for a press at `location`: the one the control's menu shows in (a button's `menu`), else none.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? {
        menuConfiguration
    }
    /// The preview the menu lifts from: the control itself.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? {
        TargetedPreview(view: self)
    }
    /// The preview the menu goes back into: the control itself.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? {
        TargetedPreview(view: self)
    }
    /// The menu is about to show: the control is held (a button's `isHeld`) until it ends.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                     animator: ContextMenuInteractionAnimating?) {
        setShowingMenu(true)
    }
    /// The menu is about to go: the control is no longer held.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                     animator: ContextMenuInteractionAnimating?) {
        setShowingMenu(false)
    }
    /// Where the menu for `configuration` hangs from, in the control's coordinates: the middle of its bottom edge.
    open func menuAttachmentPoint(for configuration: ContextMenuConfiguration) -> CGPoint { CGPoint(x: bounds.midX, y: bounds.maxY) }
    /// The configuration the control's own menu shows in (a button's); none for a plain control.
    var menuConfiguration: ContextMenuConfiguration? { nil }
    /// The interactions and menu state, made when first needed (most controls have none).
    var menuState: ControlMenuState?
    /// The horizontal alignment with `leading` and `trailing` resolved by the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// The events a touch lifting inside sends: `.touchUpInside` (a button adds its primary action).
    var touchUpInsideEvents: Event { .touchUpInside }

    /// A finger came down: the control highlights and sends `.touchDown` (nothing while disabled).
    open override func touchesBegan(_ touches: Set<Touch>, with event: AutoLayout.Event?) {
        guard isEnabled else { return }
        if let touch = touches.first {
            isTouchInside = true
            isTracking = beginTracking(touch, with: event)
        }
        isHighlighted = true
        sendActions(for: .touchDown, with: event)
    }

    /// The finger moved: highlighted while inside, `.touchDragInside` or `.touchDragOutside`.
    open override func touchesMoved(_ touches: Set<Touch>, with event: AutoLayout.Event?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = point(inside: touch.location(in: self), with: event)
        isTouchInside = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    /// The finger lifted: `.touchUpInside` (and a button's primary action) inside, else
    /// `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: AutoLayout.Event?) {
        guard isEnabled, let touch = touches.first else { return }
        if isTracking { endTracking(touch, with: event) }
        (isTracking, isTouchInside) = (false, false)
        isHighlighted = false
        let inside = point(inside: touch.location(in: self), with: event)
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside, with: event)
    }

    /// The touch was cancelled: the highlight goes and `.touchCancel` is sent.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: AutoLayout.Event?) {
        guard isEnabled else { return }
        if isTracking { cancelTracking(with: event) }
        (isTracking, isTouchInside) = (false, false)
        isHighlighted = false
        sendActions(for: .touchCancel, with: event)
    }

    /// Runs the actions registered for any of `events`, in the order they were added, with no
    /// event (as code sends them); a disabled control runs none, as UIKit's.
    open func sendActions(for events: Event) {
        sendActions(for: events, with: nil)
    }

    /// Runs the actions registered for any of `events`: closures through `sendAction(_:)`,
    /// selectors through `sendAction(_:to:for:)` with `event` (the touch's, or nil).
    func sendActions(for events: Event, with event: AutoLayout.Event?) {
        guard isEnabled else { return }
        for entry in registeredActions where !entry.events.isDisjoint(with: events) {
            switch entry.handler {
            case .action(let action): sendAction(action)
            // A freed target is nil here, and so goes up the responder chain, as in UIKit.
            case .target(let pair): sendAction(pair.action, to: pair.target, for: event)
            }
        }
    }

    /// Runs a closure action with the control as its sender (UIKit's `sendAction(_:)`).
    open func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// Sends `action` to `target` with the control and `event` as arguments; a nil target is the
    /// first responder from the control up its chain that has the method (UIKit's).
    open func sendAction(_ action: Selector, to target: Any?, for event: AutoLayout.Event?) {
        performAction(action, to: target, for: event)
    }
}

/// How a control's content sits across its width (UIKit's `UIControl.ContentHorizontalAlignment`).
public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
/// How a control's content sits across its height (UIKit's `UIControl.ContentVerticalAlignment`).
public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
