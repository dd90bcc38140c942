import Foundation
import Testing
@testable import MasonryExamples

/// The screens written as UIKit code is: stack views and a self-sizing cell.
@Suite struct UIKitScreenTests {
    @Test func stackViews() {
        let hidden = frames("Stack Views", state: 0)
        // The form is 320 - 2 × 20 = 280 wide. Down it: the title (24 × 1.2 = 28.8, rounded up to 29),
        // 12, the email field (36), 12, the password field, 24 (custom), the buttons (33): the hidden
        // error takes no space and no spacing of its own.
        #expect(hidden["title"] == rect(0, 0, 280, 29) && hidden["email"] == rect(0, 41, 280, 36))
        #expect(hidden["error"]?.height == 0 && hidden["password"] == rect(0, 89, 280, 36))
        // 89 + 36 + 24 = 149; the buttons share 280 less 10 equally: 135 each.
        #expect(hidden["buttons"] == rect(0, 149, 280, 33) && hidden["signIn"] == rect(145, 0, 135, 33))
        #expect(hidden["form"] == rect(20, 20, 280, 182))
        // Four 24-point icons between the margins (16 … 304): gaps of (288 - 96) / 3 = 64, centred in 44.
        #expect(["icon0", "icon1", "icon2", "icon3"].map { hidden[$0]?.minX } == [16, 104, 192, 280])
        #expect(hidden["icon0"]?.minY == 10 && hidden["toolbar"] == rect(0, 372, 320, 44))
        let shown = frames("Stack Views", state: 1)
        // The error label (the system font, 17 × 1.2 = 20.4, rounded up to 21) and a spacing of 12 come back.
        #expect(shown["error"] == rect(0, 89, 280, 21) && shown["password"] == rect(0, 122, 280, 36))
        #expect(shown["form"] == rect(20, 20, 280, 215))
        let centred = frames("Stack Views", state: 2)
        // Equal centring of three icons: centres 28, 160 and 292, 132 apart; the hidden fourth collapses after them.
        #expect(["icon0", "icon1", "icon2"].map { centred[$0]?.minX } == [16, 148, 280])
        #expect(centred["icon3"] == rect(304, 0, 0, 24))
    }

    @Test func selfSizingCells() {
        let screen = Examples.screen(named: "Self-Sizing Cells")!
        // 12 + the name (15 × 1.2 = 18) + 4 + the body's lines (14 × 1.2 = 16.8 each) + 12, at least the
        // avatar's 12 + 40 + 12 = 64: one line 62.8 → 64; two 79.6 → 80 (rounded up); four 113.2 → 114.
        #expect(screen.states[0].note == "heights 64, 80, 114")
        let cells = screen.states[0].frames
        #expect(cells["cell0"] == rect(0, 0, 320, 64) && cells["cell1"] == rect(0, 64, 320, 80))
        #expect(cells["cell2"] == rect(0, 144, 320, 114))
        // The last cell's content: the body from 12 + 40 + 10 = 62 to 320 - 12 = 308, below the name.
        #expect(cells["avatar"] == rect(12, 12, 40, 40) && cells["body"] == rect(62, 34, 246, 68))
    }
}
