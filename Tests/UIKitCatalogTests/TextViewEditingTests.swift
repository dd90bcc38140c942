import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitCatalog

/// A text view's editing: its text storage, its selection moved by typing, its layout manager
/// and container, and scrolling to a range's line.
@Suite struct TextViewEditingTests {
    @Test func typingReplacesTheSelectionAndMovesTheInsertionPoint() {
        let textView = TextView()
        textView.text = "hello"
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))  // set text: the end
        textView.insertText(" world")
        #expect(textView.text == "hello world" && textView.selectedRange == NSRange(location: 11, length: 0))
        textView.selectedRange = NSRange(location: 0, length: 5)
        textView.insertText("J")
        #expect(textView.text == "J world" && textView.selectedRange == NSRange(location: 1, length: 0))
        textView.deleteBackward()
        #expect(textView.text == " world" && textView.selectedRange == NSRange(location: 0, length: 0))
        textView.deleteBackward()  // at the start: nothing to delete
        #expect(textView.text == " world")
    }

    @Test func aSelectionOutsideTheTextIsReportedAndKeptWithinIt() {
        let textView = TextView()
        textView.text = "abc"
        let (_, diagnostics) = LayoutDiagnostics.collect { textView.selectedRange = NSRange(location: 2, length: 5) }
        #expect(textView.selectedRange == NSRange(location: 2, length: 1))
        #expect(diagnostics.map(\.message) == [
            "selectedRange {2, 5} is outside the text view's 3 characters; it is kept within them",
        ])
    }

    @Test func theTextStorageIsTheTextAndItsEditsLayTheTextOut() {
        let textView = TextView()
        textView.isScrollEnabled = false
        textView.text = "hello"
        let storage: NSMutableAttributedString = textView.textStorage
        storage.append(NSAttributedString(string: "\nworld"))
        // Two lines of 14.4 (12 pt) → 29, plus the insets, 8 and 8.
        #expect(textView.text == "hello\nworld" && textView.intrinsicContentSize.height == 45)
        textView.selectedRange = NSRange(location: 11, length: 0)
        storage.deleteCharacters(in: NSRange(location: 0, length: 6))
        #expect(textView.text == "world" && textView.selectedRange == NSRange(location: 5, length: 0))
        textView.textStorage.beginEditing()
        textView.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "a")
        #expect(textView.text == "world")  // laid out at the end of the batch
        textView.textStorage.endEditing()
        #expect(textView.text == "a" && textView.attributedText.string == "a")
    }

    @Test func typedTextTakesTheTypingAttributes() {
        let textView = TextView()
        let font = NSAttributedString.Key("NSFont"), color = NSAttributedString.Key("NSColor")
        #expect(textView.typingAttributes[font] as? Font == Font(pointSize: 12) && textView.typingAttributes[color] as? Color == .black)
        textView.typingAttributes = [color: Color.red]
        textView.insertText("x")
        #expect(textView.attributedText.attribute(color, at: 0, effectiveRange: nil) as? Color == .red)
    }

    @Test func scrollingToARangeShowsItsLine() {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        textView.text = (0..<10).map { "line\($0)" }.joined(separator: "\n")
        // "line5" starts at 5 × 6 = 30: the sixth line, 8 + 5 × 14.4 = 80 to 94.4 down; shown at
        // the bottom of the 30-point frame: an offset of 64.4.
        textView.scrollRangeToVisible(NSRange(location: 30, length: 5))
        #expect(abs(textView.contentOffset.y - 64.4) < 1e-9)
        textView.scrollRangeToVisible(NSRange(location: 0, length: 0))  // the first line, 8 down
        #expect(textView.contentOffset.y == 8)
    }

    @Test func aContainerGivenIsTheTextViewsAndTheLayoutManagerMeasuresIt() {
        let container = TextContainer(size: CGSize(width: 100, height: 100))
        container.lineFragmentPadding = 10
        container.maximumNumberOfLines = 2
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), textContainer: container)
        #expect(textView.textContainer === container && textView.lineFragmentPadding == 10 && textView.numberOfLines == 2)
        #expect(container.widthTracksTextView && container.size.width == 300)
        textView.text = "hello"
        let manager = textView.layoutManager
        #expect(manager.textContainers == [container] && manager.textStorage === textView.textStorage)
        #expect(textView.textStorage.layoutManagers == [manager])
        manager.ensureLayout(for: container)
        // 5 characters × 7.2 = 36 wide, one line of 14.4 → 15, inside 8 of inset and 10 of padding.
        #expect(manager.usedRect(for: container) == CGRect(x: 10, y: 8, width: 36, height: 15))
        #expect(manager.usedRect(for: TextContainer()) == .zero)
    }

    @Test func theInteractionStateGivesBackTheSelectionAndScroll() {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        textView.text = "some text to select"
        textView.selectedRange = NSRange(location: 5, length: 4)
        textView.contentOffset = CGPoint(x: 0, y: 6)
        let state = textView.interactionState
        textView.selectedRange = NSRange(location: 0, length: 0)
        textView.contentOffset = .zero
        textView.interactionState = state
        #expect(textView.selectedRange == NSRange(location: 5, length: 4) && textView.contentOffset.y == 6)
        let (_, diagnostics) = LayoutDiagnostics.collect { textView.interactionState = "nothing" }
        #expect(diagnostics.map(\.message) == ["interactionState was given a String, not a state a text view gave; nothing changes"])
        let field = TextField()
        let (_, fieldDiagnostics) = LayoutDiagnostics.collect { field.interactionState = 1 }
        #expect(fieldDiagnostics.count == 1 && (field.interactionState as? TextField.InteractionState)?.wasEditing == false)
    }

    @Test func settingsWithoutAPanelOrMenuAreKept() {
        let textView = TextView()
        #expect(!textView.allowsEditingTextAttributes && !textView.clearsOnInsertion && !textView.usesStandardTextScaling)
        #expect(!textView.isFindInteractionEnabled && textView.linkTextAttributes.isEmpty)
        textView.isFindInteractionEnabled = true
        textView.linkTextAttributes = [NSAttributedString.Key("NSUnderline"): 1]
        #expect(textView.isFindInteractionEnabled && textView.linkTextAttributes.count == 1)
    }
}
