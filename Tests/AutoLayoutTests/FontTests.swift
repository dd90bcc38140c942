import AutoLayout
import Foundation
import Testing

/// Line breaking with the deterministic metrics: a line's width is its character count × 0.6 × size.
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
        // "\r\n" is one character, so it is no newline.
        #expect(font.lines(of: "ab\r\ncd", width: nil) == ["ab\r\ncd"])
        #expect(font.width(of: "a\r\nb") == 18)
    }
}
