import Foundation

// The keyboard settings text input carries (UIKit's `UITextInputTraits`). No keyboard is shown
// here: they are kept, so that screen code setting them compiles and reads them back.

/// The keyboard to show (UIKit's `UIKeyboardType`).
public enum KeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// When the keyboard capitalises (UIKit's `UITextAutocapitalizationType`).
public enum TextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Whether the keyboard corrects (UIKit's `UITextAutocorrectionType`).
public enum TextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// Whether the keyboard checks spelling (UIKit's `UITextSpellCheckingType`).
public enum TextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// The title of the keyboard's return key (UIKit's `UIReturnKeyType`).
public enum ReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// The keyboard's look (UIKit's `UIKeyboardAppearance`).
public enum KeyboardAppearance: Int, Sendable { case `default`, dark, light }

/// What a text input holds, for autofill (UIKit's `UITextContentType`).
public struct TextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = TextContentType(rawValue: "name")
    public static let givenName = TextContentType(rawValue: "given-name")
    public static let familyName = TextContentType(rawValue: "family-name")
    public static let nickname = TextContentType(rawValue: "nickname")
    public static let organizationName = TextContentType(rawValue: "organization")
    public static let fullStreetAddress = TextContentType(rawValue: "street-address")
    public static let addressCity = TextContentType(rawValue: "address-level2")
    public static let postalCode = TextContentType(rawValue: "postal-code")
    public static let countryName = TextContentType(rawValue: "country-name")
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    public static let emailAddress = TextContentType(rawValue: "email")
    public static let URL = TextContentType(rawValue: "url")
    public static let creditCardNumber = TextContentType(rawValue: "cc-number")
    public static let username = TextContentType(rawValue: "username")
    public static let password = TextContentType(rawValue: "password")
    public static let newPassword = TextContentType(rawValue: "new-password")
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
}

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

/// What a text view tells, and asks, about editing (UIKit's `UITextViewDelegate`); every method
/// is optional.
public protocol TextViewDelegate: AnyObject {
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    func textViewDidBeginEditing(_ textView: TextView)
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    func textViewDidEndEditing(_ textView: TextView)
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: TextView)
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
