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
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
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
