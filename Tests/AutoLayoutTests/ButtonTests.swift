import Foundation
import Testing
@testable import AutoLayout

/// Buttons' states and images, fonts' weights, labels' text attributes.
@Suite struct ControlTests {
    @Test func aButtonMeasuresItsNormalImageAndTitle() {
        let button = Button()
        // No title: one line tall, 17 pt → 20.4 → 21, plus 6 + 6; 12 + 12 wide.
        #expect(button.intrinsicContentSize == CGSize(width: 24, height: 33))
        button.setTitle("Send", for: .normal)
        button.setTitle("Sending", for: .highlighted)
        // "Send": 4 × 10.2 = 40.8 → 41, plus 24.
        #expect(button.intrinsicContentSize == CGSize(width: 65, height: 33))
        #expect(button.title == "Send" && button.title(for: .highlighted) == "Sending" && button.title(for: .disabled) == "Send")
        button.setImage(Image(size: CGSize(width: 30, height: 30)), for: .normal)
        // Image then title: 30 + 41 + 24 wide; max(30, 21) + 12 tall.
        #expect(button.intrinsicContentSize == CGSize(width: 95, height: 42))
        #expect(button.image(for: .selected)?.size == CGSize(width: 30, height: 30))
        #expect(button.titleColor(for: .normal) == Color(hex: 0x007AFF))
        button.setTitleColor(.red, for: .normal)
        #expect(button.titleColor(for: .highlighted) == .red)
        button.setTitle(nil, for: .normal)
        button.title = "Again"
        #expect(button.title(for: .normal) == "Again")
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
