import AutoLayout
import Foundation

/// A line of a view's text, placed: what every renderer draws for labels, text fields, text
/// views and buttons, so that they all put the same text in the same place.
package struct TextRun {
    package let text: Substring
    /// The start of the line, in the root's coordinates.
    package let x: CGFloat
    /// The baseline, in the root's coordinates.
    package let baseline: CGFloat
    /// The line's width in its font.
    package let width: CGFloat
    package let font: Font
    package let color: Color?
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The lines of text `view` draws in `frame` (its frame in the root's coordinates), at their
/// baselines, aligned within the view's width.
package func textRuns(of view: View, in frame: CGRect) -> [TextRun] {
    guard let text = view.drawnText else { return [] }
    let font = text.font, top = frame.minY + text.origin.y, left = frame.minX + text.origin.x
    var alignment = text.alignment
    if alignment == .natural {
        alignment = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }
    return text.lines.enumerated().map { index, line in
        let width = font.width(of: line)
        let x: CGFloat
        switch alignment {
        case .center: x = frame.midX - width / 2
        case .right: x = frame.maxX - width
        default: x = left
        }
        return TextRun(text: line, x: x, baseline: top + CGFloat(index) * font.lineHeight + font.ascender,
                       width: width, font: font, color: text.color)
    }
}
