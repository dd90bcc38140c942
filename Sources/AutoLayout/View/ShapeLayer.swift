import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A layer that draws a path over its background (Core Animation's `CAShapeLayer`): filled,
/// then stroked, in the layer's own coordinates.
open class ShapeLayer: Layer {
    /// The outline to draw; none draws nothing.
    open var path: CGPath?
    /// The fill's colour (black); nil fills nothing.
    open var fillColor: Color? = .black
    /// Which points the fill covers (the winding rule).
    open var fillRule = FillRule.nonZero
    /// The stroke's colour (none).
    open var strokeColor: Color?
    /// The stroke's width (1).
    open var lineWidth: CGFloat = 1
    /// The stroke's ends (butt).
    open var lineCap = LineCap.butt
    /// The stroke's corners (miter).
    open var lineJoin = LineJoin.miter
    /// How far a mitred corner may reach, in line widths (10).
    open var miterLimit: CGFloat = 10
    /// The fraction of the path's length where the stroke starts (0) and ends (1): how progress
    /// rings are drawn.
    open var strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1
    /// The lengths of dashes and gaps, alternating; nil strokes solid.
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the stroke begins.
    open var lineDashPhase: CGFloat = 0

    override class func madeForView(_ view: View) -> Layer { ShapeLayer(view: view) }

    /// Core Animation's `CAShapeLayerFillRule`.
    public struct FillRule: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let nonZero = FillRule(rawValue: "non-zero")
        public static let evenOdd = FillRule(rawValue: "even-odd")
    }

    /// Core Animation's `CAShapeLayerLineCap`.
    public struct LineCap: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let butt = LineCap(rawValue: "butt")
        public static let round = LineCap(rawValue: "round")
        public static let square = LineCap(rawValue: "square")
    }

    /// Core Animation's `CAShapeLayerLineJoin`.
    public struct LineJoin: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let miter = LineJoin(rawValue: "miter")
        public static let round = LineJoin(rawValue: "round")
        public static let bevel = LineJoin(rawValue: "bevel")
    }
}
