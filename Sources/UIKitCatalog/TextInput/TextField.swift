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

    /// The text (empty by default); setting it puts the caret after it.
    open var text: String? = "" {
        didSet {
            (selection, marked) = (nil, nil)
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// The selection in UTF-16 offsets (nil: a caret after the text), and the marked text's (TextField+TextInput).
    var selection: NSRange?
    var marked: NSRange?
    /// What shows while the text is empty, measured in its place.
    open var placeholder: String? { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font (the system font of 17 points by default).
    open var font: Font? = Font() { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// The text's colour.
    open var textColor: Color? = .black
    /// How the text sits in the field's width.
    open var textAlignment = TextAlignment.natural
    /// The border (`.none` by default, as UIKit's).
    open var borderStyle = BorderStyle.none {
        didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// What the field tells and asks about editing.
    open weak var delegate: TextFieldDelegate?
    /// Views at the field's ends (an icon, a button).
    open var leftView: View? { didSet { invalidateIntrinsicContentSize() } }
    open var rightView: View? { didSet { invalidateIntrinsicContentSize() } }
    /// When the side views show (`.never` by default).
    open var leftViewMode = ViewMode.never { didSet { invalidateIntrinsicContentSize() } }
    open var rightViewMode = ViewMode.never { didSet { invalidateIntrinsicContentSize() } }
    /// When the clear button shows (kept).
    open var clearButtonMode = ViewMode.never
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    /// Whether the text shrinks to fit (kept).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size the text may shrink to (kept).
    open var minimumFontSize: CGFloat = 0
    /// The placeholder with attributes (kept; `placeholder` is what is measured).
    open var attributedPlaceholder: NSAttributedString?
    /// The text with attributes: measured and drawn as its characters, in `font`; setting it sets `text`.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText.flatMap { $0.string == text ? $0 : nil } ?? text.map { NSAttributedString(string: $0) } }
        set { (storedAttributedText, text) = (newValue, newValue?.string) }
    }
    private var storedAttributedText: NSAttributedString?
    /// The attributes new text takes (kept; the text is drawn in `font` and `textColor`).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of text typed next, while editing (kept).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the user may change attributes while editing (kept).
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces the text (kept: typing here appends).
    open var clearsOnInsertion = false
    /// The image behind the field when it has no border style (kept: renderers draw the border style).
    open var background: Image?
    /// That image when the field is disabled (kept).
    open var disabledBackground: Image?
    /// UIKit's text drawing hook: renderers here draw `drawnText` and never call it.
    open func drawText(in rect: CGRect) {}
    /// UIKit's placeholder drawing hook: renderers here draw `drawnText` and never call it.
    open func drawPlaceholder(in rect: CGRect) {}
    /// The view shown in place of the keyboard (kept).
    open override var inputView: View? {
        get { ownInputView }
        set { ownInputView = newValue }
    }
    /// The view shown above the keyboard (kept).
    open override var inputAccessoryView: View? {
        get { ownInputAccessoryView }
        set { ownInputAccessoryView = newValue }
    }
    private var ownInputView: View?
    private var ownInputAccessoryView: View?
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

    /// Whether the font follows the user's text size: turned on, a text style's font is made at
    /// the size the field's traits give (a later change of the size does not reach it here).
    open var adjustsFontForContentSizeCategory = false {
        didSet {
            guard adjustsFontForContentSizeCategory, let font, let style = font.textStyle else { return }
            self.font = Font.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        }
    }

    /// Whether the field has focus.
    open var isEditing: Bool { isFirstResponder }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Takes focus if the delegate agrees, then tells it and sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        Keyboard.post(showing: true, for: self)
        return true
    }

    // MARK: Typing (UIKeyInput), as the keyboard types: each change asks the delegate first, then
    // sends `.editingChanged` and posts `textDidChangeNotification`.

    /// Whether the field is editing, to give back later: a field with that state takes focus
    /// again, one without gives it up. (It types at the end of its text: there is no selection here.)
    open var interactionState: Any {
        get { InteractionState(wasEditing: isEditing) }
        set {
            guard let state = newValue as? InteractionState else {
                LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "interactionState was given a "
                    + "\(Swift.type(of: newValue)), not a state a text field gave; nothing changes"))
                return
            }
            if state.wasEditing { becomeFirstResponder() } else { resignFirstResponder() }
        }
    }
    /// What `interactionState` gives and takes.
    struct InteractionState { let wasEditing: Bool }

    /// Whether there is text to delete.
    open var hasText: Bool { !(text ?? "").isEmpty }
    /// Types `text` in place of the marked text or the selection (a caret after the text unless moved).
    open func insertText(_ text: String) { typeAtSelection(text) }
    /// Deletes the selection, or the character before the caret, as the delete key does.
    open func deleteBackward() { deleteAtSelection() }
    /// A hardware key types into the field: return asks `textFieldShouldReturn(_:)` and sends
    /// `.editingDidEndOnExit`, delete deletes, other keys type their characters; remote buttons go on.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        let keys = presses.compactMap(\.key)
        guard !keys.isEmpty else { super.pressesBegan(presses, with: event); return }
        for key in keys { typeKey(key) }
    }

    // MARK: Text input (UITextInput), as input methods and apps reach it (TextField+TextInput)

    /// The selection (a caret when empty): after the text unless moved.
    open var selectedTextRange: TextRange? { get { textRange(selectionRange) } set { select(newValue) } }
    /// The text an input method is composing (`setMarkedText(_:selectedRange:)`), if any.
    open var markedTextRange: TextRange? { marked.map(textRange) }
    /// How marked text is styled (kept: it is drawn as the rest here).
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// What the input method is told of changes.
    open weak var inputDelegate: (any TextInputDelegate)?
    /// The text's start.
    open var beginningOfDocument: TextPosition { TextPosition(offset: 0) }
    /// The text's end.
    open var endOfDocument: TextPosition { TextPosition(offset: textLength) }
    /// The text in `range`, or nil outside the text.
    open func text(in range: TextRange) -> String? {
        let span = range.nsRange
        return NSMaxRange(span) <= textLength ? ((text ?? "") as NSString).substring(with: span) : nil
    }
    /// Replaces the text in `range` with `text` (the delegate is not asked, as UIKit does not ask it).
    open func replace(_ range: TextRange, withText text: String) { edit(range.nsRange, with: text, asking: false) }
    /// Puts `markedText` in place of the marked text (or the selection), marked, with `selectedRange` selected in it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { mark(markedText, selecting: selectedRange) }
    /// Keeps the marked text as typed text.
    open func unmarkText() { marked = nil }
    /// The range from one position to another.
    open func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        TextRange(start: fromPosition, end: toPosition)
    }
    /// The position `offset` UTF-16 units on, or nil outside the text.
    open func position(from position: TextPosition, offset: Int) -> TextPosition? { moved(position, by: offset) }
    /// The position `offset` units left or right (up and down leave the one line: nil).
    open func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int) -> TextPosition? {
        moved(position, in: direction, by: offset)
    }
    /// How two positions are ordered.
    open func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
    /// The UTF-16 units from one position to another.
    open func offset(from: TextPosition, to toPosition: TextPosition) -> Int { toPosition.offset - from.offset }
    /// The rectangle the range's text covers on the line.
    open func firstRect(for range: TextRange) -> CGRect { rectangle(for: range) }
    /// The caret at `position`: 2 points wide and the font's line high, after the text before it.
    open func caretRect(for position: TextPosition) -> CGRect { caret(at: position) }
    /// The one rectangle a selection of `range` is drawn in.
    open func selectionRects(for range: TextRange) -> [TextSelectionRect] {
        [TextSelectionRect(rect: rectangle(for: range), containsStart: true, containsEnd: true)]
    }
    /// The character boundary whose caret is nearest `point`.
    open func closestPosition(to point: CGPoint) -> TextPosition? {
        TextPosition(offset: nearestOffset(to: point, within: NSRange(location: 0, length: textLength)))
    }
    /// The character boundary within `range` whose caret is nearest `point`.
    open func closestPosition(to point: CGPoint, within range: TextRange) -> TextPosition? {
        TextPosition(offset: nearestOffset(to: point, within: clamped(range.nsRange)))
    }
    /// The character under `point`, if any.
    open func characterRange(at point: CGPoint) -> TextRange? { character(at: point) }

        /// Gives focus up if the delegate agrees, then tells it and sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return false }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        Keyboard.post(showing: false, for: self)
        return true
    }

    /// The text, or the placeholder in the placeholder colour when empty, on one line centred in
    /// the height of its rectangle (`textRect`, `editingRect` or `placeholderRect`, which
    /// subclasses override to move it), as UIKit's text fields centre their text.
    open override var drawnText: DrawnText? {
        let isEmpty = (text ?? "").isEmpty
        let font = self.font ?? Font()
        let rect = isEmpty ? placeholderRect(forBounds: bounds)
            : isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let top = rect.minY + (rect.height - font.lineHeight.rounded(.up)) / 2
        return DrawnText(lines: [Substring(isEmpty ? placeholder ?? "" : text ?? "")], font: font,
                         color: isEmpty ? .placeholderText : textColor, alignment: textAlignment,
                         origin: CGPoint(x: rect.minX, y: top))
    }

    // MARK: Geometry, which subclasses override to pad the text

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The text's rectangle: the bounds inset by the border style, less the side views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let insets = borderStyle.insets
        var rect = bounds.inset(by: insets)
        if isShown(leftViewMode), leftView != nil {
            let left = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= max(0, left - rect.minX)
            rect.origin.x = max(rect.minX, left)
        }
        if isShown(rightViewMode), rightView != nil {
            rect.size.width = max(0, min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX)
        }
        return rect
    }
    /// The placeholder's rectangle: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle of the text being edited: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The clear button's rectangle: 19 points square, 5 from the trailing end, centred.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 24, y: bounds.midY - 9.5, width: 19, height: 19)
    }
    /// The left view's rectangle: its size at the leading end, centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The right view's rectangle: its size at the trailing end, centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
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
