import AutoLayout
import Foundation

extension TextView {
    /// What kinds of data become links (UIKit's `UIDataDetectorTypes`).
    public struct DataDetectorTypes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
        public static let link = DataDetectorTypes(rawValue: 1 << 1)
        public static let address = DataDetectorTypes(rawValue: 1 << 2)
        public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
        public static let all = DataDetectorTypes(rawValue: UInt.max)
    }
    /// The region text is laid out in, one for the text view's life: its padding, line limit and
    /// line breaking are the text view's own, its width the text view's.
    public var textContainer: TextContainer {
        if let container = kept(\TextView.textContainer) { return container }
        let container = TextContainer(textView: self)
        keep(\TextView.textContainer, container)
        return container
    }
}
