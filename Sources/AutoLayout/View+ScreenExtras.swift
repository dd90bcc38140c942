import Foundation

// What screen code sets on views beside layout — a transform, accessibility, an interface style —
// kept in one object made only for the views that set any of it, so other views carry nothing.

/// The rarely set state of a view.
final class ViewExtras {
    var transform = CGAffineTransform.identity
    var isAccessibilityElement = false
    var accessibilityLabel: String?, accessibilityHint: String?, accessibilityValue: String?
    var accessibilityTraits: AccessibilityTraits = []
    var accessibilityElementsHidden = false
    var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
    /// Values subclasses keep for screen code to read back, by property name.
    var kept: [String: Any] = [:]
}

extension View {
    /// A kept value of a subclass (`highlightedTextColor`, say), or `fallback` if never set.
    func kept<Value>(_ name: String, _ fallback: Value) -> Value { extras?.kept[name] as? Value ?? fallback }
    /// Keeps a subclass's value for screen code to read back.
    func keep(_ name: String, _ value: Any?) { editExtras { $0.kept[name] = value } }

    private var extras: ViewExtras? { extensionEntry(for: ObjectIdentifier(ViewExtras.self)) as? ViewExtras }
    private func editExtras(_ edit: (ViewExtras) -> Void) {
        let extras = self.extras ?? ViewExtras()
        if self.extras == nil { setExtensionEntry(extras, for: ObjectIdentifier(ViewExtras.self)) }
        edit(extras)
    }

    /// The view's transform (kept: as in UIKit, Auto Layout places the untransformed frame).
    public var transform: CGAffineTransform {
        get { extras?.transform ?? .identity }
        set { editExtras { $0.transform = newValue } }
    }
    /// Whether assistive technologies treat the view as one element.
    public var isAccessibilityElement: Bool {
        get { extras?.isAccessibilityElement ?? false }
        set { editExtras { $0.isAccessibilityElement = newValue } }
    }
    /// What assistive technologies read for the view.
    public var accessibilityLabel: String? {
        get { extras?.accessibilityLabel }
        set { editExtras { $0.accessibilityLabel = newValue } }
    }
    /// What the view does, read after its label.
    public var accessibilityHint: String? {
        get { extras?.accessibilityHint }
        set { editExtras { $0.accessibilityHint = newValue } }
    }
    /// The view's value (a slider's, say), read after its label.
    public var accessibilityValue: String? {
        get { extras?.accessibilityValue }
        set { editExtras { $0.accessibilityValue = newValue } }
    }
    /// What kind of element the view is.
    public var accessibilityTraits: AccessibilityTraits {
        get { extras?.accessibilityTraits ?? [] }
        set { editExtras { $0.accessibilityTraits = newValue } }
    }
    /// Whether the view's subviews are hidden from assistive technologies.
    public var accessibilityElementsHidden: Bool {
        get { extras?.accessibilityElementsHidden ?? false }
        set { editExtras { $0.accessibilityElementsHidden = newValue } }
    }

    /// The interface style this view and its subviews use; `.unspecified` follows the superview.
    /// Changing it calls `traitCollectionDidChange(_:)` on the views whose traits change.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { extras?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            let before = traitCollection
            editExtras { $0.overrideUserInterfaceStyle = newValue }
            traitsDidChange(from: before)
        }
    }

    /// The view's traits: a phone in portrait (compact width, regular height, scale 2, the
    /// default text size), light unless an interface style is overridden here or above.
    public var traitCollection: TraitCollection {
        var style = UserInterfaceStyle.light
        var current: View? = self
        while let view = current {
            if let overridden = view.extras?.overrideUserInterfaceStyle, overridden != .unspecified {
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

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// Compact or regular (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable { case unspecified, phone, pad, tv, carPlay, mac, vision }

/// A view's environment (UIKit's `UITraitCollection`): a phone in portrait here.
public struct TraitCollection: Equatable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle
    public var horizontalSizeClass = UserInterfaceSizeClass.compact
    public var verticalSizeClass = UserInterfaceSizeClass.regular
    public var userInterfaceIdiom = UserInterfaceIdiom.phone
    public var displayScale: CGFloat = 2
    /// The text size: iOS's default, `"UICTContentSizeCategoryL"`.
    public var preferredContentSizeCategory = "UICTContentSizeCategoryL"

    public init(userInterfaceStyle: UserInterfaceStyle = .light) { self.userInterfaceStyle = userInterfaceStyle }

    /// Whether a change from `other` changes how colours resolve (its interface style).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }
}

/// What kind of element a view is to assistive technologies (UIKit's `UIAccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let none: AccessibilityTraits = []
}

extension CGRect {
    /// The rectangle with `insets` taken from its edges (UIKit's `inset(by:)`).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }
}
