import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The software keyboard a text field or text view calls up when it takes focus in a window. It
/// is not drawn here, but announced as UIKit announces it: the keyboard's notifications, with its
/// frames at the bottom of the window, 336 points tall on a phone with a notch (812 points or
/// taller) and 260 on one without (each with its suggestion bar), a 0.25-second animation and
/// curve 7. Moving focus from one field to another hides and shows it again (UIKit keeps it up).
enum Keyboard {
    /// The keyboard's height in `window`.
    static func height(in window: Window) -> CGFloat { window.bounds.height >= 812 ? 336 : 260 }

    /// Posts the notifications of the keyboard showing for (or hiding from) `responder`.
    static func post(showing: Bool, for responder: View) {
        guard let window = responder.window else { return }
        let height = height(in: window)
        let shown = CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        let hidden = shown.offsetBy(dx: 0, dy: height)
        let info: [AnyHashable: Any] = [
            Responder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: showing ? hidden : shown),
            Responder.keyboardFrameEndUserInfoKey: NSValue(cgRect: showing ? shown : hidden),
            Responder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            Responder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            Responder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let (will, did) = showing
            ? (Responder.keyboardWillShowNotification, Responder.keyboardDidShowNotification)
            : (Responder.keyboardWillHideNotification, Responder.keyboardDidHideNotification)
        let center = NotificationCenter.default
        center.post(name: Responder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: will, object: nil, userInfo: info)
        center.post(name: Responder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: did, object: nil, userInfo: info)
    }
}
