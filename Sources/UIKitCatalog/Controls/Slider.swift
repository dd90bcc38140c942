import AutoLayout
import UIKitRuntime
import Foundation

/// A continuous value picked along a track (UIKit's `UISlider`): as wide as its constraints
/// make it, 31 high.
open class Slider: Control {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UISlider", Slider.self) }

    /// The value, kept within the range.
    open var value: Float = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    /// The lowest value (0).
    open var minimumValue: Float = 0 { didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; clampValue() } }
    /// The highest value (1).
    open var maximumValue: Float = 1 { didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; clampValue() } }
    /// Whether dragging sends value changes as it goes (kept).
    open var isContinuous = true
    /// Track and knob colours.
    open var minimumTrackTintColor: Color?, maximumTrackTintColor: Color?, thumbTintColor: Color?

    /// Sets the value.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    private func clampValue() { value = min(max(value, minimumValue), maximumValue) }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }
}
