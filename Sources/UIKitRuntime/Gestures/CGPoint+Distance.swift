import AutoLayout
import Foundation

extension CGPoint {
    /// The straight-line distance to `other`: how far a finger moved, for the recognizers' limits.
    func distance(to other: CGPoint) -> CGFloat {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}
