import AutoLayout
import Foundation

/// How an image renderer makes its images (UIKit's `UIGraphicsImageRendererFormat`): pixels per
/// point, whether they are opaque, and the colour range asked for.
open class GraphicsImageRendererFormat: NSObject, NSCopying {
    /// Pixels per point of the images made (the main screen's, 2, by default).
    open var scale: CGFloat = 2
    /// Whether the images have no transparency: what is left undrawn shows black, as UIKit's.
    open var opaque = false
    /// The colour range asked for (kept: drawings are recorded in 8-bit sRGB terms).
    open var preferredRange = Range.automatic
    /// The area drawn, set by the renderer that uses the format.
    open internal(set) var bounds = CGRect.zero

    /// The colour ranges a renderer may draw in (UIKit's `UIGraphicsImageRendererFormat.Range`).
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    /// The main screen's format: its scale, transparent, the automatic range.
    public override init() { super.init() }

    /// The format for `traitCollection`: its display scale when it has one.
    public convenience init(for traitCollection: TraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The format the main screen draws best in: the default one.
    open class func preferred() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
    /// The default format.
    open class func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = GraphicsImageRendererFormat()
        (copy.scale, copy.opaque, copy.preferredRange, copy.bounds) = (scale, opaque, preferredRange, bounds)
        return copy
    }
}
