import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// Frame code's sizes: `sizeToFit` and `sizeThatFits` of labels, plain views and controls.
@Suite struct SizeThatFitsTests {
    @Test func labelsSizeToTheirTextAndWrapToAWidth() {
        let label = Label()
        label.text = "Hello world"
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 113, height: 21))  // 11 × 10.2 = 112.2 → 113; 20.4 → 21
        label.numberOfLines = 0
        // At 60 wide the words go on two lines: 2 × 20.4 = 40.8 → 41; the wider, "world", 51.
        #expect(label.sizeThatFits(CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 51, height: 41))
        let plain = View(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(plain.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
        #expect(Switch().sizeThatFits(.zero) == CGSize(width: 51, height: 31))
    }
}
