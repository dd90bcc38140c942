import Foundation

extension CGRect {
    /// The rectangle with its origin moved and its size kept as it is: `offsetBy` standardises a
    /// negative size first, which would shift the origin away from the engine's solution.
    func moved(by dx: CGFloat, _ dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}

extension CGRect {
    /// The rectangle with `insets` taken from its edges (UIKit's `inset(by:)`).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }
}
