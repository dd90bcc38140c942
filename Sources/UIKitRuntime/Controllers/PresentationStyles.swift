import AutoLayout
import Foundation

/// The status bar's looks (UIKit's `UIStatusBarStyle`).
public enum StatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }

/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`).
public enum ModalPresentationStyle: Int, Sendable {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
    case overCurrentContext, popover, none
}

/// Edges of a rectangle (UIKit's `UIRectEdge`).
public struct RectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
