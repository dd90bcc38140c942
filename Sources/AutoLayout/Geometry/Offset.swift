import Foundation

/// A shift by a horizontal and a vertical distance (UIKit's `UIOffset`), as bars move titles by.
public struct Offset: Equatable, Sendable {
    /// The horizontal distance.
    public var horizontal: CGFloat
    /// The vertical distance.
    public var vertical: CGFloat

    /// A shift by `horizontal` and `vertical`.
    public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
    /// No shift.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No shift.
    public static let zero = Offset()
}
