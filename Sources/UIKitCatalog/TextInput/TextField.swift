import AutoLayout
import UIKitRuntime
import Foundation

/// A single line of editable text (UIKit's `UITextField`), sized to its text — or its placeholder
/// when empty — plus the insets of its border style:
///
/// | style | insets (top, left, bottom, right) | height with the default 17-point font |
/// |---|---|---|
/// | `.none` | 0, 0, 0, 0 | 21 |
/// | `.line` | 4, 4, 4, 4 | 29 |
/// | `.bezel` | 5, 5, 5, 5 | 31 |
/// | `.roundedRect` | 6.5, 7, 6.5, 7 | 34, as UIKit's |
///
/// A `leftView` or `rightView` shown `.always` adds its width. Keyboard settings are kept.
open class TextField: Control {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UITextField", TextField.self) }

    /// When a side view or the clear button shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// The border drawn around the text.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect

        /// Space between the border and the text.
        public var insets: EdgeInsets {
            switch self {
            case .none: return .zero
            case .line: return EdgeInsets(all: 4)
            case .bezel: return EdgeInsets(all: 5)
            case .roundedRect: return EdgeInsets(top: 6.5, left: 7, bottom: 6.5, right: 7)
            }
        }
    }

    /// A text field of `frame`, which (as UIKit's) clips its content and is not opaque.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        (clipsToBounds, isOpaque) = (true, false)
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (clipsToBounds, isOpaque) = (true, false)
    }

    /// The text (empty by default).
    public var text: String? = "" { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// What shows while the text is empty, measured in its place.
    public var placeholder: String? { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font (the system font of 17 points by default).
    public var font: Font? = Font() { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// The text's colour.
    public var textColor: Color? = .black
    /// How the text sits in the field's width.
    public var textAlignment = TextAlignment.natural
    /// The border (`.none` by default, as UIKit's).
    public var borderStyle = BorderStyle.none {
        didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// What the field tells and asks about editing.
    public weak var delegate: TextFieldDelegate?
    /// Views at the field's ends (an icon, a button).
    public var leftView: View? { didSet { invalidateIntrinsicContentSize() } }
    public var rightView: View? { didSet { invalidateIntrinsicContentSize() } }
    /// When the side views show (`.never` by default).
    public var leftViewMode = ViewMode.never { didSet { invalidateIntrinsicContentSize() } }
    public var rightViewMode = ViewMode.never { didSet { invalidateIntrinsicContentSize() } }
    /// When the clear button shows (kept).
    public var clearButtonMode = ViewMode.never
    /// Whether beginning to edit empties the field.
    public var clearsOnBeginEditing = false
    /// Whether the text shrinks to fit (kept), and the smallest size it may take.
    public var adjustsFontSizeToFitWidth = false, minimumFontSize: CGFloat = 0
    /// The placeholder with attributes (kept; `placeholder` is what is measured).
    public var attributedPlaceholder: NSAttributedString?
    /// Views shown in place of, and above, the keyboard (kept).
    public var inputView: View?, inputAccessoryView: View?
    // Keyboard settings (kept).
    public var keyboardType = KeyboardType.default
    public var keyboardAppearance = KeyboardAppearance.default
    public var returnKeyType = ReturnKeyType.default
    public var autocapitalizationType = TextAutocapitalizationType.sentences
    public var autocorrectionType = TextAutocorrectionType.default
    public var spellCheckingType = TextSpellCheckingType.default
    public var textContentType: TextContentType?
    public var isSecureTextEntry = false
    public var enablesReturnKeyAutomatically = false

    /// Whether the field has focus.
    public var isEditing: Bool { isFirstResponder }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Takes focus if the delegate agrees, then tells it and sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Gives focus up if the delegate agrees, then tells it and sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return false }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// The text, or the placeholder in the placeholder colour when empty, on one line centred in
    /// the field's height, as UIKit's text fields centre their text.
    open override var drawnText: DrawnText? {
        let isEmpty = (text ?? "").isEmpty
        let font = self.font ?? Font()
        let insets = borderStyle.insets
        let top = insets.top + (bounds.height - insets.top - insets.bottom - font.lineHeight.rounded(.up)) / 2
        return DrawnText(lines: [Substring(isEmpty ? placeholder ?? "" : text ?? "")], font: font,
                         color: isEmpty ? .placeholderText : textColor, alignment: textAlignment,
                         origin: CGPoint(x: insets.left, y: top))
    }

    /// The text's (or placeholder's) size on one line, plus the border style's insets and the
    /// side views shown always.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? Font()
        let shown = (text ?? "").isEmpty ? (placeholder ?? "") : (text ?? "")
        let insets = borderStyle.insets
        var sides: CGFloat = 0
        if leftViewMode == .always, let leftView { sides += leftView.frame.width }
        if rightViewMode == .always, let rightView { sides += rightView.frame.width }
        return CGSize(width: font.width(of: Substring(shown)).rounded(.up) + insets.left + insets.right + sides,
                      height: font.lineHeight.rounded(.up) + insets.top + insets.bottom)
    }

    open override var hasTextBaselines: Bool { true }

    open override var firstBaselineOffsetFromTop: CGFloat { borderStyle.insets.top + (font ?? Font()).ascender }

    open override var lastBaselineOffsetFromBottom: CGFloat {
        intrinsicContentSize.height - firstBaselineOffsetFromTop
    }
}
