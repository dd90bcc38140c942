import AutoLayout
import Foundation

/// Makes images by drawing (UIKit's `UIGraphicsImageRenderer`): each `image(actions:)` runs the
/// actions with a recording context current, and the image it gives holds that recording, which
/// renderers draw at their own resolution. PNG data needs the rasterizer, outside this module:
/// `MasonrySnapshotTesting` adds `pngData(actions:)`; there is no JPEG encoder here.
open class GraphicsImageRenderer: NSObject {
    /// The settings of the images made (a copy of the one given, its bounds the renderer's).
    public let format: GraphicsImageRendererFormat
    /// Whether the renderer makes images (it always does).
    open var allowsImageOutput: Bool { true }

    /// A renderer of images of `size` points, in the default format.
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size), format: GraphicsImageRendererFormat()) }
    /// A renderer of images of `size` points, in `format`.
    public convenience init(size: CGSize, format: GraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of images of `bounds`, in the default format (UIKit's `UIGraphicsRenderer` initializer).
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: GraphicsImageRendererFormat()) }
    /// A renderer of images of `bounds`: drawing at `bounds.origin` lands at the images' top-left corner.
    public init(bounds: CGRect, format: GraphicsImageRendererFormat) {
        let copy = (format.copy() as? GraphicsImageRendererFormat) ?? GraphicsImageRendererFormat()
        let finite = bounds.minX.isFinite && bounds.minY.isFinite && bounds.width.isFinite && bounds.height.isFinite
        copy.bounds = finite ? bounds.standardized : .zero
        if !copy.scale.isFinite || copy.scale <= 0 { copy.scale = 2 }
        self.format = copy
        super.init()
    }

    /// The image `actions` draw, with a fresh context current while they run.
    open func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        let context = GraphicsImageRendererContext(format: format)
        CGContext.withCurrent(context.cgContext) { actions(context) }
        return context.currentImage
    }
}

/// The drawing an image renderer's actions are given (UIKit's `UIGraphicsImageRendererContext`).
open class GraphicsImageRendererContext: NSObject {
    /// The context the drawing is recorded in, current while the actions run.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: GraphicsImageRendererFormat

    init(format: GraphicsImageRendererFormat) {
        self.format = format
        cgContext = CGContext(size: format.bounds.size, scale: format.scale)
        super.init()
        cgContext.translateBy(x: -format.bounds.minX, y: -format.bounds.minY)
        if format.opaque {
            cgContext.saveGState()
            cgContext.setFillColor(.black)
            cgContext.fill(format.bounds)
            cgContext.restoreGState()
        }
    }

    /// The image of what has been drawn so far.
    open var currentImage: Image { Image(recordedBy: cgContext) }
    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` composited by `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    /// Strokes a 1-point line just inside `rect`'s edges, as UIKit's does.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }
    /// Strokes `rect` composited by `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        stroke(rect)
        cgContext.restoreGState()
    }
    /// Limits the drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
