import Foundation

// Bars, pickers and the stepper, with the sizes UIKit gives them by default on a phone; their
// content is kept for screen code to read back.

/// A minus/plus pair (UIKit's `UIStepper`): 94 × 32, hugging at 750.
open class Stepper: Control {
    /// The value, kept within the range and changed by `stepValue`.
    public var value: Double = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    public var minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1
    /// Whether the value wraps past its ends, and repeats while held (kept).
    public var wraps = false, autorepeat = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
}

/// A search field in a bar (UIKit's `UISearchBar`): as wide as its constraints make it, 56 high.
open class SearchBar: View {
    /// What is typed, and what shows while it is empty.
    public var text: String?, placeholder: String?
    /// A line above the field (kept).
    public var prompt: String?
    /// The bar's look (kept).
    public var searchBarStyle = Style.default
    /// Whether the cancel button shows (kept).
    public var showsCancelButton = false
    /// The field inside the bar.
    public let searchTextField = TextField()

    /// The bar's looks.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 56) }
}

/// A bar of buttons (UIKit's `UIToolbar`): as wide as its constraints make it, 44 high.
open class Toolbar: View {
    /// The bar's items (kept).
    public var items: [BarButtonItem]?
    /// Sets the items.
    public func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 44) }
}

/// A tab bar (UIKit's `UITabBar`): as wide as its constraints make it, 49 high above the safe area.
open class TabBar: View {
    /// The tabs, and the one selected (kept).
    public var items: [TabBarItem]?, selectedItem: TabBarItem?

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 49) }
}

/// A date and time picker (UIKit's `UIDatePicker`): with the compact style (iOS 14's default)
/// 34 high, with the wheels 216.
open class DatePicker: Control {
    /// What is picked.
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }
    /// How it shows.
    public enum Style: Int, Sendable { case automatic, wheels, compact, inline }

    public var date = Date()
    public var datePickerMode = Mode.dateAndTime
    public var preferredDatePickerStyle = Style.automatic { didSet { invalidateIntrinsicContentSize() } }
    public var minimumDate: Date?, maximumDate: Date?
    public var locale: Locale?

    /// Sets the date.
    public func setDate(_ date: Date, animated: Bool) { self.date = date }

    open override var intrinsicContentSize: CGSize {
        switch preferredDatePickerStyle {
        case .wheels: return CGSize(width: View.noIntrinsicMetric, height: 216)
        case .inline: return CGSize(width: View.noIntrinsicMetric, height: 330)
        case .automatic, .compact: return CGSize(width: View.noIntrinsicMetric, height: 34)
        }
    }
}

/// Spinning wheels of choices (UIKit's `UIPickerView`): 216 high.
open class PickerView: View {
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 216) }
}

/// An alert or action sheet (UIKit's `UIAlertController`), presented as any controller is; its
/// actions run their handlers when `trigger(_:)` is called, as a tap would.
open class AlertController: ViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable { case actionSheet, alert }

    public var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [AlertAction] = []
    public private(set) var textFields: [TextField]?
    /// The action the return key triggers.
    public var preferredAction: AlertAction?

    /// An alert with a title and message.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Adds a button.
    public func addAction(_ action: AlertAction) { actions.append(action) }

    /// Adds a text field, configured by `configuration`.
    public func addTextField(configurationHandler configuration: ((TextField) -> Void)? = nil) {
        let field = TextField()
        configuration?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// Runs `action`'s handler and dismisses the alert, as tapping its button does.
    public func trigger(_ action: AlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: true)
        action.handler?(action)
    }
}

/// A button of an alert (UIKit's `UIAlertAction`).
public final class AlertAction {
    /// How the button looks.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    public var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    /// A button titled `title` that runs `handler` when tapped.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

extension View {
    /// Runs `animations` as a transition of `view` (at once: nothing animates here), then `completion`.
    public static func transition(with view: View, duration: Double, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Turns animation on or off on this thread (UIKit's is the main thread's): while off,
    /// `animate` runs its block and returns no moves, as UIKit applies the changes at once.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        Thread.current.threadDictionary[animationsDisabledKey] = enabled ? nil : true
    }

    /// Whether `animate` records moves on this thread (true unless turned off).
    public static var areAnimationsEnabled: Bool { Thread.current.threadDictionary[animationsDisabledKey] == nil }

    private static let animationsDisabledKey = "swift-masonry.animationsDisabled"
}

extension Color {
    /// A colour chosen by traits (UIKit's `UIColor(dynamicProvider:)`): resolved for the light
    /// traits every view here has unless overridden.
    public init(dynamicProvider: (TraitCollection) -> Color) {
        self = dynamicProvider(TraitCollection())
    }

    /// The colour for `traits` (a resolved colour is itself).
    public func resolvedColor(with traits: TraitCollection) -> Color { self }
}

extension Image {
    /// How a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`), kept.
    public struct SymbolConfiguration: Sendable {
        public var pointSize: CGFloat?
        public var weight: Font.Weight?
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public init(pointSize: CGFloat, weight: Font.Weight) { (self.pointSize, self.weight) = (pointSize, weight) }
        public init(weight: Font.Weight) { self.weight = weight }
        public init(textStyle: Font.TextStyle) { pointSize = textStyle.pointSize }
    }

    /// A registered symbol image (see `init?(systemName:)`); the configuration is kept aside.
    public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: systemName)
    }

    /// The image with a symbol configuration (the same image here).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image { self }
}
