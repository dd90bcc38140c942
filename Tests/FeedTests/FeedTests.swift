import FeedWorkload
import Foundation
import Masonry
import Testing

@Suite struct FeedTests {
    @Test(arguments: [1, 10, 100])
    func engineMatchesManualLayout(count: Int) {
        let (feed, diagnostics) = LayoutDiagnostics.collect { () -> Feed in
            let feed = Feed(count: count)
            feed.root.layoutIfNeeded()
            return feed
        }
        #expect(diagnostics.isEmpty)
        #expect(ManualFeed.difference(feed, ManualFeed.frames(count: count)) < 1e-9)
        feed.root.frame.size.width = 320
        feed.root.layoutIfNeeded()
        #expect(ManualFeed.difference(feed, ManualFeed.frames(count: count, width: 320)) < 1e-9)
    }

    @Test func firstCellByHand() {
        let frames = ManualFeed.frames(count: 2)
        // Cell 0: "1m" at 13 pt is 2 × 7.8 = 15.6 → 16 wide, 15.6 → 16 tall, 375 - 8 - 16 = 351 in.
        #expect(frames[0][3].minX == 351 && frames[0][3].size == CGSize(width: 16, height: 16))
        // The name runs from 8 + 50 + 8 = 66 to 351 - 8 = 343: 277 wide, 20.4 → 21 tall.
        #expect(frames[0][2] == CGRect(x: 66, y: 8, width: 277, height: 21))
        // Body: (0 × 7 + 3) % 6 + 1 = 4 sentences, 359 wide, under the avatar at 66.
        #expect(frames[0][4].minX == 8 && frames[0][4].minY == 66 && frames[0][4].width == 359)
        // Buttons: (375 - 32) / 3 wide, 20.4 + 12 = 32.4 → 33 tall; the cell ends 8 below them.
        #expect(frames[0][5].width == 343.0 / 3 && frames[0][5].height == 33)
        #expect(frames[0][0].height == frames[0][5].maxY + 8)
        // Cell 1 starts 1 point below cell 0.
        #expect(frames[1][0].minY == frames[0][0].maxY + 1)
    }

    @Test func sizeFittingGivesTheManualHeight() {
        let cell = Feed.makeCell(4)
        let size = cell.cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        let expected = ManualFeed.cellFrames(4, width: 375, top: 0)[0]
        #expect(size == expected.size)
    }
}
