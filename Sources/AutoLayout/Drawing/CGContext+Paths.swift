import Foundation

#if !canImport(CoreGraphics)
// Building the current path and drawing it, rectangles, ellipses and images.
extension CGContext {
    /// Empties the current path.
    public func beginPath() { currentPath = CGMutablePath() }
    /// Begins a subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: ctm) }
    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: ctm) }
    /// Lines through `points`, beginning a subpath at the first.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: ctm) }
    /// A cubic curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
    }
    /// A quadratic curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control, transform: ctm) }
    /// An arc of the circle around `center`; `clockwise` is Core Graphics' (anticlockwise on
    /// screen in UIKit's flipped space), as `CGMutablePath.addArc` takes it.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                           transform: ctm)
    }
    /// A line towards `tangent1End` and an arc of `radius` tangent to it and the line on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: ctm)
    }
    /// Closes the open subpath.
    public func closePath() { currentPath.closeSubpath() }
    /// A closed rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: ctm) }
    /// Each rectangle, closed.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: ctm) }
    /// The ellipse `rect` bounds.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: ctm) }
    /// `path`'s elements, in user space.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: ctm) }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point in user space (`.zero` when there is no path).
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(ctm.inverted()) }
    /// The current path's bounds in user space (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        let box = currentPath.boundingBoxOfPath
        return box.isNull ? box : box.applying(ctm.inverted())
    }
    /// The current path in user space; nil when empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        var inverse = ctm.inverted()
        return currentPath.copy(using: &inverse)
    }
    /// Replaces the current path with the outline its stroke would cover, by the current stroke.
    public func replacePathWithStrokedPath() {
        guard let user = path else { return }
        let outline = user.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                miterLimit: state.miterLimit, transform: ctm)
        currentPath = CGMutablePath(copying: outline)
    }

    // MARK: Drawing

    /// Draws the current path in `mode`, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        if let drawn = drawnPath(currentPath, mode: mode) { record(.path(drawn)) }
        beginPath()
    }
    /// Fills the current path by `rule`, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }
    /// Fills the current path by the even-odd rule, then empties it.
    public func eoFillPath() { drawPath(using: .eoFill) }
    /// Strokes the current path, then empties it.
    public func strokePath() { drawPath(using: .stroke) }

    /// Fills `rect` (leaving the current path as it is).
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills each of `rects`.
    public func fill(_ rects: [CGRect]) { drawShape(.fill) { $0.addRects(rects, transform: ctm) } }
    /// Strokes `rect`'s outline.
    public func stroke(_ rect: CGRect) { drawShape(.stroke) { $0.addRect(rect, transform: ctm) } }
    /// Strokes `rect`'s outline `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    /// Fills the ellipse `rect` bounds.
    public func fillEllipse(in rect: CGRect) { drawShape(.fill) { $0.addEllipse(in: rect, transform: ctm) } }
    /// Strokes the ellipse `rect` bounds.
    public func strokeEllipse(in rect: CGRect) { drawShape(.stroke) { $0.addEllipse(in: rect, transform: ctm) } }
    /// Strokes a line between each pair of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        drawShape(.stroke) { path in
            for index in stride(from: 0, to: points.count - 1, by: 2) {
                path.addLines(between: [points[index], points[index + 1]], transform: ctm)
            }
        }
    }
    /// Makes `rect` transparent again.
    public func clear(_ rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        record(.clear(rect, transform: ctm, clip: state.clip))
    }

    /// Draws `image` stretched over `rect`, or repeated across the clip from `rect` when
    /// `byTiling`. As in Core Graphics, the image's first row goes at `rect`'s lower edge in
    /// user space: upside down in a UIKit context, whose y runs downwards.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        drawImage(image, in: rect, transform: flip.concatenating(ctm), tiledArea: byTiling ? boundingBoxOfClipPath : nil)
    }

    /// Records `image` in `rect` under `transform`, with the state's alpha, blend mode and clip.
    package func drawImage(_ image: CGImage, in rect: CGRect, transform: CGAffineTransform, tiledArea: CGRect? = nil,
                           alpha: CGFloat = 1, blendMode: CGBlendMode? = nil) {
        record(.image(DrawnImage(image: image, rect: rect, transform: transform, tiledArea: tiledArea, alpha: state.alpha * alpha,
                                 blendMode: blendMode ?? state.blendMode, clip: state.clip)))
    }

    /// Draws a shape built by `build` (in the drawing's coordinates), not touching the current path.
    private func drawShape(_ mode: CGPathDrawingMode, _ build: (CGMutablePath) -> Void) {
        let shape = CGMutablePath()
        build(shape)
        if let drawn = drawnPath(shape, mode: mode) { record(.path(drawn)) }
    }
}
#endif
