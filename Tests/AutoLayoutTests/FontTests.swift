import AutoLayout
import Foundation
import Testing

/// Fonts' weights, and line breaking with the deterministic metrics: a line's width is its character
/// count × 0.6 × size.
@Suite struct FontTests {
    // 10 pt: 6 points a character, so 30 points hold 5 characters.
    let font = Font(pointSize: 10)

    @Test func wrapsAtSpacesAndCountsTheSpacesBetweenWords() {
        // "aa bb" is 5 characters (fits); "cc" after two spaces would make 9; the long word stands alone.
        #expect(font.lines(of: "aa bb  cc dddddddddd", width: 30) == ["aa bb", "cc", "dddddddddd"])
        // Leading spaces start no line; trailing ones end none.
        #expect(font.lines(of: "  hi there  ", width: 30) == ["hi", "there"])
    }

    @Test func paragraphsLimitsAndNoWidth() {
        #expect(font.lines(of: "one\n\ntwo three", width: 60) == ["one", "", "two three"])
        #expect(font.lines(of: "a b c d", width: 6, maximumLines: 2) == ["a", "b"])
        #expect(font.lines(of: "x y\nz", width: nil) == ["x y", "z"])
        #expect(font.lines(of: "", width: 30) == [""])
    }

    @Test func textBeyondASCIIBreaksTheSameWay() {
        // The same text with accented letters (one character, two bytes each): the same breaks.
        #expect(font.lines(of: "áá bb  cc déddddddd", width: 30) == ["áá bb", "cc", "déddddddd"])
        #expect(font.width(of: "héllo") == 30)
        // A carriage return ends a line, alone or before a line feed (one character), as do the
        // line and paragraph separators, as in UIKit.
        #expect(font.lines(of: "ab\r\ncd", width: nil) == ["ab", "cd"])
        #expect(font.lines(of: "ab\rcd\u{2028}e\u{2029}f", width: nil) == ["ab", "cd", "e", "f"])
        #expect(font.width(of: "a\r\nb") == 18)
    }

    @Test func labelsSizeFromLineCountsAndTheWidestLineBeforeAndAfterDrawingItsLines() {
        // 10 pt, wrapped at 30 points (5 characters): "aa bb" / "cc" / "dddddddddd" — the widest is
        // 10 characters = 60 points; at most 2 lines: 2 × 12 = 24 points tall, widest of the two 30.
        let label = Label()
        label.font = font
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = 30
        label.text = "aa bb  cc dddddddddd"
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 24))
        #expect(label.lines == ["aa bb", "cc"])
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 60, height: 36))
        // Beyond ASCII the lines are measured as characters: "héllo" / "wörld!" (6 characters).
        label.text = "héllo wörld!"
        #expect(label.intrinsicContentSize == CGSize(width: 36, height: 24))
        #expect(label.lines == ["héllo", "wörld!"])
        // One line: up to the first newline, unwrapped.
        label.numberOfLines = 1
        label.text = "abc def\nghi"
        #expect(label.intrinsicContentSize == CGSize(width: 42, height: 12))
        #expect(label.lines == ["abc def"])
    }

    @Test func fontsKeepTheirWeightAndMeasureTheSame() {
        let bold = Font.boldSystemFont(ofSize: 20), light = Font.systemFont(ofSize: 20, weight: .light)
        #expect(bold.weight == .bold && light.weight == .light && Font.systemFont(ofSize: 20).weight == .regular)
        #expect(bold.width(of: "Hello") == light.width(of: "Hello") && bold.lineHeight == light.lineHeight)
        #expect(bold != light && Font.Weight.bold.cssWeight == 700 && Font.Weight.semibold.cssWeight == 600)
        let label = Label()
        #expect(label.textColor == .black && label.textAlignment == .natural)
    }
}
