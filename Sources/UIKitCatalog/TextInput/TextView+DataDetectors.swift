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
}
