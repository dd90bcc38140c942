import AutoLayout
import UIKitRuntime
import Foundation

/// A continuous value picked along a track (UIKit's `UISlider`): as wide as its constraints
/// make it, 31 high. Its geometry is iOS's: a 4-point track (or as high as its minimum track
/// image) centred across the bounds, 2 points in from each end or 8 from a value image, and a
/// 28-point thumb (or its image's size) whose edges meet the track's ends at the range's ends.
/// A touch on the thumb (or within 10 points of it) drags the value along the track.
open class Slider: Control {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UISlider", Slider.self) }

    /// The value, kept within the range.
    open var value: Float = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    /// The lowest value (0).
    open var minimumValue: Float = 0 { didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; clampValue() } }
    /// The highest value (1).
    open var maximumValue: Float = 1 { didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; clampValue() } }
    /// Whether dragging sends `.valueChanged` as the thumb moves, or once when it is let go.
    open var isContinuous = true
    /// The colour of the track below the value.
    open var minimumTrackTintColor: Color?
    /// The colour of the track above the value.
    open var maximumTrackTintColor: Color?
    /// The thumb's colour.
    open var thumbTintColor: Color?
    /// The image before the track's minimum end; its width takes room from the track.
    open var minimumValueImage: Image? { didSet { setNeedsLayout() } }
    /// The image after the track's maximum end; its width takes room from the track.
    open var maximumValueImage: Image? { didSet { setNeedsLayout() } }
    /// The style asked for (UIKit's: `.automatic`).
    open var preferredBehavioralStyle = BehavioralStyle.automatic
    /// The style shown: `.pad`, iOS's slider, whatever is asked for.
    open var behavioralStyle: BehavioralStyle { preferredBehavioralStyle.resolved }

    private var thumbImages: [ControlState: Image] = [:]
    private var minimumTrackImages: [ControlState: Image] = [:]
    private var maximumTrackImages: [ControlState: Image] = [:]
    /// Where the touch began relative to the thumb's centre, so the thumb doesn't jump to it.
    private var grabOffset: CGFloat = 0

    /// Sets the value.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    private func clampValue() { value = min(max(value, minimumValue), maximumValue) }

    // MARK: Images for each state, falling back to the normal state's as UIKit's do

    /// Sets the thumb's image for `state`; the thumb takes its size.
    open func setThumbImage(_ image: Image?, for state: ControlState) { thumbImages[state] = image; setNeedsLayout() }
    /// The thumb's image for `state`, else the normal state's.
    open func thumbImage(for state: ControlState) -> Image? { thumbImages[state] ?? thumbImages[.normal] }
    /// Sets the image of the track below the value for `state`; the track takes its height.
    open func setMinimumTrackImage(_ image: Image?, for state: ControlState) { minimumTrackImages[state] = image; setNeedsLayout() }
    /// The image of the track below the value for `state`, else the normal state's.
    open func minimumTrackImage(for state: ControlState) -> Image? { minimumTrackImages[state] ?? minimumTrackImages[.normal] }
    /// Sets the image of the track above the value for `state`.
    open func setMaximumTrackImage(_ image: Image?, for state: ControlState) { maximumTrackImages[state] = image; setNeedsLayout() }
    /// The image of the track above the value for `state`, else the normal state's.
    open func maximumTrackImage(for state: ControlState) -> Image? { maximumTrackImages[state] ?? maximumTrackImages[.normal] }
    /// The thumb's image in the slider's current state.
    open var currentThumbImage: Image? { thumbImage(for: state) }
    /// The image of the track below the value in the slider's current state.
    open var currentMinimumTrackImage: Image? { minimumTrackImage(for: state) }
    /// The image of the track above the value in the slider's current state.
    open var currentMaximumTrackImage: Image? { maximumTrackImage(for: state) }

    // MARK: Geometry, which subclasses override to move the track and thumb

    /// The minimum value image's rectangle: its size, at the leading edge, centred across
    /// `bounds` (empty there without an image).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The maximum value image's rectangle: its size, at the trailing edge, centred across
    /// `bounds` (empty there without an image).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track's rectangle: 4 high (or the current minimum track image's height), centred
    /// across `bounds`, 2 in from each end, or 8 past a value image.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let start = minimumValueImage == nil ? bounds.minX + 2 : minimumValueImageRect(forBounds: bounds).maxX + 8
        let end = maximumValueImage == nil ? bounds.maxX - 2 : maximumValueImageRect(forBounds: bounds).minX - 8
        let height = currentMinimumTrackImage?.size.height ?? 4
        return CGRect(x: start, y: bounds.midY - height / 2, width: max(end - start, 0), height: height)
    }

    /// The thumb's rectangle for `value`: 28 × 28 (or the current thumb image's size), centred
    /// on the track's middle line, its leading edge at the track's start for the minimum value and
    /// its trailing edge at the track's end for the maximum, in proportion between.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: 28, height: 28)
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat(min(max((value - minimumValue) / range, 0), 1)) : 0
        return CGRect(x: rect.minX + (rect.width - size.width) * fraction, y: rect.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    // MARK: Dragging the thumb

    /// A touch began: tracked when it lands on the thumb or within 10 points of it.
    open override func beginTracking(_ touch: Touch, with event: AutoLayout.Event?) -> Bool {
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        let location = touch.location(in: self)
        grabOffset = location.x - thumb.midX
        return thumb.insetBy(dx: -10, dy: -10).contains(location)
    }

    /// The touch moved: the thumb follows it along the track, sending `.valueChanged` when continuous.
    open override func continueTracking(_ touch: Touch, with event: AutoLayout.Event?) -> Bool {
        let previous = value
        value = value(atX: touch.location(in: self).x - grabOffset)
        if isContinuous, value != previous { sendActions(for: .valueChanged) }
        return true
    }

    /// The touch lifted: a slider that isn't continuous sends `.valueChanged` now.
    open override func endTracking(_ touch: Touch?, with event: AutoLayout.Event?) {
        if let touch { value = value(atX: touch.location(in: self).x - grabOffset) }
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    /// The value that puts the thumb's centre at `x`, within the range.
    private func value(atX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: minimumValue)
        let travel = track.width - thumb.width
        guard travel > 0 else { return minimumValue }
        let fraction = Float(min(max((x - track.minX - thumb.width / 2) / travel, 0), 1))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }
}
