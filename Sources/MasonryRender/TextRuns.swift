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

/// The lines of text `view` draws in `frame` (its frame in the root's coordinates), at their
/// baselines, aligned within the view's width.
package func textRuns(of view: View, in frame: CGRect) -> [TextRun] {
    var lines: [Substring] = [], font = Font(), top = frame.minY, left = frame.minX
    var color: Color?, alignment = TextAlignment.left
    if let label = view as? Label {
        lines = label.drawnLines.map { Substring($0) }
        if let textView = label as? TextView {
            top += textView.textContainerInset.top
            left += textView.textContainerInset.left + textView.lineFragmentPadding
        }
        font = label.font
        color = label.textColor
        alignment = label.textAlignment
    } else if let field = view as? TextField {
        let isEmpty = (field.text ?? "").isEmpty
        lines = [Substring(isEmpty ? field.placeholder ?? "" : field.text ?? "")]
        font = field.font ?? Font()
        color = isEmpty ? .placeholderText : field.textColor
        alignment = field.textAlignment
        // Centred in the field's height, as UIKit's text fields centre their text.
        let insets = field.borderStyle.insets
        top += insets.top + (frame.height - insets.top - insets.bottom - font.lineHeight.rounded(.up)) / 2
        left += insets.left
    } else if let button = view as? Button, let title = button.title {
        lines = [Substring(title)]
        font = button.font
        color = button.normalTitleColor
        // Centred, as UIKit centres a button's image and title in whatever size it has.
        let image = button.image(for: .normal)?.size.width ?? 0
        let insets = button.contentEdgeInsets
        top += insets.top + (frame.height - insets.top - insets.bottom - font.lineHeight.rounded(.up)) / 2
        left += insets.left + image + (frame.width - insets.left - insets.right - image - font.width(of: Substring(title))) / 2
    }
    if alignment == .natural {
        alignment = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }
    return lines.enumerated().map { index, line in
        let width = font.width(of: line)
        let x: CGFloat
        switch alignment {
        case .center: x = frame.midX - width / 2
        case .right: x = frame.maxX - width
        default: x = left
        }
        return TextRun(text: line, x: x, baseline: top + CGFloat(index) * font.lineHeight + font.ascender,
                       width: width, font: font, color: color)
    }
}
