import AutoLayout
import Foundation

/// Spinning wheels of choices (UIKit's `UIPickerView`): 216 high.
open class PickerView: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIPickerView", PickerView.self) }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 216) }
}
