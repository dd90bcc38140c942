import Foundation
import Testing
import AutoLayout
import UIKitCatalog
import UIKitRuntime

/// A delegate that records what typing asks it.
private final class AskedDelegate: TextFieldDelegate {
    var asked: [String] = []
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        asked.append("\(range.location),\(range.length) \"\(string)\"")
        return true
    }
}

/// A field as phone-number formatting code subclasses it: no caret drawn.
private final class CaretlessField: TextField {
    override func caretRect(for position: TextPosition) -> CGRect { .zero }
}

@MainActor private func field(_ text: String) -> TextField {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.text = text
    return field
}

/// UITextInput on text fields: positions, the selection typing replaces, marked text, and
/// where the caret is drawn.
@Suite @MainActor struct TextFieldInputTests {
    @Test func positionsAreUTF16OffsetsWithinTheText() throws {
        let field = field("héllo")
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 5)
        let second = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.position(from: second, in: .left, offset: 2)?.offset == 0)
        #expect(field.position(from: second, in: .up, offset: 1) == nil)
        #expect(field.compare(second, to: field.endOfDocument) == .orderedAscending)
        let range = try #require(field.textRange(from: second, to: field.endOfDocument))
        #expect(field.text(in: range) == "llo")
    }

    @Test func typingReplacesTheSelectionAndMovesTheCaret() throws {
        let field = field("5551234")
        let delegate = AskedDelegate()
        field.delegate = delegate
        #expect(field.selectedTextRange?.start.offset == 7)  // a caret after the text
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        field.selectedTextRange = field.textRange(from: start, to: start)
        field.insertText("-")
        #expect(field.text == "555-1234")
        #expect(field.selectedTextRange?.start.offset == 4)
        field.deleteBackward()
        #expect(field.text == "5551234")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: start)
        field.deleteBackward()
        #expect(field.text == "1234")
        #expect(delegate.asked == ["3,0 \"-\"", "3,1 \"\"", "0,3 \"\""])
    }

    @Test func markedTextIsReplacedUntilUnmarked() {
        let field = field("ni")
        field.setMarkedText("ㄋ", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "niㄋ" && field.markedTextRange?.start.offset == 2 && field.selectedTextRange?.start.offset == 3)
        field.setMarkedText("你", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "ni你")
        field.unmarkText()
        #expect(field.markedTextRange == nil)
        field.insertText("好")
        #expect(field.text == "ni你好")
    }

    @Test func theCaretSitsAfterTheTextBeforeIt() throws {
        let field = field("abc")
        let font = field.font ?? Font()
        let rect = field.editingRect(forBounds: field.bounds)
        let caret = field.caretRect(for: try #require(field.position(from: field.beginningOfDocument, offset: 2)))
        // The caret's x: the text rectangle's left edge plus the width of "ab" in the field's font.
        #expect(caret.minX == rect.minX + font.width(of: "ab"))
        #expect(caret.width == 2 && caret.height == font.lineHeight)
        #expect(field.closestPosition(to: CGPoint(x: caret.minX + 1, y: 10))?.offset == 2)
        #expect(field.characterRange(at: CGPoint(x: rect.minX + 1, y: 10))?.start.offset == 0)
        #expect(CaretlessField().caretRect(for: field.beginningOfDocument) == .zero)
        let all = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        #expect(field.selectionRects(for: all).first?.rect.width == font.width(of: "abc"))
    }
}
