import Foundation

/// Read-only text (UIKit's `UILabel`), measured with ``Font``'s metrics.
///
/// A label with `numberOfLines != 1` wraps at word boundaries once it knows a width:
/// `preferredMaxLayoutWidth` if set, otherwise the width the last layout gave it — the label
/// then measures itself again and the layout pass runs once more, as UIKit does.
open class Label: View {
    /// The text shown.
    public var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font of the text.
    public var font = Font() { didSet { if font != oldValue { textDidChange() } } }
    /// The colour the text is drawn in (black by default).
    public var textColor = Color.black
    /// Where lines sit across the label's width when drawn (`.natural`: the leading side).
    public var textAlignment = TextAlignment.natural
    /// The most lines shown; 0 means no limit. One line by default.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// How text that does not fit is drawn (`.byTruncatingTail` by default, as UIKit's); sizes are
    /// the same for every mode.
    public var lineBreakMode = LineBreakMode.byTruncatingTail
    /// Whether the text may be drawn smaller to fit (kept: sizes use the font as set, as UIKit's
    /// intrinsic size does).
    public var adjustsFontSizeToFitWidth = false
    /// How far `adjustsFontSizeToFitWidth` may shrink the text (kept).
    public var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the user's text size (kept: the default size is the only one here).
    public var adjustsFontForContentSizeCategory = false
    /// The text with attributes; it is measured and drawn as its characters in `font`.
    public var attributedText: NSAttributedString? {
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
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width the current measurement wrapped at, when it used the layout's width.
    private var measuredWrapWidth: CGFloat?

    /// The last measurement and the wrap width it used: the engine asks for the intrinsic size
    /// and the baselines several times per pass, and breaking text into lines is the costly part.
    /// The lines themselves are made only when asked for (drawing); sizing needs only their
    /// number and the widest.
    private var measurement: (width: CGFloat?, size: (lineCount: Int, widest: CGFloat), lines: [Substring]?)?

    /// The lines the text breaks into at the current wrap width.
    public var lines: [Substring] {
        guard let text, !text.isEmpty else { return [] }
        let width = measuredWidth
        if let measurement, measurement.width == width, let lines = measurement.lines { return lines }
        let lines = font.lines(of: text, width: width, maximumLines: numberOfLines == 1 ? 1 : numberOfLines)
        measurement = (width, font.measure(lines: lines), lines)
        return lines
    }

    /// How many lines the text takes at the current wrap width, and the widest line's width.
    private var textSize: (lineCount: Int, widest: CGFloat) {
        guard let text, !text.isEmpty else { return (0, 0) }
        let width = measuredWidth
        if let measurement, measurement.width == width { return measurement.size }
        let size = font.measure(text, width: width, maximumLines: numberOfLines == 1 ? 1 : numberOfLines)
        measurement = (width, size, nil)
        return size
    }

    /// The width the text wraps at: none for a single line.
    private var measuredWidth: CGFloat? {
        numberOfLines == 1 ? nil : wrapWidth.map { max(0, $0 - horizontalTextInset) }
    }

    /// Room the text does not take across the view (a text view's padding and insets).
    var horizontalTextInset: CGFloat { 0 }

    private func textDidChange() {
        measurement = nil
        invalidateIntrinsicContentSize()
    }

    /// The width a size-fitting pass is trying, which takes the place of the measured one meanwhile.
    var fittingWrapWidth: CGFloat?

    /// Whether the label wraps at the width layout gives it (several lines, no preferred width).
    var wrapsToItsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    var wrapWidth: CGFloat? {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return fittingWrapWidth ?? measuredWrapWidth
    }

    open override var intrinsicContentSize: CGSize {
        let size = textSize
        guard size.lineCount > 0 else { return .zero }
        return CGSize(width: size.widest.rounded(.up), height: (CGFloat(size.lineCount) * font.lineHeight).rounded(.up))
    }

    /// The text's size wrapped at `size.width` (its natural width when that is not positive),
    /// within `numberOfLines`, as UIKit's `sizeThatFits`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 || !size.width.isFinite ? nil : max(0, size.width - horizontalTextInset)
        let measured = font.measure(text, width: width, maximumLines: numberOfLines == 1 ? 1 : numberOfLines)
        return CGSize(width: measured.widest.rounded(.up) + horizontalTextInset,
                      height: (CGFloat(measured.lineCount) * font.lineHeight).rounded(.up))
    }

    open override var hasTextBaselines: Bool { true }

    open override var firstBaselineOffsetFromTop: CGFloat { font.ascender }

    open override var lastBaselineOffsetFromBottom: CGFloat {
        let count = CGFloat(max(textSize.lineCount, 1))
        return intrinsicContentSize.height - ((count - 1) * font.lineHeight + font.ascender)
    }

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
}

/// A tappable title (UIKit's `UIButton`), sized to its title plus `contentEdgeInsets`.
open class Button: Control {
    /// UIKit's button types; the layout is the same for each.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The type the button was made with (`.system` for `Button()`).
    public private(set) var buttonType = ButtonType.system

    /// A button of `type` (UIKit's `UIButton(type:)`).
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    /// A button of `type` that runs `primaryAction` when tapped, titled with the action's title
    /// and image (UIKit's `UIButton(type:primaryAction:)`).
    public convenience init(type: ButtonType = .system, primaryAction: Action?) {
        self.init(type: type)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { title = primaryAction.title }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// The title shown in the normal state (UIKit's `title(for: .normal)`).
    public var title: String? {
        didSet {
            guard title != oldValue else { return }
            titleLabelStorage?.text = title
            invalidateIntrinsicContentSize()
        }
    }
    /// The font of the title.
    public var font = Font() {
        didSet {
            guard font != oldValue else { return }
            if let label = titleLabelStorage, label.font != font { label.font = font }
            invalidateIntrinsicContentSize()
        }
    }

    /// The label showing the title, as UIKit's `titleLabel`: setting its font sets the button's.
    public var titleLabel: Label? {
        if let titleLabelStorage { return titleLabelStorage }
        let label = ButtonTitleLabel(button: self)
        titleLabelStorage = label
        return label
    }
    private var titleLabelStorage: ButtonTitleLabel?

    /// The view showing the normal state's image, as UIKit's `imageView`.
    public var imageView: ImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = ImageView(image: image)
        imageViewStorage = view
        return view
    }
    private var imageViewStorage: ImageView?
    /// Space around the content: 6 above and below, 12 at the sides by default.
    public var contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12) {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Moves the title inside the button (kept: as in UIKit, not part of the intrinsic size).
    public var titleEdgeInsets: EdgeInsets { get { kept(#function, .zero) } set { keep(#function, newValue) } }
    /// Moves the image inside the button (kept: as in UIKit, not part of the intrinsic size).
    public var imageEdgeInsets: EdgeInsets { get { kept(#function, .zero) } set { keep(#function, newValue) } }
    /// The configuration last set (see `Button+Configuration`), boxed: a button without one
    /// carries a reference, not the configuration's room.
    var storedConfiguration: Configuration? {
        get { configurationBox?.configuration }
        set { configurationBox = newValue.map(ConfigurationBox.init) }
    }
    private var configurationBox: ConfigurationBox?
    private final class ConfigurationBox {
        let configuration: Configuration
        init(_ configuration: Configuration) { self.configuration = configuration }
    }
    /// Space between the image and the title (a configuration's `imagePadding`; 0 otherwise).
    var imagePadding: CGFloat = 0 { didSet { if imagePadding != oldValue { invalidateIntrinsicContentSize() } } }

    // The normal state's values are stored on their own: they are the ones measured, at every
    // layout of every button; the other states' are looked up only when asked for.
    private var image: Image? {
        didSet {
            guard image != oldValue else { return }
            imageViewStorage?.image = image
            invalidateIntrinsicContentSize()
        }
    }
    private var titleColor: Color?
    private var otherTitles: [ControlState: String] = [:]
    private var otherTitleColors: [ControlState: Color] = [:]
    private var otherImages: [ControlState: Image] = [:]

    /// Sets the title for `state`; the normal state's is the one measured and drawn.
    public func setTitle(_ title: String?, for state: ControlState) {
        if state == .normal { self.title = title } else { otherTitles[state] = title }
    }

    /// The title for `state`, else the normal state's, as UIKit falls back.
    public func title(for state: ControlState) -> String? {
        state == .normal ? title : otherTitles[state] ?? title
    }

    /// Sets the title's colour for `state`.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        if state == .normal { titleColor = color } else { otherTitleColors[state] = color }
    }

    /// The colour set for the normal state's title, if one was (renderers draw the default as text).
    package var normalTitleColor: Color? { titleColor }

    /// The title's colour for `state`, else the normal state's, else UIKit's system blue.
    public func titleColor(for state: ControlState) -> Color {
        (state == .normal ? nil : otherTitleColors[state]) ?? titleColor ?? Color(hex: 0x007AFF)
    }

    /// Sets the image for `state`; the normal state's image is measured, before the title.
    public func setImage(_ image: Image?, for state: ControlState) {
        if state == .normal { self.image = image } else { otherImages[state] = image }
    }

    /// The image for `state`, else the normal state's.
    public func image(for state: ControlState) -> Image? {
        state == .normal ? image : otherImages[state] ?? image
    }

    /// The normal state's image, then its title, side by side, plus `contentEdgeInsets`.
    open override var intrinsicContentSize: CGSize {
        let image = self.image?.size ?? .zero
        let hasTitle = !(title ?? "").isEmpty
        let titleWidth = hasTitle ? font.width(of: Substring(title ?? "")).rounded(.up) : 0
        let titleHeight = hasTitle || image == .zero ? font.lineHeight.rounded(.up) : 0
        let padding = hasTitle && image != .zero ? imagePadding : 0
        return CGSize(width: image.width + padding + titleWidth + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(image.height, titleHeight) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var hasTextBaselines: Bool { true }

    open override var firstBaselineOffsetFromTop: CGFloat { contentEdgeInsets.top + font.ascender }

    open override var lastBaselineOffsetFromBottom: CGFloat {
        intrinsicContentSize.height - firstBaselineOffsetFromTop
    }
}

/// A button's `titleLabel`: its text is the button's title, and a font set on it is the button's.
final class ButtonTitleLabel: Label {
    private weak var button: Button?

    init(button: Button) {
        self.button = button
        super.init(frame: .zero)
        text = button.title
        font = button.font
    }

    override var font: Font {
        didSet { if let button, button.font != font { button.font = font } }
    }
}
