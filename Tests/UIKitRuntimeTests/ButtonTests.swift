import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime

/// Buttons: their sizes from title, image, insets and configuration; their states; their actions.
@Suite struct ButtonTests {
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

    @Test func buttonsAreTheirTitleAndInsets() {
        let button = Button()
        button.title = "OK"
        // 2 × 10.2 = 20.4 → 21, plus 12 + 12; 20.4 → 21, plus 6 + 6.
        #expect(button.intrinsicContentSize == CGSize(width: 45, height: 33))
        button.contentEdgeInsets = .zero
        #expect(button.intrinsicContentSize == CGSize(width: 21, height: 21))
        #expect(button.firstBaselineOffsetFromTop == 16.15)
    }

    @Test func actionsRunForTheirEventsUnlessDisabled() {
        var taps: [String] = []
        let button = Button(type: .system, primaryAction: Action(title: "Send") { action in
            taps.append("\((action.sender as? Button)?.title(for: .normal) ?? "?")")
        })
        #expect(button.title(for: .normal) == "Send")
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .valueChanged)
        #expect(taps == ["Send"])
        button.isEnabled = false
        #expect(button.state == .disabled)
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == ["Send"])
    }

    @Test func buttonsMadeFromConfigurations() {
        var config = Button.Configuration.filled()
        config.title = "Sign In"
        config.cornerStyle = .capsule
        let button = Button(configuration: config)
        // 7 × 10.2 = 71.4 → 72, plus 12 + 12; 17 × 1.2 = 20.4 → 21, plus 7 + 7.
        #expect(button.intrinsicContentSize == CGSize(width: 96, height: 35))
        #expect(button.backgroundColor == .systemBlue && button.titleColor(for: .normal) == .white)
        config.image = Image(size: CGSize(width: 20, height: 20))
        config.imagePadding = 8
        button.configuration = config
        // 20 + 8 + 72 + 24 wide; the title's line (21) is taller than the image.
        #expect(button.intrinsicContentSize == CGSize(width: 124, height: 35))
        var large = Button.Configuration.plain()
        large.title = "Sign In"
        large.buttonSize = .large
        let plain = Button(configuration: large)
        // Large: 14 above and below, 20 at the sides: 72 + 40, 21 + 28.
        #expect(plain.intrinsicContentSize == CGSize(width: 112, height: 49) && plain.titleColor(for: .normal) == .systemBlue)
        #expect(plain.configuration?.title == "Sign In")
    }
}
