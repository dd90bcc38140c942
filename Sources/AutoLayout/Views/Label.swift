import Foundation

/// Read-only text (UIKit's `UILabel`), measured with ``Font``'s metrics.
///
/// A label with `numberOfLines != 1` wraps at word boundaries once it knows a width:
/// `preferredMaxLayoutWidth` if set, otherwise the width the last layout gave it — the label
/// then measures itself again and the layout pass runs once more, as UIKit does.
open class Label: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UILabel", Label.self) }

    /// The text, its font and its lines limit, measured and broken into lines (as a text view's).
    package var layout = TextLayout()

    /// A label of `frame`, taking no touches as UIKit's labels do (`isUserInteractionEnabled`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    override package var descriptionExtras: DescriptionExtras {
        DescriptionExtras(afterFrame: ["text = '\(DescriptionExtras.abbreviated(text ?? ""))'"], layerClassName: "_UILabelLayer")
    }

    override package func adaptToTraits() {
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return }
        let adjusted = Font.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        if adjusted.pointSize != font.pointSize { font = adjusted }
    }

    /// The text shown.
    open var text: String? {
        get { layout.text }
        set {
            guard newValue != layout.text else { return }
            layout = TextLayout(text: newValue, font: layout.font, numberOfLines: layout.numberOfLines)
            invalidateIntrinsicContentSize()
        }
    }
    /// The font of the text (UIKit's `UIFont!`: nil restores the default, the 17-point system font).
    open var font: Font! {
        get { layout.font }
        set {
            let font = newValue ?? Font()
            guard font != layout.font else { return }
            layout = TextLayout(text: layout.text, font: font, numberOfLines: layout.numberOfLines)
            invalidateIntrinsicContentSize()
        }
    }
    /// The colour the text is drawn in (UIKit's `UIColor!`: nil restores the default, black).
    open var textColor: Color! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .black }
    }
    private var storedTextColor = Color.black
    /// Where lines sit across the label's width when drawn (`.natural`: the leading side).
    open var textAlignment = TextAlignment.natural
    /// The most lines shown; 0 means no limit. One line by default.
    open var numberOfLines: Int {
        get { layout.numberOfLines }
        set {
            guard newValue != layout.numberOfLines else { return }
            layout = TextLayout(text: layout.text, font: layout.font, numberOfLines: newValue)
            invalidateIntrinsicContentSize()
        }
    }
    /// How text that does not fit is drawn (`.byTruncatingTail` by default, as UIKit's); sizes are
    /// the same for every mode.
    open var lineBreakMode = LineBreakMode.byTruncatingTail
    /// Whether the text may be drawn smaller to fit (kept: sizes use the font as set, as UIKit's
    /// intrinsic size does).
    open var adjustsFontSizeToFitWidth = false
    /// How far `adjustsFontSizeToFitWidth` may shrink the text (kept).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the text size of the label's traits: a font from
    /// `preferredFont(forTextStyle:)` is made again for the new size when they change, as UIKit's
    /// is; any other font stays as set.
    public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adaptToTraits() } }
    }
    /// The text with attributes; it is measured and drawn as its characters in `font`.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText, storedAttributedText.string == text { return storedAttributedText }
            return text.map { NSAttributedString(string: $0) }
        }
        set {
            storedAttributedText = newValue
            text = newValue?.string
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// The width to wrap at; 0 means the label's own width from the last layout.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width the current measurement wrapped at, when it used the layout's width.
    private var measuredWrapWidth: CGFloat?

    /// The lines the text breaks into at the current wrap width.
    public var lines: [Substring] { layout.lines(wrappingAt: measuredWidth) }

    /// How many lines the text takes at the current wrap width, and the widest line's width.
    private var textSize: (lineCount: Int, widest: CGFloat) {
        let width = measuredWidth
        // Most asks repeat the last one's width: those only read the layout.
        if let size = layout.cachedSize(wrappingAt: width) { return size }
        return layout.size(wrappingAt: width)
    }

    /// The width the text wraps at: none for a single line.
    private var measuredWidth: CGFloat? {
        numberOfLines == 1 ? nil : wrapWidth.map { max(0, $0 - horizontalTextInset) }
    }

    /// The label's lines as drawn, in its font, colour and alignment, from the origin of the
    /// rectangle `drawText(in:)` was given (the bounds unless a subclass insets them).
    open override var drawnText: DrawnText? {
        drawText(in: bounds)
        return DrawnText(lines: drawnLines.map { Substring($0) }, font: font, color: textColor, alignment: textAlignment,
                         origin: textDrawingRect.map { $0.origin } ?? .zero)
    }

    /// Draws the text in `rect`: a subclass overrides it to inset the text, calling super with
    /// the smaller rectangle, whose origin `drawnText` starts the lines at.
    open func drawText(in rect: CGRect) {
        if rect != bounds || textDrawingRect != nil { keep(\Label.textDrawingRect, rect) }
    }
    /// The rectangle `drawText(in:)` was last given, when it was not the bounds.
    package var textDrawingRect: CGRect? { kept(\Label.textDrawingRect) ?? nil }

    /// The rectangle the text takes within `bounds` in at most `numberOfLines` lines (0: any).
    /// UIKit's measuring asks it; the label's own measuring here does not, so an override
    /// changes what its callers see, and `intrinsicContentSize` is what to override for the size.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let width: CGFloat? = numberOfLines == 1 || !bounds.width.isFinite ? nil : max(0, bounds.width)
        let wrapped = layout.lines(wrappingAt: width)
        let count = numberOfLines > 0 ? min(numberOfLines, wrapped.count) : wrapped.count
        let widest = wrapped.prefix(count).map { font.width(of: $0) }.max() ?? 0
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(widest.rounded(.up), bounds.width),
                      height: min(layout.height(ofLines: count), bounds.height))
    }

    /// Whether the label is enabled (kept: the text's colour does not change here).
    open var isEnabled: Bool {
        get { kept(\Label.isEnabled) ?? true }
        set { keep(\Label.isEnabled, newValue) }
    }
    /// Whether truncated text expands when a pointer hovers (kept).
    open var showsExpansionTextWhenTruncated: Bool {
        get { kept(\Label.showsExpansionTextWhenTruncated) ?? false }
        set { keep(\Label.showsExpansionTextWhenTruncated, newValue) }
    }

    /// Room the text does not take across the view (a text view's padding and insets), set by
    /// the subclass that has such room.
    package var horizontalTextInset: CGFloat = 0 {
        didSet { if horizontalTextInset != oldValue { invalidateIntrinsicContentSize() } }
    }


    /// The width a size-fitting pass is trying, which takes the place of the measured one meanwhile.
    private var trialWrapWidth: CGFloat?
    override var fittingWrapWidth: CGFloat? {
        get { trialWrapWidth }
        set { trialWrapWidth = newValue }
    }

    /// Whether the label wraps at the width layout gives it (several lines, no preferred width).
    override var wrapsToItsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    override var sizeToFitWidthLimit: CGFloat { max(preferredMaxLayoutWidth, 0) }

    var wrapWidth: CGFloat? {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return trialWrapWidth ?? measuredWrapWidth
    }

    open override var intrinsicContentSize: CGSize {
        let size = textSize
        guard size.lineCount > 0 else { return .zero }
        return CGSize(width: size.widest.rounded(.up), height: height(ofLines: size.lineCount))
    }

    /// The text's size wrapped at `size.width` (its natural width when that is not positive),
    /// within `numberOfLines`, as UIKit's `sizeThatFits`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 || !size.width.isFinite ? nil : max(0, size.width - horizontalTextInset)
        let fitting = layout.fittingSize(wrappingAt: width)
        return CGSize(width: fitting.width + horizontalTextInset, height: fitting.height)
    }

    open override var hasTextBaselines: Bool { true }

    open override var firstBaselineOffsetFromTop: CGFloat { font.ascender }

    open override var lastBaselineOffsetFromBottom: CGFloat {
        // The intrinsic height from the same measurement, not a second look-up of it.
        layout.lastBaselineOffsetFromBottom(ofLines: textSize.lineCount)
    }

    /// The height of `count` lines of the label's font, rounded up to whole points.
    private func height(ofLines count: Int) -> CGFloat { layout.height(ofLines: count) }

    override func applyEngineFrame(_ frame: CGRect) {
        super.applyEngineFrame(frame)
        guard wrapsToItsWidth, frame.width > 0, measuredWrapWidth != frame.width else {
            return
        }
        measuredWrapWidth = frame.width
        if let engine = engineIfCreated, engine.isInLayoutBatch {
            engine.deferredIntrinsicChanges.append(itemReference)
        } else {
            invalidateIntrinsicContentSize()
        }
    }

    // MARK: Highlight, shadow and shrinking, kept: renderers draw the text plain

    /// The text colour while highlighted.
    open var highlightedTextColor: Color? {
        get { kept(\Label.highlightedTextColor) ?? nil }
        set { keep(\Label.highlightedTextColor, newValue) }
    }
    /// Whether the label draws highlighted.
    open var isHighlighted: Bool { get { kept(\Label.isHighlighted) ?? false } set { keep(\Label.isHighlighted, newValue) } }
    /// The text's shadow colour.
    open var shadowColor: Color? { get { kept(\Label.shadowColor) ?? nil } set { keep(\Label.shadowColor, newValue) } }
    /// The text's shadow offset (0, -1 by default).
    open var shadowOffset: CGSize {
        get { kept(\Label.shadowOffset) ?? CGSize(width: 0, height: -1) }
        set { keep(\Label.shadowOffset, newValue) }
    }
    /// Whether letters tighten before truncating.
    open var allowsDefaultTighteningForTruncation: Bool {
        get { kept(\Label.allowsDefaultTighteningForTruncation) ?? false }
        set { keep(\Label.allowsDefaultTighteningForTruncation, newValue) }
    }
    /// How shrunk text sits on its baseline.
    open var baselineAdjustment: BaselineAdjustment {
        get { kept(\Label.baselineAdjustment) ?? .alignBaselines }
        set { keep(\Label.baselineAdjustment, newValue) }
    }
    /// How text shrunk to fit sits (UIKit's `UIBaselineAdjustment`).
    public enum BaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }
}
