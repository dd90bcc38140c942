import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Turns the touches on a view into a gesture (UIKit's `UIGestureRecognizer`). Added to a view
/// (`addGestureRecognizer(_:)`), it sees each touch that begins in that view or below it before
/// the view does — `touchesBegan(_:with:)` and the rest, which subclasses override to set
/// `state`. Each move to began, changed, ended (recognized) or cancelled sends its actions, with
/// the recognizer as argument; once the gesture is over and the touch lifts, it is `reset()`.
open class GestureRecognizer: NSObject {
    /// Where a gesture is (UIKit's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture happened: the same state as `ended`.
        public static let recognized = State.ended
    }

    private var targets: [TargetAction] = []
    private var currentState = State.possible
    /// The touches of the gesture, in the order they began; kept until the recognizer resets, so
    /// that an action can ask where a gesture that just ended was.
    private(set) var trackedTouches: [Touch] = []
    /// The touch being delivered, which decides whether the recognizer may begin.
    weak var sequence: TouchSequence?
    /// The recognizers given to `require(toFail:)`.
    private(set) var failureRequirements: [GestureRecognizer] = []
    /// Whether a touch on an enabled control below the recognizer's view is left to the control,
    /// as UIKit leaves a single tap on a button to the button; the tap recognizer sets it.
    package var defersToControls = false

    /// The view the recognizer is added to.
    open var view: View? { attachedView }
    weak var attachedView: View?
    /// Whether the recognizer sees touches; turning it off cancels a gesture under way.
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { interrupt() } }
    }
    /// Whether the view hears `touchesCancelled`, and no more of the touch, once the gesture is
    /// recognized.
    open var cancelsTouchesInView = true
    /// Whether UIKit holds a touch's beginning back from the view until the gesture fails
    /// (kept: the view hears it at once here).
    open var delaysTouchesBegan = false
    /// Whether UIKit holds a touch's end back from the view until the gesture fails (kept: here
    /// recognizers always see each phase before the view does).
    open var delaysTouchesEnded = true
    /// What may keep the recognizer from beginning, from a touch, or from recognizing with another.
    open weak var delegate: GestureRecognizerDelegate?
    /// A name, for debugging.
    open var name: String?

    /// A recognizer sending `action` to `target` (none if either is nil).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target, as decoding one makes it: there are no archives here.
    public convenience init?(coder: NSCoder) { self.init(target: nil, action: nil) }

    /// A recognizer with no target yet.
    public convenience override init() { self.init(target: nil, action: nil) }

    // MARK: Targets

    /// Sends `action` to `target` (held weakly) with the recognizer as argument at each change of
    /// state; adding a pair again keeps it once.
    open func addTarget(_ target: Any, action: Selector) {
        guard let object = TargetAction.object(target, for: action, in: "addTarget(_:action:)") else { return }
        targets.removeAll { $0.target == nil }
        guard !targets.contains(where: { $0.target === object && $0.action == action }) else { return }
        targets.append(TargetAction(target: object, action: action))
    }

    /// Stops sending `action` (nil: every action) to `target` (nil: every target).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    // MARK: State

    /// Where the gesture is. Subclasses set it as touches arrive; a move UIKit does not allow
    /// (possible to changed, say) is reported and changes nothing.
    open var state: State {
        get { currentState }
        set { move(to: newValue) }
    }

    private func move(to newState: State) {
        let old = currentState
        if newState == old && newState != .changed { return }
        guard Self.allowsMove(from: old, to: newState) else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .misuse, message: "\(type(of: self)) cannot go from \(old) to \(newState): a gesture goes from "
                    + "possible to began, ended or failed, from began or changed to changed, ended or cancelled"))
            return
        }
        var next = newState
        if old == .possible && (newState == .began || newState == .ended) && !mayBegin() { next = .failed }
        currentState = next
        if old == .possible && (next == .began || next == .ended) { sequence?.recognizerBegan(self) }
        switch next {
        case .began, .changed, .ended, .cancelled:
            for pair in targets {
                guard let target = pair.target else { continue }
                SelectorDispatch.perform(pair.action, on: target, with: [self])
            }
        case .possible, .failed: break
        }
    }

    private static func allowsMove(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        // A subclass may put itself back in `reset()`, as UIKit allows.
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): true
        default: false
        }
    }

    /// Whether the gesture may leave possible: not on a control that handles it, allowed by the
    /// delegate, and not excluded by another recognizer of the same touch that recognized first.
    private func mayBegin() -> Bool {
        if defersToControls && touchIsOnControl { return false }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        return sequence?.allowsBeginning(self) ?? true
    }

    private var touchIsOnControl: Bool {
        var current = trackedTouches.last?.view
        while let candidate = current, candidate !== view {
            if let control = candidate as? Control, control.isEnabled { return true }
            current = candidate.superview
        }
        return false
    }

    /// Whether the gesture was recognized and is not over: began, changed or ended.
    var hasRecognized: Bool { currentState == .began || currentState == .changed || currentState == .ended }

    // MARK: Touches

    /// Where the gesture is in `view`'s coordinates (nil: the root's): the centre of its touches,
    /// or zero before any.
    open func location(in view: View?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.map { $0.location(in: view) }, count = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
    }

    /// Where the touch at `touchIndex` is in `view`'s coordinates; an index out of range is
    /// reported and gives zero, where UIKit throws.
    open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .misuse, message: "location(ofTouch:in:) was asked for touch \(touchIndex) of "
                    + "\(type(of: self)), which has \(trackedTouches.count)"))
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the gesture has.
    open var numberOfTouches: Int { trackedTouches.count }

    /// Records that this recognizer should wait for `otherGestureRecognizer` to fail (kept:
    /// recognizers here do not wait for one another).
    open func require(toFail otherGestureRecognizer: GestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }

    /// A touch began in the view or below it; subclasses follow the gesture from here.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// A touch of the gesture moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// A touch of the gesture lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// A touch of the gesture was cancelled.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
    /// The recognizer is back to possible after its gesture ended, was cancelled or failed:
    /// subclasses forget what they tracked.
    open func reset() {}
    /// A press began (presses go to responders here, not to recognizers: subclasses may still call these).
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {}
    /// A press's force changed.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent) {}
    /// A press ended.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {}
    /// A press was cancelled.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent) {}
    /// A touch's estimated force or angle was refined (never here: touches are exact).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}
    /// Stops following `touch`: its later phases are not handed to the recognizer.
    open func ignore(_ touch: Touch, for event: Event) { ignoredTouches.insert(ObjectIdentifier(touch)) }
    /// Whether the recognizer sees `event` (every touch event, unless a subclass says otherwise).
    open func shouldReceive(_ event: Event) -> Bool { true }
    /// Whether this recognizer, recognizing first, makes `preventedGestureRecognizer` fail (yes by default).
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing first, makes this one fail (yes by default).
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (no by default; kept, as `require(toFail:)`).
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (no by default; kept).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// The kinds of touch the recognizer sees, as `Touch.TouchType` raw values (every kind by default; kept).
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The kinds of press the recognizer sees (kept: there are no presses here).
    open var allowedPressTypes: [NSNumber] = []
    /// Whether the recognizer sees one kind of touch at a time (yes by default; kept).
    open var requiresExclusiveTouchType = true
    /// The modifier keys held as the gesture was recognized (none here: there is no keyboard).
    open var modifierFlags: KeyModifierFlags { [] }
    /// The pointer buttons held (none here: there is no pointer).
    open var buttonMask: Event.ButtonMask { [] }
    /// Touches `ignore(_:for:)` was given.
    var ignoredTouches: Set<ObjectIdentifier> = []

    /// Hands the recognizer one phase of `touches`: it tracks them, then runs its hook with those
    /// it does not ignore.
    func receive(_ phase: Touch.Phase, of touches: [Touch], with event: Event) {
        let heard = touches.filter { !ignoredTouches.contains(ObjectIdentifier($0)) }
        if phase == .ended || phase == .cancelled {
            for touch in touches { ignoredTouches.remove(ObjectIdentifier(touch)) }
        }
        guard !heard.isEmpty else { return }
        let set = Set(heard)
        switch phase {
        case .began:
            trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            trackedTouches += heard
            touchesBegan(set, with: event)
        case .moved, .stationary: touchesMoved(set, with: event)
        case .ended: touchesEnded(set, with: event)
        case .cancelled: touchesCancelled(set, with: event)
        }
    }

    /// Whether the recognizer still follows its touches: possible, began or changed.
    var isFollowing: Bool { currentState == .possible || currentState == .began || currentState == .changed }

    /// Back to possible once the gesture is over (ended, cancelled or failed), then `reset()`. One
    /// still possible (a double tap between its taps) forgets the touches that lifted: a touch
    /// holds its tree, which holds this recognizer.
    func resetIfOver() {
        guard currentState == .ended || currentState == .cancelled || currentState == .failed else {
            trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            return
        }
        currentState = .possible
        trackedTouches = []
        reset()
    }

    /// Turned off: a gesture under way is cancelled, a possible one fails; then it resets.
    private func interrupt() {
        switch currentState {
        case .began, .changed: move(to: .cancelled)
        case .possible: currentState = .failed
        case .ended, .cancelled, .failed: break
        }
        resetIfOver()
    }
}
