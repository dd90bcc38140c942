import Foundation
import Testing
@testable import AutoLayout
import UIKitRuntime

/// Settings that change no frame — scroll indicators, title insets, tags, rendering modes — are kept
/// and read back, and views are measured as UIKit measures them with those settings.
@Suite struct NonLayoutSettingsTests {
    @Test func settingsThatChangeNoFrameAreKept() {
        let controller = ViewController()
        controller.title = "Settings"
        let scroll = ScrollView(), label = Label(), button = Button(type: .system), icon = ImageView()
        scroll.contentInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        scroll.showsVerticalScrollIndicator = false
        scroll.alwaysBounceVertical = true
        scroll.keyboardDismissMode = .onDrag
        label.attributedText = NSAttributedString(string: "Bold")
        label.adjustsFontForContentSizeCategory = true
        label.font = .monospacedDigitSystemFont(ofSize: 10, weight: .medium).withSize(20)
        button.setTitle("Go", for: .normal)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        icon.image = Image(size: CGSize(width: 24, height: 24)).withRenderingMode(.alwaysTemplate)
        icon.tag = 7
        icon.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let root: View = controller.view
        [scroll, label, button, icon].forEach(root.addSubview)
        // The attributed text is measured as its characters: 4 × 12 = 48, 20 × 1.2 = 24.
        #expect(controller.title == "Settings" && label.text == "Bold" && label.intrinsicContentSize == CGSize(width: 48, height: 24))
        // Title insets are not part of a button's size, as in UIKit: 2 × 10.2 → 21, + 24.
        #expect(button.intrinsicContentSize.width == 45 && root.viewWithTag(7) === icon && root.viewWithTag(8) == nil)
        #expect(icon.intrinsicContentSize == CGSize(width: 24, height: 24) && scroll.keyboardDismissMode == .onDrag)
    }
}
