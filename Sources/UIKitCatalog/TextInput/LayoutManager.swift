import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What lays a text storage out in text containers (UIKit's `NSLayoutManager`). A text view's
/// lays its text out as the text view does, in lines of its font wrapped at the container's
/// width less its padding; the glyph-level interface is not here (characters are the glyphs).
open class LayoutManager: NSObject {
    /// The text view whose text this lays out.
    weak var textView: TextView?

    /// The containers the text is laid out in, in order (the text view's one).
    open var textContainers: [TextContainer] { textView.map { [$0.textContainer] } ?? [] }
    /// The text laid out.
    open var textStorage: TextStorage? { textView?.textStorage }

    /// Lays out the text in `container` now, as the text view's layout pass does.
    open func ensureLayout(for container: TextContainer) {
        guard let textView, textContainers.contains(container) else { return }
        textView.layoutIfNeeded()
    }

    /// The rectangle the text's lines take in `container` (inside its insets and padding): as
    /// wide as the widest line, as tall as the lines. Zero for a container this does not manage.
    open func usedRect(for container: TextContainer) -> CGRect {
        guard let textView, textContainers.contains(container) else { return .zero }
        return textView.usedTextRect
    }
}
