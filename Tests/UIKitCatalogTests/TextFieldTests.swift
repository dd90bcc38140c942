import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// A delegate noting when editing begins and ends, and able to refuse the end.
final class EditingLog: TextFieldDelegate {
    var events: [String] = []
    var allowsEnd = true
    func textFieldDidBeginEditing(_ textField: TextField) { events.append("begin \(textField.placeholder ?? "")") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { allowsEnd }
    func textFieldDidEndEditing(_ textField: TextField) { events.append("end \(textField.placeholder ?? "")") }
}

/// Text fields: sized by their text and border; one first responder per tree, its delegate told.
@Suite struct TextFieldTests {
    @Test func textFieldsAreSizedByTheirTextAndBorder() {
        let field = TextField()
        field.placeholder = "Email"
        // The placeholder while empty: 5 × 10.2 = 51; 17 × 1.2 = 20.4 → 21; no border, no insets.
        #expect(field.intrinsicContentSize == CGSize(width: 51, height: 21))
        field.borderStyle = .roundedRect
        field.text = "ada@example.com"
        // 15 × 10.2 = 153 → 153 + 7 + 7; 21 + 6.5 + 6.5 = 34, as UIKit's rounded field.
        #expect(field.intrinsicContentSize == CGSize(width: 167, height: 34))
        field.font = .systemFont(ofSize: 10)
        field.borderStyle = .line
        // 15 × 6 = 90 + 8; 12 + 8.
        #expect(field.intrinsicContentSize == CGSize(width: 98, height: 20))
    }

    @Test func oneFirstResponderPerTreeAndTheDelegateHearsOfIt() {
        let log = EditingLog()
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let email = TextField(), password = TextField()
        email.placeholder = "email"
        password.placeholder = "password"
        email.delegate = log
        password.delegate = log
        root.addSubview(email)
        root.addSubview(password)
        #expect(email.becomeFirstResponder())
        #expect(email.isFirstResponder && email.isEditing)
        #expect(password.becomeFirstResponder())
        #expect(!email.isFirstResponder && password.isFirstResponder)
        log.allowsEnd = false
        #expect(!root.endEditing(true))  // the delegate refuses
        log.allowsEnd = true
        #expect(root.endEditing(true))
        #expect(log.events == ["begin email", "end email", "begin password", "end password"])
        #expect(!View().becomeFirstResponder())
    }
}
