import Foundation

/// Where lines of text sit across their width (UIKit's `NSTextAlignment`).
public enum TextAlignment: Sendable {
    case left, center, right, justified
    /// The leading side: left in left-to-right layouts, right in right-to-left ones.
    case natural
}

/// The direction text is written in (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable { case natural = -1, leftToRight = 0, rightToLeft = 1 }
