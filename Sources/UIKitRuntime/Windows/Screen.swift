import AutoLayout
import Foundation

/// The screen (UIKit's `UIScreen`): a 375 × 667 point phone at 2 pixels a point. A controller's
/// view is made at its size, as UIKit makes it.
public final class Screen: Sendable {
    /// The screen.
    public static let main = Screen()
    /// Its size in points.
    public let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// Pixels per point.
    public let scale: CGFloat = 2
}
