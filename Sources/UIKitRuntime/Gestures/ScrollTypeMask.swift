import Foundation

/// The kinds of pointer scrolling a pan recognizer follows (UIKit's `UIScrollTypeMask`), with
/// UIKit's values.
public struct ScrollTypeMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: Int
    /// A mask of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Scrolling in steps, as a mouse wheel does.
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// Smooth scrolling, as a trackpad does.
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    /// Every kind.
    public static let all: ScrollTypeMask = [.discrete, .continuous]
}
