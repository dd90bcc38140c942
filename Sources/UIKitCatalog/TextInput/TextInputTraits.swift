import AutoLayout
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
