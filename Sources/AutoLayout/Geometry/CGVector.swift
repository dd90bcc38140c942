import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`): a spring's initial velocity.
public struct CGVector: Equatable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    /// A vector of `dx` and `dy`.
    public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
    /// A vector of `dx` and `dy`.
    public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}
