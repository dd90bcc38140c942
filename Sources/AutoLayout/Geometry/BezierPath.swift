import Foundation

/// An outline screen code builds for shadows and masks (UIKit's `UIBezierPath`), kept as the
/// rectangle and corner radius it was made from. Open to subclasses, as UIKit's is.
open class BezierPath {
    /// The outline as Core Graphics would hold it (`CGPath`).
    public struct Path: Equatable, Sendable {
        /// The rectangle the outline bounds, and the radius of its corners (half the height for an oval).
        public let bounds: CGRect, cornerRadius: CGFloat
    }

    /// The outline.
    public let cgPath: Path

    /// The outline `cgPath` describes (UIKit's `UIBezierPath(cgPath:)`).
    public init(cgPath: Path) { self.cgPath = cgPath }
    /// A rectangle.
    public init(rect: CGRect) { cgPath = Path(bounds: rect, cornerRadius: 0) }
    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { cgPath = Path(bounds: rect, cornerRadius: cornerRadius) }
    /// An oval in `rect`.
    public init(ovalIn rect: CGRect) { cgPath = Path(bounds: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    /// The outline's bounding rectangle.
    public var bounds: CGRect { cgPath.bounds }
}
