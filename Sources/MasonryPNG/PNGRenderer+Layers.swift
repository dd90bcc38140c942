import AutoLayout
import Foundation

extension PNGRenderer {
    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// `layer` and its sublayers drawn on a transparent image of its bounds, `scale` pixels a
    /// point (at most `maximumPixels` a side): each layer's background, its gradient or shape,
    /// its sublayers, then its border on top, as Core Animation composites them.
    public static func rasterize(_ layer: Layer, scale: CGFloat = 1) -> Bitmap {
        let scale = scale.isFinite ? max(scale, 0.01) : 1
        let size = layer.bounds.size
        var canvas = Canvas(width: pixels(size.width * scale), height: pixels(size.height * scale))
        draw(layer, origin: CGPoint(x: -layer.bounds.minX * scale, y: -layer.bounds.minY * scale), scale: scale,
             opacity: 1, clip: nil, on: &canvas)
        return Bitmap(width: canvas.width, height: canvas.height, rgba: canvas.rgba8)
    }

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// Draws `layer` whose bounds' origin maps to the pixel `origin`.
    static func draw(_ layer: Layer, origin: CGPoint, scale: CGFloat, opacity: CGFloat, clip: CGRect?, on canvas: inout Canvas) {
        guard !layer.isHidden else { return }
        let opacity = opacity * CGFloat(max(0, min(1, layer.opacity)))
        let bounds = layer.bounds
        let rect = CGRect(x: origin.x + bounds.minX * scale, y: origin.y + bounds.minY * scale,
                          width: bounds.width * scale, height: bounds.height * scale)
        let radius = max(0, min(layer.cornerRadius * scale, rect.width / 2, rect.height / 2))
        if let background = layer.backgroundColor {
            canvas.fill(rect, radius: radius, color: background, opacity: opacity, clip: clip)
        }
        drawContents(of: layer, in: rect, radius: layer.masksToBounds ? radius : 0, origin: origin, scale: scale,
                     opacity: opacity, clip: clip, on: &canvas)
        let inner = layer.masksToBounds ? (clip.map { $0.intersection(rect) } ?? rect) : clip
        drawSublayers(layer.addedSublayers(above: nil), origin: origin, scale: scale, opacity: opacity, clip: inner, on: &canvas)
        canvas.border(rect, width: layer.borderWidth * scale, radius: radius, color: layer.borderColor ?? .black,
                      opacity: opacity, clip: clip)
    }

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// Draws `layers`, sublayers of a layer whose bounds' origin maps to the pixel `origin`.
    static func drawSublayers(_ layers: [Layer], origin: CGPoint, scale: CGFloat, opacity: CGFloat, clip: CGRect?,
                              on canvas: inout Canvas) {
        for sublayer in layers {
            let frame = sublayer.frame
            let at = CGPoint(x: origin.x + (frame.minX - sublayer.bounds.minX) * scale,
                             y: origin.y + (frame.minY - sublayer.bounds.minY) * scale)
            draw(sublayer, origin: at, scale: scale, opacity: opacity, clip: clip, on: &canvas)
        }
    }

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// A gradient layer's colours or a shape layer's path, in `rect` (pixels), rounded by `radius`
    /// when the layer masks to its bounds.
    static func drawContents(of layer: Layer, in rect: CGRect, radius: CGFloat, origin: CGPoint, scale: CGFloat,
                             opacity: CGFloat, clip: CGRect?, on canvas: inout Canvas) {
        drawContentsImage(of: layer, origin: origin, scale: scale, opacity: opacity,
                          clip: radius > 0 ? (clip.map { $0.intersection(rect) } ?? rect) : clip, on: &canvas)
        if let gradient = layer as? GradientLayer {
            let stops = gradient.stops
            guard !stops.isEmpty, rect.width > 0, rect.height > 0 else { return }
            let (start, end, kind) = (gradient.startPoint, gradient.endPoint, gradient.type)
            canvas.fill(rect, radius: radius, opacity: opacity, clip: clip) { x, y in
                // In points from the start, so that the axis keeps its angle in a rectangle that is not square.
                let (px, py) = ((x - rect.minX) / scale - start.x * rect.width / scale, (y - rect.minY) / scale - start.y * rect.height / scale)
                let (ex, ey) = ((end.x - start.x) * rect.width / scale, (end.y - start.y) * rect.height / scale)
                let t: CGFloat
                switch kind {
                case .radial:
                    let (rx, ry) = (abs(ex) > 0 ? abs(ex) : abs(ey), abs(ey) > 0 ? abs(ey) : abs(ex))
                    t = rx > 0 && ry > 0 ? ((px / rx) * (px / rx) + (py / ry) * (py / ry)).squareRoot() : 1
                case .conic:
                    var angle = atan2(py, px) - atan2(ey, ex)
                    while angle < 0 { angle += 2 * .pi }
                    t = angle / (2 * .pi)
                default:
                    let length = ex * ex + ey * ey
                    t = length > 0 ? (px * ex + py * ey) / length : 0
                }
                return color(at: t, in: stops)
            }
        } else if let shape = layer as? ShapeLayer, let path = shape.path {
            let toPixels = CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
            let area = radius > 0 ? (clip.map { $0.intersection(rect) } ?? rect) : clip
            if let fill = shape.fillColor {
                draw(path, style: PathStyle(drawingMode: shape.fillRule == .evenOdd ? .eoFill : .fill, fillColor: fill),
                     transform: toPixels, opacity: opacity, clip: area, on: &canvas)
            }
            if let stroke = shape.strokeColor, shape.lineWidth > 0 {
                let cap: CGLineCap = shape.lineCap == .round ? .round : shape.lineCap == .square ? .square : .butt
                let join: CGLineJoin = shape.lineJoin == .round ? .round : shape.lineJoin == .bevel ? .bevel : .miter
                let dashes = (shape.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
                draw(path.trimmed(from: shape.strokeStart, to: shape.strokeEnd).dashed(lengths: dashes, phase: shape.lineDashPhase),
                     style: PathStyle(drawingMode: .stroke, strokeColor: stroke, lineWidth: shape.lineWidth * scale,
                                      lineCap: cap, lineJoin: join, miterLimit: shape.miterLimit),
                     transform: toPixels, opacity: opacity, clip: area, on: &canvas)
            }
        }
    }

    /// The gradient's colour a fraction `t` along it: the end colours beyond the ends, and each
    /// component between two stops straight from one to the other.
    static func color(at t: CGFloat, in stops: [(color: Color, location: CGFloat)]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        guard stops.count > 1 else { return first.color }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location >= t } ?? stops.count - 1
        let (a, b) = (stops[upper - 1], stops[upper])
        let f = b.location > a.location ? Double((t - a.location) / (b.location - a.location)) : 1
        return Color(red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                     blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
    }
}
