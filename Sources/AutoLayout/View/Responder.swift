import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What takes events and may hold keyboard focus (UIKit's `UIResponder`): views and their
/// controllers, chained by `next` — a view's controller or superview, a controller's view's
/// superview. Touches a responder does not handle go to the next one.
open class Responder: NSObject {
    /// Creates a responder.
    public override init() {}

    /// UIKit's decoding initializer, required as `NSCoding` makes it; there are no archives here.
    public required init?(coder: NSCoder) {}

    /// UIKit's name for this class and the class that declares that name (`("UILabel", Label.self)`),
    /// for descriptions in UIKit's format: each of this package's classes overrides it, so a
    /// subclass that does not is another module's, named as the Objective-C runtime names Swift
    /// classes, with this name as its base class's.
    open class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIResponder", Responder.self) }

    /// The next responder in the chain, or nil at its end.
    open var next: Responder? { nil }
    /// Called by UIKit on objects loaded from a nib or storyboard: never here (there are none), but overridable.
    open func awakeFromNib() {}

    // MARK: Keyboard focus

    /// Whether the responder can take keyboard focus; none can by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Takes keyboard focus if the responder can; returns whether it has it.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }
    /// Whether the responder lets keyboard focus go; all do by default.
    open var canResignFirstResponder: Bool { true }
    /// Gives up keyboard focus; returns true by default, as UIKit's does.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
    /// Whether the responder has keyboard focus.
    open var isFirstResponder: Bool { false }

    /// The view shown in place of the keyboard while the responder has focus; none by default.
    open var inputView: View? { nil }
    /// The view shown above the keyboard while the responder has focus; none by default.
    open var inputAccessoryView: View? { nil }
    /// Shows the input views again after a change (nothing shows them here: no keyboard is drawn).
    open func reloadInputViews() {}
    /// The identifier under which the keyboard's language is remembered; none by default.
    open var textInputContextIdentifier: String? { nil }
    /// Forgets the keyboard language remembered under `identifier` (none is remembered here).
    open class func clearTextInputContextIdentifier(_ identifier: String) {}

    // MARK: Actions

    /// Whether the responder performs `action`: by default whether it has the method, so that
    /// `target(forAction:withSender:)` names the responder that does. Override to refuse one.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { responds(to: action) }

    /// Whether the responder has the method `aSelector` names (NSObject's `responds(to:)`): one a
    /// registered dispatcher answers for, or one of this package's own. False for nil.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return SelectorTable.dispatch(self, aSelector.name, nil)
    }

    /// The responder an action sent with no target reaches (UIKit's): this one if it can perform
    /// `action`, else the next one's answer; nil at the end of the chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    // MARK: Touches

    /// A touch began; by default passed to the next responder.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.touchesBegan(touches, with: event) }
    /// A touch moved; by default passed to the next responder.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }
    /// A touch lifted; by default passed to the next responder.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }
    /// A touch was cancelled; by default passed to the next responder.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { next?.touchesCancelled(touches, with: event) }
    /// New estimates of touches' properties arrived (none do here: no stylus).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

    // MARK: Motion and remote control (sent by the app's own code here: no sensors)

    /// A motion began (a shake); by default passed to the next responder.
    open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) { next?.motionBegan(motion, with: event) }
    /// A motion ended; by default passed to the next responder.
    open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled; by default passed to the next responder.
    open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) { next?.motionCancelled(motion, with: event) }
    /// A remote-control event arrived; by default passed to the next responder.
    open func remoteControlReceived(with event: Event?) { next?.remoteControlReceived(with: event) }

    // MARK: Presses (from a hardware keyboard or a remote: `Window.pressKey(_:)` here)

    /// A button or key went down; by default passed to the next responder.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// A pressed button's force changed; by default passed to the next responder.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// A button or key came up; by default passed to the next responder.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// A press was cancelled; by default passed to the next responder.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesCancelled(presses, with: event) }

    // MARK: Activities, undo and text input

    /// The activity the responder takes part in, for handoff and state restoration (kept).
    open var userActivity: NSUserActivity?
    /// Fills `activity` with the responder's state before it is saved; nothing by default.
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    /// Restores the responder's state from `activity`; nothing by default.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
    /// The undo manager of the nearest responder up the chain that has one: its window's.
    open var undoManager: UndoManager? { next?.undoManager }
    /// The keyboard's input mode while the responder takes text; none for one that does not.
    open var textInputMode: TextInputMode? { nil }
    /// Asks the camera to type the text it sees: there is no camera here, so nothing is typed.
    open func captureTextFromCamera(_ sender: Any?) {}
    /// Which editing gestures (three-finger undo and copy) the responder allows: the default ones.
    open var editingInteractionConfiguration: EditingInteractionConfiguration { .default }

    // MARK: Accessibility (NSObject's informal protocol in UIKit, so subclasses override it)

    /// What was set of the accessibility properties, made the first time one is set.
    private var accessibility: AccessibilitySettings?
    private func editAccessibility(_ edit: (AccessibilitySettings) -> Void) {
        let settings = accessibility ?? AccessibilitySettings()
        accessibility = settings
        edit(settings)
    }
    /// Whether assistive technologies treat the object as one element.
    open var isAccessibilityElement: Bool {
        get { accessibility?.isElement ?? false }
        set { editAccessibility { $0.isElement = newValue } }
    }
    /// What assistive technologies read for the object.
    open var accessibilityLabel: String? {
        get { accessibility?.label }
        set { editAccessibility { $0.label = newValue } }
    }
    /// What the object does, read after its label.
    open var accessibilityHint: String? {
        get { accessibility?.hint }
        set { editAccessibility { $0.hint = newValue } }
    }
    /// The object's value (a slider's, say), read after its label.
    open var accessibilityValue: String? {
        get { accessibility?.value }
        set { editAccessibility { $0.value = newValue } }
    }
    /// What kind of element the object is.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibility?.traits ?? [] }
        set { editAccessibility { $0.traits = newValue } }
    }
    /// The elements assistive technologies visit inside the object, in order (kept).
    open var accessibilityElements: [Any]? {
        get { accessibility?.elements }
        set { editAccessibility { $0.elements = newValue } }
    }
    /// Whether the object's children are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibility?.elementsHidden ?? false }
        set { editAccessibility { $0.elementsHidden = newValue } }
    }
}

/// A responder's accessibility settings, made only for the responders that set any.
final class AccessibilitySettings {
    var isElement = false
    var label: String?, hint: String?, value: String?
    var traits: AccessibilityTraits = []
    var elements: [Any]?
    var elementsHidden = false
}

/// Which editing gestures a responder allows (UIKit's `UIEditingInteractionConfiguration`).
public enum EditingInteractionConfiguration: Int, Sendable { case none, `default` }

/// A keyboard's language (UIKit's `UITextInputMode`): here the one keyboard, in the user's
/// preferred language.
open class TextInputMode: NSObject, @unchecked Sendable {
    /// The keyboard's language as a BCP 47 tag (`en-US`).
    public let primaryLanguage: String?
    /// A mode typing `primaryLanguage`.
    public init(primaryLanguage: String?) { self.primaryLanguage = primaryLanguage }
    /// The keyboards the user has: one, in the first preferred language (`en-US` when none is set).
    open class var activeInputModes: [TextInputMode] { [TextInputMode(primaryLanguage: Locale.preferredLanguages.first ?? "en-US")] }
    /// Posted when the user changes keyboard.
    nonisolated public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")
}
