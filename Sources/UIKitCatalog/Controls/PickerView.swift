import AutoLayout
import Foundation

/// Spinning wheels of choices (UIKit's `UIPickerView`): 216 high.
open class PickerView: View {
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 216) }
}
