import Foundation
import Testing
import UIKitLayout

/// Text lists' markers, and paragraph styles keeping their lists.
@Suite struct TextListTests {
    @Test func markersAreWrittenAsTheFormatSays() {
        #expect(NSTextList(markerFormat: .decimal).marker(forItemNumber: 12) == "12")
        #expect(NSTextList(markerFormat: .lowercaseAlpha).marker(forItemNumber: 28) == "ab")  // 26 letters, then aa, ab
        #expect(NSTextList(markerFormat: .uppercaseRoman).marker(forItemNumber: 1994) == "MCMXCIV")
        #expect(NSTextList(markerFormat: .lowercaseRoman).marker(forItemNumber: 4) == "iv")
        #expect(NSTextList(markerFormat: .uppercaseHexadecimal).marker(forItemNumber: 255) == "FF")
        #expect(NSTextList(markerFormat: .octal).marker(forItemNumber: 8) == "10")
        #expect(NSTextList(markerFormat: .disc).marker(forItemNumber: 3) == "\u{2022}")
        #expect(NSTextList(markerFormat: NSTextList.MarkerFormat("({decimal})")).marker(forItemNumber: 2) == "(2)")
        let list = NSTextList(markerFormat: .decimal, options: 1)
        #expect(list.isOrdered && !NSTextList(markerFormat: .check).isOrdered)
        #expect(list.listOptions == .prependEnclosingMarker && list.startingItemNumber == 1)
    }

    @Test func paragraphStylesKeepAndCopyTheirLists() {
        let style = NSMutableParagraphStyle(), list = NSTextList(markerFormat: .disc)
        #expect(style.textLists.isEmpty)
        style.textLists = [list]
        let copy = style.copy() as? NSParagraphStyle
        #expect(copy?.textLists == [list])
    }
}
