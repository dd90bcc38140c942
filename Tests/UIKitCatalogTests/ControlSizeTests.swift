import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// The catalogue's controls and bars have UIKit's intrinsic sizes.
@Suite struct ControlSizeTests {
    @Test func controlsHaveUIKitsIntrinsicSizes() {
        // The track, 49 × 31; the frame reaches 2 points further right (Xcode lays a switch out so).
        #expect(Switch().intrinsicContentSize == CGSize(width: 49, height: 31))
        #expect(Switch().alignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(Switch().contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(ActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(Slider().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 31))
        #expect(ProgressView(progressViewStyle: .default).intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 4))
        // "One" and "Two": 3 × 13 × 0.6 = 23.4 → 24, + 12 each side = 48 a segment.
        #expect(SegmentedControl(items: ["One", "Two"]).intrinsicContentSize == CGSize(width: 96, height: 32))
        let pages = PageControl()
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 64, height: 26))  // 3 × 16 + 16
    }

    @Test func barsAndPickersHaveUIKitsHeights() {
        #expect(Stepper().intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(SearchBar().intrinsicContentSize.height == 56)
        #expect(Toolbar().intrinsicContentSize.height == 44)
        #expect(TabBar().intrinsicContentSize.height == 49)
        let picker = DatePicker()
        #expect(picker.intrinsicContentSize.height == 34)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize.height == 216)
        let stepper = Stepper()
        stepper.value = 120
        #expect(stepper.value == 100)
    }
}

/// Constraints align a view's alignment rect; its frame reaches beyond by its insets.
@MainActor @Suite struct AlignmentRectTests {
    @Test func aSwitchAtTheTrailingEdgeOverhangsItByTwoPoints() {
        let row = View(frame: CGRect(x: 0, y: 0, width: 374, height: 31))
        let toggle = Switch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(toggle)
        LayoutConstraint.activate([
            toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            toggle.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        row.layoutIfNeeded()
        // The track ends at 374 and is 49 wide (325 to 374); the frame is 2 wider.
        #expect(toggle.frame == CGRect(x: 325, y: 0, width: 51, height: 31))
        #expect(toggle.alignmentRect(forFrame: toggle.frame) == CGRect(x: 325, y: 0, width: 49, height: 31))
        #expect(toggle.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 49, height: 31)).width == 51)
    }

    @Test func anAutoresizingSwitchKeepsTheFrameItWasGiven() {
        let row = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let toggle = Switch(frame: CGRect(x: 10, y: 6, width: 51, height: 31))
        row.addSubview(toggle)
        row.layoutIfNeeded()
        #expect(toggle.frame == CGRect(x: 10, y: 6, width: 51, height: 31))
    }
}
