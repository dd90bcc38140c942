import Foundation

/// The corners of a rectangle (UIKit's `UIRectCorner`).
public struct RectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// An outline of lines and curves with how to stroke it (UIKit's `UIBezierPath`), built point
/// by point or from a shape; its elements are a `CGPath`'s. Open to subclasses, as UIKit's is.
/// Angles run from the x axis towards the y axis, so `clockwise` is clockwise on screen.
open class BezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()

    /// The outline's elements; a copy, so changing this path later does not change it.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath() }
        set { path = CGMutablePath(copying: newValue) }
    }

    /// The stroke's width (1).
    open var lineWidth: CGFloat = 1
    /// The stroke's ends (butt).
    open var lineCapStyle = CGLineCap.butt
    /// The stroke's corners (miter).
    open var lineJoinStyle = CGLineJoin.miter
    /// How far a mitred corner may reach, in line widths, before it is bevelled (10).
    open var miterLimit: CGFloat = 10
    /// How far a drawn curve may stray from the true one, in pixels (0.6).
    open var flatness: CGFloat = 0.6
    /// Whether filling covers points wound an odd number of times, not every wound one (false).
    open var usesEvenOddFillRule = false
    /// The stroke's dash and gap lengths, alternating (none: solid), and how far into them it starts.
    var lineDash: [CGFloat] = [], lineDashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    /// UIKit's decoding initializer, required as `NSCoding` makes it; with no archives here, an empty path.
    public required init?(coder: NSCoder) { super.init() }

    /// The outline `cgPath` describes.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// A closed rectangle, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse `rect` bounds.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius` (at most half the shorter side).
    /// UIKit draws these corners continuous; here they are quarter circles, in the same bounds.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle with `corners` rounded as quarter ellipses `cornerRadii` wide and high.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        path.addRoundedRect(in: rect, corners: corners, radii: cornerRadii)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Begins a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// An arc around `center`, joined to the current point by a line; `clockwise` on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the open subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Adds `bezierPath`'s elements.
    open func append(_ bezierPath: BezierPath) { path.addPath(bezierPath.path) }
    /// Applies `transform` to every point.
    open func apply(_ transform: CGAffineTransform) { path = CGMutablePath(copying: path, transform: transform) }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The bounds of every point, control points included (Core Graphics' `boundingBox`).
    open var bounds: CGRect { path.boundingBox }
    /// The point the next element starts from.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether filling the path covers `point`, by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    // MARK: Drawing into the current context (BezierPath+Drawing). With no current context each
    // does nothing, as UIKit, which logs "invalid context" then.

    /// Fills the path with the context's fill colour (`UIColor.setFill()`), by its fill rule.
    open func fill() { drawInCurrentContext(.fill, blendMode: nil, alpha: 1) }
    /// Strokes the path with the context's stroke colour (`UIColor.setStroke()`) and its own stroke.
    open func stroke() { drawInCurrentContext(.stroke, blendMode: nil, alpha: 1) }
    /// Fills the path composited by `blendMode` at `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { drawInCurrentContext(.fill, blendMode: blendMode, alpha: alpha) }
    /// Strokes the path composited by `blendMode` at `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { drawInCurrentContext(.stroke, blendMode: blendMode, alpha: alpha) }
    /// Limits the current context's drawing to the path's inside, by its fill rule.
    open func addClip() { clipCurrentContext() }
    /// The stroke's dashes: `count` lengths from `pattern` (nil or 0: solid), starting `phase` in.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) { setDash(pattern, count: count, phase: phase) }
    /// Writes the dash lengths to `pattern` (room for them all is the caller's), their count and the phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        readDash(pattern, count: count, phase: phase)
    }
    /// The same outline traced the other way round, with the same stroke.
    open func reversing() -> BezierPath { reversedCopy() }

    /// A copy: the same elements and stroke.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = BezierPath(cgPath: path)
        (copy.lineWidth, copy.lineCapStyle, copy.lineJoinStyle) = (lineWidth, lineCapStyle, lineJoinStyle)
        (copy.miterLimit, copy.flatness, copy.usesEvenOddFillRule) = (miterLimit, flatness, usesEvenOddFillRule)
        (copy.lineDash, copy.lineDashPhase) = (lineDash, lineDashPhase)
        return copy
    }
}
