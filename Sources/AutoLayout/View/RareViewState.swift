import Foundation

// What screen code sets on views beside layout — a transform, accessibility, an interface style —
// kept in one object made only for the views that set any of it, so other views carry nothing.

/// The rarely set state of a view.
final class RareViewState {
    var transform = CGAffineTransform.identity
    var isAccessibilityElement = false
    var accessibilityLabel: String?, accessibilityHint: String?, accessibilityValue: String?
    var accessibilityTraits: AccessibilityTraits = []
    var accessibilityElementsHidden = false
    var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
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

    private var rareState: RareViewState? { extensionEntry(for: ObjectIdentifier(RareViewState.self)) as? RareViewState }
    private func editRareState(_ edit: (RareViewState) -> Void) {
        let state = rareState ?? RareViewState()
        if rareState == nil { setExtensionEntry(state, for: ObjectIdentifier(RareViewState.self)) }
        edit(state)
    }

    /// The view's transform (kept: as in UIKit, Auto Layout places the untransformed frame).
    public var transform: CGAffineTransform {
        get { rareState?.transform ?? .identity }
        set { editRareState { $0.transform = newValue } }
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
    /// Whether the view's subviews are hidden from assistive technologies.
    public var accessibilityElementsHidden: Bool {
        get { rareState?.accessibilityElementsHidden ?? false }
        set { editRareState { $0.accessibilityElementsHidden = newValue } }
    }

    /// The interface style this view and its subviews use; `.unspecified` follows the superview.
    /// Changing it calls `traitCollectionDidChange(_:)` on the views whose traits change.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { rareState?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            let before = traitCollection
            editRareState { $0.overrideUserInterfaceStyle = newValue }
            traitsDidChange(from: before)
        }
    }

    /// The view's traits: a phone in portrait (compact width, regular height, scale 2, the
    /// default text size), light unless an interface style is overridden here or above.
    public var traitCollection: TraitCollection {
        var style = UserInterfaceStyle.light
        var current: View? = self
        while let view = current {
            if let overridden = view.rareState?.overrideUserInterfaceStyle, overridden != .unspecified {
                style = overridden
                break
            }
            if let controller = view.owningController, controller.overrideUserInterfaceStyle != .unspecified {
                style = controller.overrideUserInterfaceStyle
                break
            }
            current = view.superview
        }
        return TraitCollection(userInterfaceStyle: style)
    }

    /// Calls `traitCollectionDidChange(_:)` on this view and those below whose traits changed.
    func traitsDidChange(from before: TraitCollection) {
        guard traitCollection != before else { return }
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.traitCollectionDidChange(before)
            view.owningController?.traitCollectionDidChange(before)
            pending += view.subviews.filter { $0.overrideUserInterfaceStyle == .unspecified }
        }
    }

    /// Runs `actions` so that nothing they change is animated, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        _ = AnimationRecorder.record(actions)
    }
}
