import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The region a text view lays its text out in (UIKit's `NSTextContainer`), reaching the text
/// view's own settings.
public final class TextContainer {
    private weak var textView: TextView?
    init(textView: TextView) { self.textView = textView }

    /// Space at each end of every line (the text view's `lineFragmentPadding`).
    public var lineFragmentPadding: CGFloat {
        get { textView?.lineFragmentPadding ?? 0 }
        set { textView?.lineFragmentPadding = newValue }
    }
    /// The most lines shown, 0 for any (the text view's `numberOfLines`).
    public var maximumNumberOfLines: Int {
        get { textView?.numberOfLines ?? 0 }
        set { textView?.numberOfLines = newValue }
    }
    /// How lines that do not fit end (the text view's `lineBreakMode`).
    public var lineBreakMode: LineBreakMode {
        get { textView?.lineBreakMode ?? .byWordWrapping }
        set { textView?.lineBreakMode = newValue }
    }
}
