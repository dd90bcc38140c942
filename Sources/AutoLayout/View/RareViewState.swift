import Foundation

// What screen code sets on views beside layout — a transform, an interface style,
// traits — kept in one object made only for the views that set any of it,
// so other views carry nothing.

/// The rarely set state of a view.
final class RareViewState {
    var transform = CGAffineTransform.identity
    var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
    /// The traits the view has where nothing closer overrides them (see `environmentTraits`).
    var environmentTraits = TraitCollection()
    /// Values subclasses keep for screen code to read back, by the key path of their property.
    var kept: [AnyKeyPath: Any] = [:]
    /// A design-time intrinsic size replacing the view's own on the axes it gives.
    var placeholderIntrinsicSize: CGSize?
}

extension View {
    /// The value kept for the property `key` (`\Label.highlightedTextColor`, say), or nil if it
    /// was never set. The key's type is the value's, so a setting is read as the type it was kept as.
    package func kept<Root, Value>(_ key: KeyPath<Root, Value>) -> Value? {
        rareState?.kept[key].map { $0 as! Value }  // safe: only keep(_:_:) writes here, under a key path typed by Value
    }
    /// Keeps `value` for the property `key`, for screen code to read back.
    package func keep<Root, Value>(_ key: KeyPath<Root, Value>, _ value: Value) { editRareState { $0.kept[key] = value } }

    /// An intrinsic size the engine uses in place of `intrinsicContentSize` on each axis that is
    /// not `View.noIntrinsicMetric`: Interface Builder's design-time placeholder, with which a
    /// document is laid out as Xcode's canvas laid it out.
    package var placeholderIntrinsicSize: CGSize? {
        get { rareState?.placeholderIntrinsicSize }
        set {
            editRareState { $0.placeholderIntrinsicSize = newValue }
            invalidateIntrinsicContentSize()
        }
    }

    /// The view's rare state, nil until something in it is set.
    var rareState: RareViewState? { extensionEntry(for: ObjectIdentifier(RareViewState.self)) as? RareViewState }
    /// Changes the view's rare state, making it first if need be.
    func editRareState(_ edit: (RareViewState) -> Void) {
        let state = rareState ?? RareViewState()
        if rareState == nil { setExtensionEntry(state, for: ObjectIdentifier(RareViewState.self)) }
        edit(state)
    }
}
