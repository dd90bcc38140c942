import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// A text view's delegate, which UIKit makes a scroll view's delegate too.
private final class TextViewLog: TextViewDelegate {
    var events: [String] = []
    func textViewDidBeginEditing(_ textView: TextView) { events.append("begin") }
    func textViewDidEndEditing(_ textView: TextView) { events.append("end") }
    func scrollViewDidScroll(_ scrollView: ScrollView) { events.append("scroll \(scrollView.contentOffset.y)") }
}

/// UIKit's `UITextView` is a scroll view whose content is its text: with scrolling on, a fixed
/// size and a content size as tall as the text; the text laid out as a label's.
@Suite struct TextViewTests {
    private static let text = "The quick brown fox jumps over the lazy dog and keeps running far away"

    @Test func aScrollingTextViewIsAScrollViewAsTallAsItsText() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        let scrollView: ScrollView = textView
        textView.text = Self.text
        root.addSubview(textView)
        root.layoutIfNeeded()
        // Wrapped at 300 - 2 × 5 = 290 (12 pt: 7.2 a character, 40 to a line): two lines of 14.4,
        // 28.8 → 29, plus 8 above and 8 below: 45 of content in a 30-point frame.
        #expect(scrollView.contentSize == CGSize(width: 300, height: 45))
        #expect(textView.frame.height == 30)
        #expect(textView.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        // The text starts inside the inset and the padding, and moves up as the content scrolls.
        #expect(textView.drawnText?.origin == CGPoint(x: 5, y: 8))
        textView.contentOffset = CGPoint(x: 0, y: 15)
        #expect(textView.drawnText?.origin == CGPoint(x: 5, y: -7))
    }

    @Test func itsDelegateHearsEditingAndScrolling() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 30)), log = TextViewLog()
        root.addSubview(textView)
        textView.delegate = log
        #expect(textView.becomeFirstResponder())
        textView.contentOffset = CGPoint(x: 0, y: 4)
        #expect(textView.resignFirstResponder())
        #expect(log.events == ["begin", "scroll 4.0", "end"])
    }

    @Test func withoutScrollingItsBaselinesAndFittingSizeFollowTheText() {
        let textView = TextView()
        textView.isScrollEnabled = false
        textView.text = Self.text
        // Unwrapped: 70 characters × 7.2 = 504 → 504 + 10 of padding; one line, 14.4 → 15, + 16.
        #expect(textView.sizeThatFits(.zero) == CGSize(width: 514, height: 31))
        // At 300: two lines, the widest 39 characters × 7.2 = 280.8 → 281, + 10; 29 + 16 tall.
        #expect(textView.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 291, height: 45))
        // The first baseline: 8 of inset, then the 12-point font's ascender (0.95 × 12 = 11.4).
        #expect(textView.firstBaselineOffsetFromTop == 8 + 11.4)
    }
}
