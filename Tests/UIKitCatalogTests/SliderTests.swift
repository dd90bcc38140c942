import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog
import LayoutTestSupport

/// Sliders: the track's, thumb's and value images' rectangles, images by state, and dragging.
@Suite struct SliderTests {
    private let square = { (side: CGFloat) in Image(size: CGSize(width: side, height: side)) }

    @Test func theTrackAndThumbFollowTheBoundsAndValue() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let bounds = slider.bounds
        // 2 in from each end: 200 − 4 = 196 wide; 4 high around the middle line 15.5.
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 2, y: 13.5, width: 196, height: 4))
        // The thumb travels 196 − 28 = 168: half of it is 84, from 2; its middle on 15.5.
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5) == CGRect(x: 86, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0).minX == 2)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 1).maxX == 198)
        // Outside the range the thumb stays at the end.
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 5).maxX == 198)
        slider.minimumValue = 10
        slider.maximumValue = 20
        // 15 is half of 10…20.
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 15).minX == 86)
    }

    @Test func valueImagesTakeRoomFromTheTrack() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds).size == .zero)
        slider.minimumValueImage = square(20)
        slider.maximumValueImage = square(10)
        // Centred on 15.5: 20 high from 5.5; 10 high from 10.5, ending at 200.
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 190, y: 10.5, width: 10, height: 10))
        // 8 past each image: from 28 to 182.
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 28, y: 13.5, width: 154, height: 4))
    }

    @Test func imagesAreKeptByStateAndFallBackToTheNormalOnes() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.currentThumbImage == nil && slider.thumbImage(for: .normal) == nil)
        slider.setThumbImage(square(30), for: .normal)
        slider.setThumbImage(square(40), for: .highlighted)
        slider.setMinimumTrackImage(Image(size: CGSize(width: 10, height: 6)), for: .normal)
        slider.setMaximumTrackImage(square(3), for: .disabled)
        #expect(slider.thumbImage(for: .selected) == square(30))
        #expect(slider.currentThumbImage == square(30))
        slider.isHighlighted = true
        #expect(slider.currentThumbImage == square(40))
        #expect(slider.currentMaximumTrackImage == nil && slider.maximumTrackImage(for: .disabled) == square(3))
        // The thumb takes its image's size and the track the minimum track image's height.
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 2, y: 12.5, width: 196, height: 6))
        // 196 − 40 = 156 of travel, none at the minimum; centred on 15.5.
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 2, y: -4.5, width: 40, height: 40))
        slider.isHighlighted = false
        slider.isEnabled = false
        #expect(slider.currentMaximumTrackImage == square(3) && slider.currentMinimumTrackImage?.size.height == 6)
        #expect(slider.behavioralStyle == .pad)
        slider.preferredBehavioralStyle = .mac
        #expect(slider.preferredBehavioralStyle == .mac && slider.behavioralStyle == .pad)
    }

    @Test func draggingTheThumbMovesTheValue() {
        let root = makeRoot()
        let slider = Slider(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
        root.addSubview(slider)
        var changes = 0
        slider.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        // At 0 the thumb is x 2…30 in the slider, centre 16: 26 in the root. Its centre at 100
        // (2 + 14 + 168 × 0.5) is half way: 110 in the root.
        root.drag(from: CGPoint(x: 26, y: 25), to: CGPoint(x: 110, y: 25))
        #expect(slider.value == 0.5 && changes == 1)
        // Not continuous: one change, when the finger lifts, back at 0.
        slider.isContinuous = false
        changes = 0
        root.drag(from: CGPoint(x: 110, y: 25), to: CGPoint(x: 26, y: 25), steps: 3)
        #expect(slider.value == 0 && changes == 1)
        // A touch far from the thumb (which is at 2…30) doesn't move it.
        root.drag(from: CGPoint(x: 190, y: 25), to: CGPoint(x: 150, y: 25))
        #expect(slider.value == 0 && changes == 1)
    }
}
