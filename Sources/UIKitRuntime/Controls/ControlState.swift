import AutoLayout
import Foundation

/// The states a control's title, colour and image are set for (UIKit's `UIControl.State`).
public struct ControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal: ControlState = []
    public static let highlighted = ControlState(rawValue: 1 << 0)
    public static let disabled = ControlState(rawValue: 1 << 1)
    public static let selected = ControlState(rawValue: 1 << 2)
    public static let focused = ControlState(rawValue: 1 << 3)
}
