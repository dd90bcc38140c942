import AutoLayout
import UIKitRuntime
import Foundation

// Bars, pickers and the stepper, with the sizes UIKit gives them by default on a phone; their
// content is kept for screen code to read back.

/// A minus/plus pair (UIKit's `UIStepper`): 94 × 32, hugging at 750.
open class Stepper: Control {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIStepper", Stepper.self) }

    /// The value, kept within the range and changed by `stepValue`.
    public var value: Double = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    public var minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1
    /// Whether the value wraps past its ends, and repeats while held (kept).
    public var wraps = false, autorepeat = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
}
