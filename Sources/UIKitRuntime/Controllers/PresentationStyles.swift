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

/// Orientations of the interface (UIKit's `UIInterfaceOrientationMask`), with UIKit's values.
public struct InterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}

/// How a presented controller comes on screen (UIKit's `UIModalTransitionStyle`).
public enum ModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

/// How the status bar appears or goes (UIKit's `UIStatusBarAnimation`).
public enum StatusBarAnimation: Int, Sendable { case none, fade, slide }

/// Which way up the interface is (UIKit's `UIInterfaceOrientation`, numbered as UIKit numbers it).
public enum InterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4
    /// Whether it is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Edges of a rectangle by reading direction (UIKit's `NSDirectionalRectEdge`).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
