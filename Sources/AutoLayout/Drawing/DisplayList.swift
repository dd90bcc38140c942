import Foundation

#if !canImport(CoreGraphics)
/// A recorded drawing (what a `CGContext` here keeps in place of pixels): the operations in the
/// order they were drawn, in the coordinates of a `size` whose origin is the top-left corner.
/// Renderers replay it, scaled to where it is shown.
// @unchecked Sendable: the paths it holds are copies no one else can change.
public struct DisplayList: Equatable, @unchecked Sendable {
    /// The size drawn into, in points.
    public var size: CGSize
    /// The operations, first drawn first.
    public var operations: [DrawingOperation]

    /// A recording of `size` holding `operations`.
    public init(size: CGSize, operations: [DrawingOperation] = []) {
        (self.size, self.operations) = (size, operations)
    }
}

/// One drawing operation of a ``DisplayList``.
public enum DrawingOperation: Equatable {
    /// A path filled, stroked or both.
    case path(DrawnPath)
    /// An image placed in a rectangle (tiled across it when it repeats).
    case image(DrawnImage)
    /// A rectangle made transparent again (Core Graphics' `clear(_:)`).
    case clear(CGRect, transform: CGAffineTransform, clip: [DrawingClip])
}

/// The part of a drawing operations may touch: inside `path` (already in the drawing's
/// coordinates) by its fill rule. An operation is drawn inside every clip it carries.
public struct DrawingClip: Equatable {
    /// The outline, in the drawing's coordinates.
    public var path: CGPath
    /// Whether points wound an odd number of times are the inside.
    public var evenOdd: Bool

    /// The inside of `path` by the winding rule, or the even-odd one.
    public init(path: CGPath, evenOdd: Bool = false) { (self.path, self.evenOdd) = (path, evenOdd) }
}

/// What a context's settings made of a path when it was drawn.
public struct DrawnPath: Equatable {
    /// The outline in user space: `transform` takes it to the drawing's coordinates.
    public var path: CGPath
    /// Filled, stroked or both, and by which rule.
    public var mode: CGPathDrawingMode
    /// The user space the path was drawn in (the context's `ctm` then).
    public var transform: CGAffineTransform
    /// The fill's and the stroke's colours.
    public var fillColor: Color, strokeColor: Color
    /// The stroke, in user space.
    public var lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat
    /// Dash and gap lengths, alternating (none: solid), and how far into them the stroke starts.
    public var lineDash: [CGFloat], lineDashPhase: CGFloat
    /// The opacity the whole operation is drawn with (the context's `setAlpha`).
    public var alpha: CGFloat
    /// How it is composited (recorded; renderers composite normally).
    public var blendMode: CGBlendMode
    /// The shadow set when it was drawn, if any (recorded; renderers draw none).
    public var shadow: DrawingShadow?
    /// The clips in force.
    public var clip: [DrawingClip]

    /// Whether the mode fills the path.
    public var fills: Bool { mode != .stroke }
    /// Whether the mode strokes the path.
    public var strokes: Bool { mode == .stroke || mode == .fillStroke || mode == .eoFillStroke }
    /// Whether the fill uses the even-odd rule.
    public var evenOdd: Bool { mode == .eoFill || mode == .eoFillStroke }
}

/// An image a context drew: its pixels or recording, where, and how.
public struct DrawnImage: Equatable {
    /// The image drawn.
    public var image: CGImage
    /// Where, in user space: `transform` takes it to the drawing's coordinates.
    public var rect: CGRect
    /// The user space the image was drawn in.
    public var transform: CGAffineTransform
    /// Whether copies of `rect` repeat across `tiledArea` (a pattern) rather than drawing once.
    public var tiledArea: CGRect?
    /// The opacity it is drawn with.
    public var alpha: CGFloat
    /// How it is composited (recorded; renderers composite normally).
    public var blendMode: CGBlendMode
    /// The clips in force.
    public var clip: [DrawingClip]
}

/// A shadow a context casts under what it draws (Core Graphics' `setShadow`).
public struct DrawingShadow: Equatable {
    /// How far the shadow is moved, and how blurred.
    public var offset: CGSize, blur: CGFloat
    /// The shadow's colour.
    public var color: Color
}

/// How drawing is composited with what is under it (Core Graphics' `CGBlendMode`).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
         destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
#endif
