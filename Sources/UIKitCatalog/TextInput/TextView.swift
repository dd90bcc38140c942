import AutoLayout
import UIKitRuntime
import Foundation

/// Editable text of several lines (UIKit's `UITextView`): a scroll view whose content is its text,
/// laid out as a label's (the same ``TextLayout``) inside `textContainerInset` and
/// `lineFragmentPadding`. With scrolling on (the default) it has no intrinsic size and its
/// `contentSize` is the text's; with `isScrollEnabled = false` it is as tall as its text wrapped
/// at its width less `2 × lineFragmentPadding` and the insets' sides, plus the insets' top and
/// bottom — the growing text view of chat screens. It learns its width from layout: a new width
/// measures the text again and the layout pass runs once more, as a wrapping label's does.
open class TextView: ScrollView {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UITextView", TextView.self) }

    /// The text, its font and its lines limit.
    var layout = TextLayout(font: Font(pointSize: 12), numberOfLines: 0)
    /// The width the text wraps at, from the last layout (nil before any).
    private var wrapWidth: CGFloat?

    /// What kinds of data become links (kept: nothing here is tapped as a link).
    open var dataDetectorTypes: DataDetectorTypes = []

    /// The text shown (the text storage's characters); setting it puts the insertion point at its end.
    open var text: String! {
        get { layout.text ?? "" }
        set {
            guard (newValue ?? "") != (layout.text ?? "") else { return }
            textStorage.setAttributedString(NSAttributedString(string: newValue ?? ""))
            selectedRange = NSRange(location: (text as NSString).length, length: 0)
        }
    }
    /// The text with attributes (a copy of the text storage); it is measured and drawn as its
    /// characters in `font`. Setting it puts the insertion point at its end.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: textStorage) }
        set {
            textStorage.setAttributedString(newValue ?? NSAttributedString(string: ""))
            selectedRange = NSRange(location: (text as NSString).length, length: 0)
        }
    }
    /// The text and its attributes, which the text view lays out as they change.
    open var textStorage: TextStorage { storage }
    private lazy var storage: TextStorage = {
        let storage = TextStorage(string: "")
        storage.textView = self
        storage.layoutManagers = [layoutManager]
        return storage
    }()
    /// What lays the text out in the text container.
    open var layoutManager: LayoutManager { manager }
    private lazy var manager: LayoutManager = {
        let manager = LayoutManager()
        manager.textView = self
        return manager
    }()
    /// The region the text is laid out in, one for the text view's life: its padding, line limit
    /// and line breaking are the text view's own, its width the text view's.
    open var textContainer: TextContainer { container }
    private lazy var container = TextContainer(textView: self)
    /// The selection, in UTF-16 units of the text: typing replaces it and leaves the insertion
    /// point after what was typed. A range outside the text is reported and brought within it.
    open var selectedRange: NSRange {
        get { selection }
        set { selection = clampedSelection(newValue) }
    }
    var selection = NSRange(location: 0, length: 0)
    /// The attributes typed text takes: the font and colour unless set.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? defaultTypingAttributes }
        set { storedTypingAttributes = newValue }
    }
    private var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// The attributes links are drawn with (kept: links are drawn as the rest of the text).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// Whether the user may change the text's style while editing (kept: there is no edit menu).
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces the whole text (kept; typing replaces the selection).
    open var clearsOnInsertion = false
    /// Whether the text is scaled as on iOS when shown on a Mac (kept: there is no Mac idiom).
    open var usesStandardTextScaling = false
    /// Whether the find panel may be shown (kept: there is no find panel here).
    open var isFindInteractionEnabled = false
    /// The selection and scroll position, to give back to `interactionState` later.
    open var interactionState: Any {
        get { InteractionState(selectedRange: selectedRange, contentOffset: contentOffset) }
        set { restore(newValue) }
    }
    /// The font of the text (12-point by default, as UIKit's).
    open var font: Font? {
        get { layout.font }
        set {
            let font = newValue ?? Font(pointSize: 12)
            guard font != layout.font else { return }
            layout = TextLayout(text: layout.text, font: font, numberOfLines: layout.numberOfLines)
            textDidChange()
        }
    }
    /// The colour the text is drawn in (black by default).
    open var textColor: Color? = .black
    /// Where lines sit across the width.
    open var textAlignment = TextAlignment.natural
    /// The most lines shown, 0 for any (the text container's `maximumNumberOfLines`).
    public var numberOfLines: Int {
        get { layout.numberOfLines }
        set {
            guard newValue != layout.numberOfLines else { return }
            layout = TextLayout(text: layout.text, font: layout.font, numberOfLines: newValue)
            textDidChange()
        }
    }
    /// How lines that do not fit end (the text container's `lineBreakMode`).
    public var lineBreakMode = LineBreakMode.byWordWrapping

    /// Space around the text: 8 above and below by default, as UIKit's.
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textDidChange() } }
    }
    /// Space at each end of every line (5 by default, as UIKit's text container's).
    public var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { textDidChange() } }
    }
    /// Whether the text scrolls inside a fixed size (true by default, as UIKit's).
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the user may edit the text (kept; nothing here types).
    open var isEditable = true
    /// Whether the user may select the text (kept).
    open var isSelectable = true
    /// The delegate as a text view's (UIKit's `delegate` is a `UITextViewDelegate`, which is a
    /// scroll view's delegate too): what the text view tells and asks about editing.
    var textDelegate: TextViewDelegate? { delegate as? TextViewDelegate }
    // Keyboard settings (kept).
    public var keyboardType = KeyboardType.default
    public var keyboardAppearance = KeyboardAppearance.default
    public var returnKeyType = ReturnKeyType.default
    public var autocapitalizationType = TextAutocapitalizationType.sentences
    public var autocorrectionType = TextAutocorrectionType.default
    public var spellCheckingType = TextSpellCheckingType.default
    public var textContentType: TextContentType?
    public var isSecureTextEntry = false
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

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Takes focus if the delegate agrees, then tells it.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard textDelegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        Keyboard.post(showing: true, for: self)
        return true
    }

    /// Gives focus up if the delegate agrees, then tells it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return false }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        Keyboard.post(showing: false, for: self)
        return true
    }

    /// An empty text view with UIKit's default 12-point font, wrapping to its width.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A text view laying its text out in `textContainer` (nil: one of its own): the container's
    /// padding, line limit and line breaking become the text view's, and it tracks its width.
    public init(frame: CGRect, textContainer: TextContainer?) {
        super.init(frame: frame)
        if let textContainer {
            container = textContainer
            textContainer.attach(to: self)
        }
    }

    /// Scrolls the least distance that shows the line where `range` starts, as the text is laid out.
    open func scrollRangeToVisible(_ range: NSRange) { scrollToLine(containing: range) }

    /// Whether there is text to delete.
    open var hasText: Bool { !text.isEmpty }
    /// Types `text` over the selection, as the keyboard does: the delegate is asked first, then told.
    open func insertText(_ text: String) { type(text, over: selectedRange) }
    /// Deletes the selection, or the character before the insertion point, as the delete key does.
    open func deleteBackward() { if let range = rangeDeletedBackward { type("", over: range) } }

        /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Room across the width the text does not take: the padding at both ends and the insets' sides.
    private var horizontalTextInset: CGFloat {
        2 * lineFragmentPadding + textContainerInset.left + textContainerInset.right
    }

    /// The width the text wraps at: the last layout's, less the padding and insets.
    var textWidth: CGFloat? { wrapWidth.map { max(0, $0 - horizontalTextInset) } }

    /// The text's height at the current wrap width: its lines, at least one line's.
    private var textHeight: CGFloat {
        let lines = layout.size(wrappingAt: textWidth).lineCount
        return layout.height(ofLines: max(lines, 1))
    }

    /// The lines as drawn in the text view's width (the last one shortened by `lineBreakMode`
    /// when the text does not fit the lines limit).
    public var drawnLines: [String] {
        layout.drawnLines(in: max(0, bounds.width - horizontalTextInset), wrappedAt: textWidth, lineBreakMode: lineBreakMode)
    }

    /// The lines inside the container's insets and padding, scrolled with the content.
    open override var drawnText: DrawnText? {
        let lines = drawnLines
        guard !lines.isEmpty else { return nil }
        return DrawnText(lines: lines.map { Substring($0) }, font: layout.font, color: textColor, alignment: textAlignment,
                         origin: CGPoint(x: textContainerInset.left + lineFragmentPadding - contentOffset.x,
                                         y: textContainerInset.top - contentOffset.y))
    }

    /// None while scrolling; otherwise the text's lines (at least one) plus the insets, and no width
    /// of its own (its width comes from its constraints).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return CGSize(width: View.noIntrinsicMetric, height: textHeight + textContainerInset.top + textContainerInset.bottom)
    }

    /// The text's size wrapped at `size.width`, plus the insets and padding.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = size.width > 0 && size.width.isFinite ? max(0, size.width - horizontalTextInset) : nil
        let fitting = layout.fittingSize(wrappingAt: width)
        return CGSize(width: fitting.width + horizontalTextInset,
                      height: max(fitting.height, layout.height(ofLines: 1)) + textContainerInset.top + textContainerInset.bottom)
    }

    open override var hasTextBaselines: Bool { true }

    open override var firstBaselineOffsetFromTop: CGFloat { textContainerInset.top + layout.font.ascender }

    open override var lastBaselineOffsetFromBottom: CGFloat {
        let lines = max(layout.size(wrappingAt: textWidth).lineCount, 1)
        return layout.lastBaselineOffsetFromBottom(ofLines: lines) + textContainerInset.bottom
    }

    /// Lays out as a scroll view; a new width measures the text again (its intrinsic height, or
    /// with scrolling its content size, follows), as UIKit's text view does when its bounds change.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        if width > 0, width != wrapWidth {
            wrapWidth = width
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
        if isScrollEnabled {
            contentSize = CGSize(width: width, height: textHeight + textContainerInset.top + textContainerInset.bottom)
        }
    }

    func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

extension TextView {
    /// Posted as a text view takes focus.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted as typing changes a text view's text.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted as a text view gives focus up.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
