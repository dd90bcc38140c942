import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The region text is laid out in (UIKit's `NSTextContainer`, an open `NSObject` as here). A
/// text view's container is the text view's own settings; one made with `init(size:)` keeps its
/// values itself.
open class TextContainer: NSObject {
    private weak var textView: TextView?
    private var detached = (padding: CGFloat(5), lines: 0, lineBreak: LineBreakMode.byWordWrapping, size: CGSize.zero)

    init(textView: TextView) {
        self.textView = textView
        super.init()
        widthTracksTextView = true
    }

    /// Makes this container `textView`'s: its own padding, line limit and line breaking become
    /// the text view's, and its width follows the text view's.
    func attach(to textView: TextView) {
        (textView.lineFragmentPadding, textView.numberOfLines, textView.lineBreakMode) =
            (detached.padding, detached.lines, detached.lineBreak)
        self.textView = textView
        widthTracksTextView = true
    }

    /// A container of `size` (`.zero` by default), for a text layout of its own.
    public init(size: CGSize = .zero) {
        detached.size = size
        super.init()
    }

    /// The region's size (kept); a text view's container is as wide as the text view while
    /// `widthTracksTextView`, and unbounded in height, as in UIKit.
    open var size: CGSize {
        get {
            guard let textView, widthTracksTextView else { return detached.size }
            return CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude)
        }
        set { detached.size = newValue }
    }
    /// Whether the width follows the text view's (true for a text view's container).
    open var widthTracksTextView = false
    /// Whether the height follows the text view's (kept).
    open var heightTracksTextView = false
    /// Regions text flows around (kept: lines are not shortened around them).
    open var exclusionPaths: [BezierPath] = []

    /// Space at each end of every line (the text view's `lineFragmentPadding`; 5 by default).
    open var lineFragmentPadding: CGFloat {
        get { textView?.lineFragmentPadding ?? detached.padding }
        set { if let textView { textView.lineFragmentPadding = newValue } else { detached.padding = newValue } }
    }
    /// The most lines shown, 0 for any (the text view's `numberOfLines`).
    open var maximumNumberOfLines: Int {
        get { textView?.numberOfLines ?? detached.lines }
        set { if let textView { textView.numberOfLines = newValue } else { detached.lines = newValue } }
    }
    /// How lines that do not fit end (the text view's `lineBreakMode`).
    open var lineBreakMode: LineBreakMode {
        get { textView?.lineBreakMode ?? detached.lineBreak }
        set { if let textView { textView.lineBreakMode = newValue } else { detached.lineBreak = newValue } }
    }
}
