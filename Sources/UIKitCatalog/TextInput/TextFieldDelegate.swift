import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a text field tells, and asks, about editing (UIKit's `UITextFieldDelegate`); every
/// method is optional.
public protocol TextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    func textFieldDidBeginEditing(_ textField: TextField)
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    func textFieldDidEndEditing(_ textField: TextField)
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: TextField)
    func textFieldShouldClear(_ textField: TextField) -> Bool
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

/// The text field's notifications, under UIKit's names: posted, with the field as their object,
/// when it takes focus and when it gives it up (typing, which would post `textDidChange`, is the
/// app's code here: set `text` and post it where a test types).
extension TextField {
    /// Posted when a field takes focus.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when a field's text is edited.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a field gives up focus.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The user-info key of why editing ended.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
