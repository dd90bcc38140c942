import AutoLayout
import UIKitRuntime
import Foundation

/// An alert or action sheet (UIKit's `UIAlertController`), presented as any controller is; its
/// actions run their handlers when `trigger(_:)` is called, as a tap would.
open class AlertController: ViewController {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIAlertController", AlertController.self) }

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
        guard action.isEnabled, actions.containsIdentical(action) else { return }
        dismiss(animated: true)
        action.handler?(action)
    }

    /// Made as on iOS without an archive (see `ViewController.init(coder:)`).
    public required init?(coder: NSCoder) {
        message = nil
        preferredStyle = .alert
        super.init(coder: coder)
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A button of an alert (UIKit's `UIAlertAction`). An `NSObject` that other modules may subclass,
/// as test doubles of UIKit's do: `init()` is its designated initializer, so a subclass inherits
/// `init(title:style:handler:)`, and `title`, `style` and `isEnabled` can be overridden.
open class AlertAction: NSObject {
    /// How the button looks.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    /// The button's title.
    open var title: String? { storedTitle }
    /// How the button looks.
    open var style: Style { storedStyle }
    /// Whether the button can be tapped (`trigger(_:)` runs only an enabled action).
    open var isEnabled = true
    private var storedTitle: String?
    private var storedStyle = Style.default
    private(set) var handler: ((AlertAction) -> Void)?

    /// A button without a title or a handler, as `UIAlertAction()` makes one.
    public override init() { super.init() }

    /// A button titled `title` that runs `handler` when tapped.
    public convenience init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.init()
        storedTitle = title
        storedStyle = style
        self.handler = handler
    }
}
