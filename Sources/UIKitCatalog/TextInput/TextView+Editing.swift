import AutoLayout
import Foundation

// Editing a text view: its text storage's edits lay it out again, typing replaces the
// selection, and the selection stays within the text.

extension TextView {
    /// What `interactionState` gives and takes: the selection and the scroll position.
    struct InteractionState {
        let selectedRange: NSRange
        let contentOffset: CGPoint
    }

    /// The text storage changed: the text is laid out again and the selection kept within it.
    func storageDidChange() {
        let string = textStorage.string
        guard string != layout.text ?? "" else { return }
        layout = TextLayout(text: string, font: layout.font, numberOfLines: layout.numberOfLines)
        let length = (string as NSString).length
        if selection.location + selection.length > length {
            let location = min(selection.location, length)
            selection = NSRange(location: location, length: min(selection.length, length - location))
        }
        textDidChange()
    }

    /// The attributes typed text takes when none were set: the text view's font and colour.
    var defaultTypingAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [NSAttributedString.Key("NSFont"): font ?? Font(pointSize: 12)]
        if let textColor { attributes[NSAttributedString.Key("NSColor")] = textColor }
        return attributes
    }

    /// `range` within the text; one outside it is reported.
    func clampedSelection(_ range: NSRange) -> NSRange {
        let length = (text as NSString).length
        guard range.location < 0 || range.length < 0 || range.location + range.length > length else { return range }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .misuse, message: "selectedRange {\(range.location), \(range.length)} is outside the text view's "
                + "\(length) characters; it is kept within them"))
        let location = min(max(range.location, 0), length)
        return NSRange(location: location, length: min(max(range.length, 0), length - location))
    }

    /// What the delete key removes: the selection, or the character before the insertion point;
    /// nil at the start of the text.
    var rangeDeletedBackward: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let string = text as NSString
        return string.rangeOfComposedCharacterSequence(at: selection.location - 1)
    }

    /// Replaces `range` with `string` in the typing attributes, if the delegate agrees; then the
    /// insertion point follows what was typed and the delegate is told.
    func type(_ string: String, over range: NSRange) {
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        textStorage.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: typingAttributes))
        selection = NSRange(location: range.location + (string as NSString).length, length: 0)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// The text's lines in the text view's coordinates (inside the insets and padding): as wide
    /// as the widest, as tall as the lines.
    var usedTextRect: CGRect {
        let size = layout.size(wrappingAt: textWidth)
        return CGRect(x: textContainerInset.left + lineFragmentPadding, y: textContainerInset.top,
                      width: size.widest, height: layout.height(ofLines: size.lineCount))
    }

    /// Scrolls to the line, as the text is wrapped, where `range` starts.
    func scrollToLine(containing range: NSRange) {
        layoutIfNeeded()
        let string: String = text
        let lines = layout.lines(wrappingAt: textWidth)
        let location = min(max(range.location, 0), (string as NSString).length)
        let index = lines.lastIndex { $0.startIndex.utf16Offset(in: string) <= location } ?? 0
        let lineHeight = layout.font.lineHeight
        let top = textContainerInset.top + CGFloat(index) * lineHeight
        scrollRectToVisible(CGRect(x: contentOffset.x, y: top, width: 1, height: lineHeight), animated: false)
    }

    /// Gives back an `interactionState`: its selection (kept within the text) and scroll position.
    func restore(_ state: Any) {
        guard let state = state as? InteractionState else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .misuse, message: "interactionState was given a \(Swift.type(of: state)), not a state a text "
                    + "view gave; nothing changes"))
            return
        }
        selectedRange = state.selectedRange
        contentOffset = state.contentOffset
    }
}
