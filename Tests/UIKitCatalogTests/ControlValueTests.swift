import Foundation
import Testing
import AutoLayout
import UIKitCatalog

/// Controls' values and states: a spinner hides while stopped; values stay in their ranges.
@Suite struct ControlValueTests {
    @Test func aSpinnerHidesWhileStopped() {
        let spinner = ActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test func valuesStayInTheirRanges() {
        let slider = Slider()
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10)
        slider.maximumValue = 5
        #expect(slider.value == 5)
        let pages = PageControl()
        pages.numberOfPages = 2
        pages.currentPage = 7
        #expect(pages.currentPage == 1)
        let segments = SegmentedControl(items: ["A", "B"])
        segments.selectedSegmentIndex = 1
        segments.removeSegment(at: 0, animated: false)
        #expect(segments.selectedSegmentIndex == SegmentedControl.noSegment)
    }
}
