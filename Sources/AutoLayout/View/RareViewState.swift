import Foundation

// What screen code sets on views beside layout — a transform, accessibility, an interface style,
// traits — kept in one object made only for the views that set any of it,
// so other views carry nothing.

/// The rarely set state of a view.
final class RareViewState {
    var transform = CGAffineTransform.identity
    var isAccessibilityElement = false
    var accessibilityLabel: String?, accessibilityHint: String?, accessibilityValue: String?
    var accessibilityTraits: AccessibilityTraits = []
    var accessibilityElementsHidden = false
    var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
    /// The traits the view has where nothing closer overrides them (see `environmentTraits`).
    var environmentTraits = TraitCollection()
    /// Values subclasses keep for screen code to read back, by the key path of their property.
    var kept: [AnyKeyPath: Any] = [:]
}

extension View {
    /// The value kept for the property `key` (`\Label.highlightedTextColor`, say), or nil if it
    /// was never set. The key's type is the value's, so a setting is read as the type it was kept as.
    package func kept<Root, Value>(_ key: KeyPath<Root, Value>) -> Value? {
        rareState?.kept[key].map { $0 as! Value }  // safe: only keep(_:_:) writes here, under a key path typed by Value
    }
    /// Keeps `value` for the property `key`, for screen code to read back.
    package func keep<Root, Value>(_ key: KeyPath<Root, Value>, _ value: Value) { editRareState { $0.kept[key] = value } }

    /// The view's rare state, nil until something in it is set.
    var rareState: RareViewState? { extensionEntry(for: ObjectIdentifier(RareViewState.self)) as? RareViewState }
    /// Changes the view's rare state, making it first if need be.
    func editRareState(_ edit: (RareViewState) -> Void) {
        let state = rareState ?? RareViewState()
        if rareState == nil { setExtensionEntry(state, for: ObjectIdentifier(RareViewState.self)) }
        edit(state)
    }

    /// Whether assistive technologies treat the view as one element.
    public var isAccessibilityElement: Bool {
        get { rareState?.isAccessibilityElement ?? false }
        set { editRareState { $0.isAccessibilityElement = newValue } }
    }
    /// What assistive technologies read for the view.
    public var accessibilityLabel: String? {
        get { rareState?.accessibilityLabel }
        set { editRareState { $0.accessibilityLabel = newValue } }
    }
    /// What the view does, read after its label.
    public var accessibilityHint: String? {
        get { rareState?.accessibilityHint }
        set { editRareState { $0.accessibilityHint = newValue } }
    }
    /// The view's value (a slider's, say), read after its label.
    public var accessibilityValue: String? {
        get { rareState?.accessibilityValue }
        set { editRareState { $0.accessibilityValue = newValue } }
    }
    /// What kind of element the view is.
    public var accessibilityTraits: AccessibilityTraits {
        get { rareState?.accessibilityTraits ?? [] }
        set { editRareState { $0.accessibilityTraits = newValue } }
    }
    /// The elements assistive technologies visit inside the view, in order (kept).
    public var accessibilityElements: [Any]? {
        get { kept(\View.accessibilityElements) ?? nil }
        set { keep(\View.accessibilityElements, newValue) }
    }
    /// Whether the view's subviews are hidden from assistive technologies.
    public var accessibilityElementsHidden: Bool {
        get { rareState?.accessibilityElementsHidden ?? false }
        set { editRareState { $0.accessibilityElementsHidden = newValue } }
    }

}
