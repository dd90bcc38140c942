import AutoLayout
import Foundation

extension PNGRenderer {
    /// How a path is drawn: Core Graphics' drawing mode, and the colours and stroke a context
    /// starts with (black, 1 point, butt ends, mitred corners).
    public struct PathStyle: Sendable {
        public var drawingMode: CGPathDrawingMode
        public var fillColor: Color
        public var strokeColor: Color
        public var lineWidth: CGFloat
        public var lineCap: CGLineCap
        public var lineJoin: CGLineJoin
        public var miterLimit: CGFloat

        public init(drawingMode: CGPathDrawingMode = .fill, fillColor: Color = .black, strokeColor: Color = .black,
                    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10) {
            (self.drawingMode, self.fillColor, self.strokeColor) = (drawingMode, fillColor, strokeColor)
            (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit) = (lineWidth, lineCap, lineJoin, miterLimit)
        }
    }

    /// The most pixels a side of an image of a path or layer has: larger ones are cut there,
    /// so that any input draws in bounded memory.
    public static let maximumPixels = 4096

    /// Pixels for `length` (already scaled): rounded up, at least 1 and at most `maximumPixels`.
    static func pixels(_ length: CGFloat) -> Int {
        guard length.isFinite, length > 1 else { return 1 }
        return min(maximumPixels, Int(length.rounded(.up)))
    }

    /// `path` drawn on a transparent image of `bounds` (its origin at the image's top-left
    /// corner), `scale` pixels a point (at most `maximumPixels` a side).
    public static func rasterize(_ path: CGPath, bounds: CGRect, scale: CGFloat = 1, style: PathStyle = PathStyle()) -> Bitmap {
        let scale = scale.isFinite ? max(scale, 0.01) : 1
        let bounds = bounds.isNull || !bounds.minX.isFinite || !bounds.minY.isFinite ? .zero : bounds
        var canvas = Canvas(width: pixels(bounds.width * scale), height: pixels(bounds.height * scale))
        let toPixels = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(CGAffineTransform(scaleX: scale, y: scale))
        draw(path, style: style, transform: toPixels, opacity: 1, clip: nil, on: &canvas)
        return Bitmap(width: canvas.width, height: canvas.height, rgba: canvas.rgba8)
    }

    static func draw(_ path: CGPath, style: PathStyle, transform: CGAffineTransform, opacity: CGFloat, clip: CGRect?,
                     on canvas: inout Canvas) {
        let mode = style.drawingMode
        if mode != .stroke, let outline = path.copy(using: [transform]) {
            canvas.fill(polygons: outline.polygons(tolerance: 0.1), evenOdd: mode == .eoFill || mode == .eoFillStroke,
                        color: style.fillColor, opacity: opacity, clip: clip)
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            let stroke = path.copy(strokingWithWidth: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
                                   miterLimit: style.miterLimit, transform: transform)
            canvas.fill(polygons: stroke.polygons(tolerance: 0.1), evenOdd: false, color: style.strokeColor, opacity: opacity, clip: clip)
        }
    }
}
