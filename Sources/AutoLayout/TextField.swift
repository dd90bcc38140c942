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
open class TextField: View {
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

    /// The text's (or placeholder's) size on one line, plus the border style's insets.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? Font()
        let shown = (text ?? "").isEmpty ? (placeholder ?? "") : (text ?? "")
        let insets = borderStyle.insets
        return CGSize(width: font.width(of: Substring(shown)).rounded(.up) + insets.left + insets.right,
                      height: font.lineHeight.rounded(.up) + insets.top + insets.bottom)
    }

    open override var hasTextBaselines: Bool { true }

    open override var firstBaselineOffsetFromTop: CGFloat { borderStyle.insets.top + (font ?? Font()).ascender }

    open override var lastBaselineOffsetFromBottom: CGFloat {
        intrinsicContentSize.height - firstBaselineOffsetFromTop
    }
}
