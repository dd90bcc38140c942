import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What may hold a gesture recognizer back (UIKit's `UIGestureRecognizerDelegate`); each method
/// has a default, so a delegate implements only what it changes.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave possible (begin or recognize); true by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` sees `touch` at all; true by default.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the two may both recognize from the same touch; false by default, so the first to
    /// recognize makes the other fail.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Lets the recognizer begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Lets the recognizer see the touch.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    /// Keeps the two from recognizing together.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool {
        false
    }
}

extension Event {
    /// Pointer buttons held (UIKit's `UIEvent.ButtonMask`).
    public struct ButtonMask: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
    }
}
