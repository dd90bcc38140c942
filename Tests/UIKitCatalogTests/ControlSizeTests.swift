import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// The catalogue's controls and bars have UIKit's intrinsic sizes.
@Suite struct ControlSizeTests {
    @Test func controlsHaveUIKitsIntrinsicSizes() {
        #expect(Switch().intrinsicContentSize == CGSize(width: 51, height: 31))
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
