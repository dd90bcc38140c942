import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The touches of one gesture as they are delivered, from beginning to lift: the gesture
/// recognizers that see each phase before the views do — for each touch, those of the view it
/// began in and of every view above it that are enabled and whose delegates let them have it —
/// and whether the views still hear them. Once a recognizer that cancels touches in the view
/// recognizes, the views hear `touchesCancelled` and nothing more of the touches, as in UIKit.
final class TouchSequence {
    private let touches: [Touch]
    /// Each recognizer following the gesture, with the touches it was allowed, in order.
    private let receivers: [(recognizer: GestureRecognizer, touches: [Touch])]
    private var recognizers: [GestureRecognizer] { receivers.map(\.recognizer) }
    private var viewsHeardBegan = false, viewCancelled = false

    /// The touch `touch`, which began in `view` (its `view`).
    convenience init(touch: Touch, view: View) {
        self.init(touches: [touch])
    }

    /// The fingers `touches`, each of which began in its `view`.
    init(touches: [Touch]) {
        var receivers: [(recognizer: GestureRecognizer, touches: [Touch])] = []
        for touch in touches {
            var current = touch.view
            while let candidate = current {
                for recognizer in candidate.gestureRecognizers ?? [] where recognizer.isEnabled
                    && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false {
                    if let index = receivers.firstIndex(where: { $0.recognizer === recognizer }) {
                        receivers[index].touches.append(touch)
                    } else {
                        receivers.append((recognizer, [touch]))
                    }
                }
                current = candidate.superview
            }
        }
        (self.touches, self.receivers) = (touches, receivers)
        for recognizer in recognizers { recognizer.sequence = self }
    }

    /// Delivers `phase` of every touch: to the recognizers still following them, then to the views
    /// unless a recognizer took the touches from them. After the lift, finished recognizers reset.
    func deliver(_ phase: Touch.Phase, with event: Event) {
        for (recognizer, touches) in receivers where recognizer.isEnabled && recognizer.view != nil
            && recognizer.isFollowing && recognizer.shouldReceive(event) {
            recognizer.receive(phase, of: touches, with: event)
        }
        if !viewCancelled, recognizers.contains(where: { $0.cancelsTouchesInView && $0.hasRecognized }) {
            viewCancelled = true
            if viewsHeardBegan {
                for touch in touches { touch.phase = .cancelled }
                forEachView { view, touches in view.touchesCancelled(touches, with: event) }
            }
        }
        if !viewCancelled {
            if phase == .began { viewsHeardBegan = true }
            forEachView { view, touches in
                switch phase {
                case .began: view.touchesBegan(touches, with: event)
                case .moved, .stationary: view.touchesMoved(touches, with: event)
                case .ended: view.touchesEnded(touches, with: event)
                case .cancelled: view.touchesCancelled(touches, with: event)
                }
            }
        }
        if phase == .ended || phase == .cancelled {
            for recognizer in recognizers { recognizer.resetIfOver() }
        }
    }

    /// Calls `body` once for each view the touches began in, with that view's touches, in the
    /// order of their first touch.
    private func forEachView(_ body: (View, Set<Touch>) -> Void) {
        var views: [View] = []
        for touch in touches {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views { body(view, Set(touches.filter { $0.view === view })) }
    }

    /// Whether `recognizer` may begin: no other recognizer of these touches has recognized, unless
    /// a delegate lets the two recognize together.
    func allowsBeginning(_ recognizer: GestureRecognizer) -> Bool {
        !recognizers.contains { $0 !== recognizer && $0.hasRecognized && Self.prevents($0, recognizer) }
    }

    /// `recognizer` began or recognized: the others still possible that may not recognize with
    /// it fail, as UIKit makes them.
    func recognizerBegan(_ recognizer: GestureRecognizer) {
        for other in recognizers where other !== recognizer && other.state == .possible {
            if Self.prevents(recognizer, other) { other.state = .failed }
        }
    }

    /// Whether `winner`, recognizing first, makes `other` fail: unless they recognize together, or
    /// either says it cannot prevent or be prevented.
    private static func prevents(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        !together(winner, other) && winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    private static func together(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }
}
