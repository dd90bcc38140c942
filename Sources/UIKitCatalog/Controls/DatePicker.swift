import AutoLayout
import UIKitRuntime
import Foundation

/// A date and time picker (UIKit's `UIDatePicker`): with the compact style (iOS 14's default)
/// 34 high, with the wheels 216.
open class DatePicker: Control {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIDatePicker", DatePicker.self) }

    /// What is picked.
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }
    /// How it shows.
    public enum Style: Int, Sendable { case automatic, wheels, compact, inline }

    public var date = Date()
    public var datePickerMode = Mode.dateAndTime
    public var preferredDatePickerStyle = Style.automatic { didSet { invalidateIntrinsicContentSize() } }
    public var minimumDate: Date?, maximumDate: Date?
    public var locale: Locale?

    /// Sets the date.
    public func setDate(_ date: Date, animated: Bool) { self.date = date }

    open override var intrinsicContentSize: CGSize {
        switch preferredDatePickerStyle {
        case .wheels: return CGSize(width: View.noIntrinsicMetric, height: 216)
        case .inline: return CGSize(width: View.noIntrinsicMetric, height: 330)
        case .automatic, .compact: return CGSize(width: View.noIntrinsicMetric, height: 34)
        }
    }
}
