import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// One touch as it is delivered, from beginning to lift: the gesture recognizers that see each
/// phase before the view does — those of the view it began in and of every view above it that
/// are enabled and whose delegates let them have it — and whether the view still hears it. Once
/// a recognizer that cancels touches in the view recognizes, the view hears `touchesCancelled`
/// and nothing more of the touch, as in UIKit.
final class TouchSequence {
    private let touch: Touch
    private let view: View
    private let recognizers: [GestureRecognizer]
    private var viewHeardBegan = false, viewCancelled = false

    /// The touch `touch`, which began in `view`.
    init(touch: Touch, view: View) {
        var found: [GestureRecognizer] = []
        var current: View? = view
        while let candidate = current {
            found += candidate.gestureRecognizers ?? []
            current = candidate.superview
        }
        (self.touch, self.view) = (touch, view)
        recognizers = found.filter { recognizer in
            recognizer.isEnabled && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
        }
        for recognizer in recognizers { recognizer.sequence = self }
    }

    /// Delivers the touch's `phase`: to the recognizers still following it, then to the view
    /// unless a recognizer took the touch from it. After the lift, finished recognizers reset.
    func deliver(_ phase: Touch.Phase, with event: Event) {
        for recognizer in recognizers where recognizer.isEnabled && recognizer.view != nil && recognizer.isFollowing
            && recognizer.shouldReceive(event) {
            recognizer.receive(phase, of: touch, with: event)
        }
        let touches: Set<Touch> = [touch]
        if !viewCancelled, recognizers.contains(where: { $0.cancelsTouchesInView && $0.hasRecognized }) {
            viewCancelled = true
            if viewHeardBegan {
                touch.phase = .cancelled
                view.touchesCancelled(touches, with: event)
            }
        }
        if !viewCancelled {
            switch phase {
            case .began:
                viewHeardBegan = true
                view.touchesBegan(touches, with: event)
            case .moved, .stationary: view.touchesMoved(touches, with: event)
            case .ended: view.touchesEnded(touches, with: event)
            case .cancelled: view.touchesCancelled(touches, with: event)
            }
        }
        if phase == .ended || phase == .cancelled {
            for recognizer in recognizers { recognizer.resetIfOver() }
        }
    }

    /// Whether `recognizer` may begin: no other recognizer of this touch has recognized, unless
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
