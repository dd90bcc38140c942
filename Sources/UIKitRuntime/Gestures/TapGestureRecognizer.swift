import AutoLayout
import Foundation

/// Recognizes taps (UIKit's `UITapGestureRecognizer`): a finger that lifts within 10 points of
/// where it came down, `numberOfTapsRequired` times in a row. A single tap on an enabled control
/// below its view is left to the control, as UIKit leaves a button its own taps.
open class TapGestureRecognizer: GestureRecognizer {
    /// How far a finger may move and still tap, in points.
    static let allowableMovement: CGFloat = 10
    /// The longest pause between the taps of a multiple tap, in seconds (about UIKit's).
    static let multipleTapInterval: TimeInterval = 0.35

    /// How many taps make the gesture.
    open var numberOfTapsRequired = 1 {
        didSet { updateDeference() }
    }
    /// How many fingers each tap takes (touches here are one finger: more never recognizes).
    open var numberOfTouchesRequired = 1 {
        didSet { updateDeference() }
    }

    /// The pointer buttons a click must press to tap (the primary by default; kept: there is no
    /// pointer here, and touches tap whatever it says).
    open var buttonMaskRequired: Event.ButtonMask = .primary

    private var start = CGPoint.zero
    private var tapsCounted = 0
    private var lastLift: TimeInterval?

    /// A tap recognizer sending `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        updateDeference()
    }

    private func updateDeference() {
        defersToControls = numberOfTapsRequired == 1 && numberOfTouchesRequired == 1
    }

    /// A finger came down: a new tap, or the next of a multiple tap if it follows quickly.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        if let lastLift, touch.timestamp - lastLift > Self.multipleTapInterval { tapsCounted = 0 }
        start = touch.location(in: nil)
    }

    /// A finger that moves more than 10 points is not tapping.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, state == .possible else { return }
        if start.distance(to: touch.location(in: nil)) > Self.allowableMovement { state = .failed }
    }

    /// The finger lifted: one more tap, and the gesture once there are enough.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, state == .possible else { return }
        guard start.distance(to: touch.location(in: nil)) <= Self.allowableMovement,
              numberOfTouches >= numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCounted += 1
        lastLift = touch.timestamp
        if tapsCounted >= numberOfTapsRequired { state = .recognized }
    }

    /// A cancelled touch is no tap.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    /// Forgets the taps counted.
    open override func reset() {
        tapsCounted = 0
        lastLift = nil
    }
}
