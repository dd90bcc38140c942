import AutoLayout
import Foundation

/// Editable text of several lines (UIKit's `UITextView`). With scrolling on (the default) it has
/// no intrinsic size, as a scroll view; with `isScrollEnabled = false` it is as tall as its text
/// wrapped at its width less `2 × lineFragmentPadding` and the insets' sides, plus the insets'
/// top and bottom — the growing text view of chat screens. (It draws and wraps as a label does,
/// which is how it is built here.)
open class TextView: Label {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UITextView", TextView.self) }

    /// Whether the text scrolls inside a fixed size (true by default, as UIKit's).
    public var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } } }
    /// Space around the text: 8 above and below by default, as UIKit's.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { updateTextInset() } }
    }
    /// Space at each end of every line (5 by default, as UIKit's text container's).
    public var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { updateTextInset() } }
    }
    /// Whether the user may edit the text (kept; nothing here types).
    public var isEditable = true
    /// Whether the user may select the text (kept).
    public var isSelectable = true
    /// What the text view tells and asks about editing.
    public weak var delegate: TextViewDelegate?
    // Keyboard settings (kept).
    public var keyboardType = KeyboardType.default
    public var keyboardAppearance = KeyboardAppearance.default
    public var returnKeyType = ReturnKeyType.default
    public var autocapitalizationType = TextAutocapitalizationType.sentences
    public var autocorrectionType = TextAutocorrectionType.default
    public var spellCheckingType = TextSpellCheckingType.default
    public var textContentType: TextContentType?
    public var isSecureTextEntry = false
    /// Views shown in place of, and above, the keyboard (kept).
    public var inputView: View?, inputAccessoryView: View?

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Takes focus if the delegate agrees, then tells it.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Gives focus up if the delegate agrees, then tells it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return false }
        guard delegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textViewDidEndEditing(self)
        return true
    }

    /// An empty text view with UIKit's default 12-point font, wrapping to its width.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        font = Font(pointSize: 12)
        numberOfLines = 0
        lineBreakMode = .byWordWrapping
        updateTextInset()
    }

    /// The label's lines, inside the container's insets and padding.
    open override var drawnText: DrawnText? {
        guard var text = super.drawnText else { return nil }
        text.origin.x += textContainerInset.left + lineFragmentPadding
        text.origin.y += textContainerInset.top
        return text
    }

    private func updateTextInset() {
        horizontalTextInset = 2 * lineFragmentPadding + textContainerInset.left + textContainerInset.right
        invalidateIntrinsicContentSize()
    }

    /// None while scrolling; otherwise the text's lines (at least one) plus the insets, and no width
    /// of its own (its width comes from its constraints).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let text = super.intrinsicContentSize.height
        let lines = text > 0 ? text : font.lineHeight.rounded(.up)
        return CGSize(width: View.noIntrinsicMetric, height: lines + textContainerInset.top + textContainerInset.bottom)
    }

    open override var firstBaselineOffsetFromTop: CGFloat { textContainerInset.top + font.ascender }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        font = Font(pointSize: 12)
        numberOfLines = 0
        lineBreakMode = .byWordWrapping
        updateTextInset()
    }
}
