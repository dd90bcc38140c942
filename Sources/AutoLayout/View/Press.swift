import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A button or key pressed (UIKit's `UIPress`): a hardware keyboard's key, or a remote's button.
/// Presses come from `Window.pressKey(_:)` and `Window.press(_:)` here, as there is no keyboard.
open class Press: Hashable {
    /// Where a press is in its life (UIKit's `UIPress.Phase`).
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    /// Which remote button (UIKit's `UIPress.PressType`, numbered as UIKit numbers it).
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown, tvRemoteOneTwoThree, tvRemoteFourColors
    }

    /// The phase the press is in.
    public package(set) var phase = Phase.began
    /// Which button: `.select` for a key that is not a remote's.
    public let type: PressType
    /// The key, for a keyboard's press.
    public let key: Key?
    /// When the press last changed, in seconds.
    public package(set) var timestamp: TimeInterval
    /// The window the press was sent to.
    public package(set) weak var window: Window?
    /// The responder the press was sent to.
    public package(set) weak var responder: Responder?
    /// How hard the button is pressed, 0 or 1 (no analog buttons here).
    public var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }

    package init(type: PressType, key: Key?, timestamp: TimeInterval) {
        (self.type, self.key, self.timestamp) = (type, key, timestamp)
    }

    nonisolated public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A key of a hardware keyboard (UIKit's `UIKey`): what it types and the modifiers held.
open class Key: NSObject, @unchecked Sendable {
    /// What the key types with its modifiers.
    public let characters: String
    /// What the key types without modifiers (but with Shift's case rules ignored, as UIKit's).
    public let charactersIgnoringModifiers: String
    /// The modifier keys held.
    public let modifierFlags: KeyModifierFlags
    /// The key's HID usage code.
    public let keyCode: KeyboardHIDUsage

    /// A key typing `characters` (the same without modifiers unless given), with `modifierFlags`.
    public init(characters: String, charactersIgnoringModifiers: String? = nil, modifierFlags: KeyModifierFlags = [],
                keyCode: KeyboardHIDUsage = KeyboardHIDUsage(rawValue: 0)) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}

/// A key's USB HID usage code (UIKit's `UIKeyboardHIDUsage`); the codes of the keys apps test for.
public struct KeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let keyboardA = KeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardZ = KeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = KeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard0 = KeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = KeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = KeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = KeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = KeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = KeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardRightArrow = KeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = KeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = KeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = KeyboardHIDUsage(rawValue: 0x52)
}

/// Modifier keys held (UIKit's `UIKeyModifierFlags`).
public struct KeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// An event of presses (UIKit's `UIPressesEvent`).
open class PressesEvent: Event {
    /// Every press of the event.
    public let allPresses: Set<Press>

    package init(presses: Set<Press>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(touches: [], timestamp: timestamp, type: .presses)
    }
}

extension Window {
    /// Presses and lifts `key` on a hardware keyboard: `pressesBegan` then `pressesEnded` go to
    /// the window's first responder (the window when none), which passes them up its chain.
    public func pressKey(_ key: Key) { deliver(Press(type: .select, key: key, timestamp: ProcessInfo.processInfo.systemUptime)) }

    /// Presses and lifts a remote's button `type`, as `pressKey(_:)` does.
    public func press(_ type: Press.PressType) { deliver(Press(type: type, key: nil, timestamp: ProcessInfo.processInfo.systemUptime)) }

    private func deliver(_ press: Press) {
        let responder: Responder = focusHolder?.view ?? self
        press.window = self
        press.responder = responder
        responder.pressesBegan([press], with: PressesEvent(presses: [press], timestamp: press.timestamp))
        press.phase = .ended
        responder.pressesEnded([press], with: PressesEvent(presses: [press], timestamp: press.timestamp))
    }
}
