import AutoLayout
import Foundation

/// A button's `titleLabel`: its text is the button's title, and a font set on it is the button's.
final class ButtonTitleLabel: Label {
    /// UIKit's name for this class, which declares it.
    override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIButtonLabel", ButtonTitleLabel.self) }

    private weak var button: Button?

    init(button: Button) {
        self.button = button
        super.init(frame: .zero)
        isOpaque = false
        text = button.title
        font = button.font
    }

    override var font: Font! {
        didSet { if let button, button.font != font { button.font = font } }
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }
}
