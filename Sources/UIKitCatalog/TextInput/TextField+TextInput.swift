import AutoLayout
import Foundation

// A text field as UITextInput sees it: positions are UTF-16 offsets into `text`; the selection
// is a range of them (none kept means a caret after the text, where setting `text` puts it); the
// caret and selection rectangles come from the font's advances along the one line, placed by the
// text rectangle and the alignment.

extension TextField: TextInput {
    /// The text's length in UTF-16 units.
    var textLength: Int { ((text ?? "") as NSString).length }

    /// The selection as offsets, kept within the text.
    var selectionRange: NSRange { selection.map(clamped) ?? NSRange(location: textLength, length: 0) }

    /// `range` kept within the text.
    func clamped(_ range: NSRange) -> NSRange {
        let length = textLength
        let start = min(max(range.location, 0), length)
        return NSRange(location: start, length: min(max(range.length, 0), length - start))
    }

    func textRange(_ range: NSRange) -> TextRange {
        TextRange(start: TextPosition(offset: range.location), end: TextPosition(offset: range.location + range.length))
    }

    /// Replaces `range` with `string` as typing does (asking the delegate when `asking`), then
    /// puts the caret after it; whether the change was made.
    @discardableResult
    func edit(_ range: NSRange, with string: String, asking: Bool) -> Bool {
        let range = clamped(range)
        if asking { guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return false } }
        inputDelegate?.textWillChange(self)
        text = ((text ?? "") as NSString).replacingCharacters(in: range, with: string)
        selection = NSRange(location: range.location + (string as NSString).length, length: 0)
        marked = nil
        inputDelegate?.textDidChange(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    /// `insertText(_:)`'s work: the text replaces the marked text, else the selection.
    func typeAtSelection(_ string: String) { edit(marked ?? selectionRange, with: string, asking: true) }

    /// `deleteBackward()`'s work: the selection goes, or else the character before the caret.
    func deleteAtSelection() {
        let selection = selectionRange
        if selection.length > 0 { edit(selection, with: "", asking: true); return }
        guard selection.location > 0 else { return }
        let character = ((text ?? "") as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1)
        edit(character, with: "", asking: true)
    }

    /// A hardware key's work: return ends editing if the delegate agrees, delete deletes,
    /// characters are typed; modifier shortcuts (command, control) type nothing.
    func typeKey(_ key: Key) {
        if key.characters == "\r" || key.characters == "\n" || key.keyCode == .keyboardReturnOrEnter {
            if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
        } else if key.characters == "\u{8}" || key.characters == "\u{7F}" || key.keyCode == .keyboardDeleteOrBackspace {
            deleteBackward()
        } else if key.modifierFlags.isDisjoint(with: [.command, .control]), !key.characters.isEmpty {
            insertText(key.characters)
        }
    }

    /// `setMarkedText(_:selectedRange:)`'s work: the marked text (or the selection) becomes
    /// `markedText`, marked, with the selection at `selectedRange` within it.
    func mark(_ markedText: String?, selecting selectedRange: NSRange) {
        let string = markedText ?? ""
        let target = marked ?? selectionRange
        guard edit(target, with: string, asking: false) else { return }
        let length = (string as NSString).length
        marked = length > 0 ? NSRange(location: target.location, length: length) : nil
        let start = min(max(selectedRange.location, 0), length)
        selection = NSRange(location: target.location + start, length: min(max(selectedRange.length, 0), length - start))
    }

    /// `selectedTextRange`'s setter: nil leaves a caret after the text.
    func select(_ range: TextRange?) {
        inputDelegate?.selectionWillChange(self)
        selection = range.map { clamped($0.nsRange) }
        inputDelegate?.selectionDidChange(self)
    }

    /// The position `offset` away, or nil outside the text.
    func moved(_ position: TextPosition, by offset: Int) -> TextPosition? {
        let target = position.offset + offset
        return (0...textLength).contains(target) ? TextPosition(offset: target) : nil
    }

    /// `position(from:in:offset:)`'s work: left and right move along the one line; up and down
    /// leave it, so there is no position.
    func moved(_ position: TextPosition, in direction: TextLayoutDirection, by offset: Int) -> TextPosition? {
        switch direction {
        case .right: moved(position, by: offset)
        case .left: moved(position, by: -offset)
        case .up, .down: offset == 0 ? position : nil
        }
    }

    /// The x of the caret before the character at `offset`, in the field's coordinates.
    func caretX(at offset: Int) -> CGFloat {
        let string = text ?? ""
        let font = self.font ?? Font()
        let rect = editingRect(forBounds: bounds)
        let prefix = (string as NSString).substring(to: min(max(offset, 0), (string as NSString).length))
        let whole = font.width(of: Substring(string)), before = font.width(of: Substring(prefix))
        let slack = max(0, rect.width - whole)
        let shift: CGFloat
        switch textAlignment {
        case .center: shift = slack / 2
        case .right: shift = slack
        default: shift = 0
        }
        return rect.minX + shift + before
    }

    /// The line's top and height: the font's line, centred in the editing rectangle.
    var lineBand: (y: CGFloat, height: CGFloat) {
        let rect = editingRect(forBounds: bounds), height = (font ?? Font()).lineHeight
        return (rect.midY - height / 2, height)
    }

    /// The caret at `position`: 2 points wide, the line's height.
    func caret(at position: TextPosition) -> CGRect {
        let band = lineBand
        return CGRect(x: caretX(at: position.offset), y: band.y, width: 2, height: band.height)
    }

    /// The rectangle the range's text covers on the line.
    func rectangle(for range: TextRange) -> CGRect {
        let band = lineBand, span = clamped(range.nsRange)
        let start = caretX(at: span.location), end = caretX(at: span.location + span.length)
        return CGRect(x: start, y: band.y, width: end - start, height: band.height)
    }

    /// The offset at a character boundary whose caret is nearest `point`, within `span`.
    func nearestOffset(to point: CGPoint, within span: NSRange) -> Int {
        let string = (text ?? "") as NSString
        var best = span.location, distance = CGFloat.infinity
        var offset = span.location
        while true {
            let gap = abs(caretX(at: offset) - point.x)
            if gap < distance { (best, distance) = (offset, gap) }
            guard offset < span.location + span.length else { break }
            offset = NSMaxRange(string.rangeOfComposedCharacterSequence(at: offset))
        }
        return best
    }

    /// The character under `point`, if the point is over the text.
    func character(at point: CGPoint) -> TextRange? {
        let string = (text ?? "") as NSString
        guard string.length > 0 else { return nil }
        var offset = 0
        while offset < string.length {
            let character = string.rangeOfComposedCharacterSequence(at: offset)
            if point.x >= caretX(at: character.location) && point.x < caretX(at: NSMaxRange(character)) { return textRange(character) }
            offset = NSMaxRange(character)
        }
        return nil
    }
}
