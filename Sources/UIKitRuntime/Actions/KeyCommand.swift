import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A command bound to a key and modifiers (UIKit's `UIKeyCommand`), which responders list in
/// `keyCommands`. Keys pressed with `Window.pressKey(_:)` go to `pressesBegan` and do not look
/// commands up.
open class KeyCommand: Command {
    /// The key's character, or one of the `input…` names.
    open private(set) var input: String?
    /// The modifiers held with the key.
    open private(set) var modifierFlags: KeyModifierFlags
    /// Whether the command runs before the system's own use of the key (kept).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the shortcut is adapted to the keyboard's layout (kept).
    open var allowsAutomaticLocalization = true
    /// Whether the shortcut is mirrored in right-to-left layouts (kept).
    open var allowsAutomaticMirroring = true

    /// A command sending `action` when `input` is pressed with `modifierFlags`.
    public init(title: String = "", image: Image? = nil, action: Selector, input: String,
                modifierFlags: KeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil) {
        (self.input, self.modifierFlags) = (input, modifierFlags)
        super.init(title: title, image: image, action: action, propertyList: propertyList, discoverabilityTitle: discoverabilityTitle)
    }

    /// A command sending `action` when `input` is pressed with `modifierFlags`.
    public convenience init(input: String, modifierFlags: KeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// UIKit's decoding initializer: there are no archives here, so the command has no key.
    public required init?(coder: NSCoder) {
        modifierFlags = []
        super.init(coder: coder)
    }

    /// The up arrow key's input.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key's input.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key's input.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key's input.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The escape key's input.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The page up key's input.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The page down key's input.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
}
