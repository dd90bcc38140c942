import Foundation

#if !canImport(CoreGraphics)
/// A drawing destination (Core Graphics' `CGContext`) that records what is drawn as a
/// ``DisplayList`` rather than setting pixels: renderers replay it at their own resolution. Its
/// user space starts as UIKit's contexts do, the origin at the top-left corner and y downwards,
/// one unit a point. Input that is not a number is ignored; an unbalanced `restoreGState()` is
/// reported, not trapped.
public final class CGContext {
    /// The graphics state `saveGState()` keeps and `restoreGState()` brings back.
    struct GState {
        var ctm = CGAffineTransform.identity
        var fillColor = Color.black, strokeColor = Color.black
        var lineWidth: CGFloat = 1, lineCap = CGLineCap.butt, lineJoin = CGLineJoin.miter, miterLimit: CGFloat = 10
        var lineDash: [CGFloat] = [], lineDashPhase: CGFloat = 0
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: DrawingShadow?
        var clip: [DrawingClip] = []
    }

    var state = GState()
    private var saved: [GState] = []
    /// The path being built, in the drawing's coordinates (each point taken through the ctm as it
    /// is added, as Core Graphics does).
    var currentPath = CGMutablePath()
    /// What has been drawn so far.
    public private(set) var displayList: DisplayList
    /// Pixels per point of the images `makeImage()` describes.
    public let scale: CGFloat

    /// A context recording a drawing of `size` points, `scale` pixels a point.
    public init(size: CGSize, scale: CGFloat = 1) {
        let finite = { (value: CGFloat) in value.isFinite ? max(0, value) : 0 }
        displayList = DisplayList(size: CGSize(width: finite(size.width), height: finite(size.height)))
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The drawing so far as an image of its size times the scale, in pixels.
    public func makeImage() -> CGImage? {
        CGImage(width: Int((displayList.size.width * scale).rounded(.up)), height: Int((displayList.size.height * scale).rounded(.up)),
                displayList: displayList)
    }

    // MARK: The graphics state

    /// Keeps the graphics state (transform, colours, stroke, alpha, clip) for `restoreGState()`.
    public func saveGState() { saved.append(state) }
    /// Brings back the state last kept; reported and ignored when none is kept.
    public func restoreGState() {
        guard let last = saved.popLast() else {
            return LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                "CGContext.restoreGState() without a matching saveGState(): the graphics state is unchanged"))
        }
        state = last
    }

    /// The current transform from user space to the drawing's coordinates.
    public var ctm: CGAffineTransform { state.ctm }
    /// Moves user space's origin by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates user space by `angle` radians (clockwise on screen, y being downwards).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` to user space, before the current transform. Ignored unless finite.
    public func concatenate(_ transform: CGAffineTransform) {
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) else { return }
        state.ctm = transform.concatenating(state.ctm)
    }

    /// The colour paths are filled with.
    public func setFillColor(_ color: Color) { state.fillColor = color }
    /// The fill colour from its components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
    /// The fill colour as a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// The colour paths are stroked with.
    public func setStrokeColor(_ color: Color) { state.strokeColor = color }
    /// The stroke colour from its components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
    /// The stroke colour as a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// The stroke's width in user space; ignored unless finite and not negative.
    public func setLineWidth(_ width: CGFloat) { if width.isFinite, width >= 0 { state.lineWidth = width } }
    /// The stroke's ends.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// The stroke's corners.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// How far a mitred corner may reach, in line widths, before it is bevelled.
    public func setMiterLimit(_ limit: CGFloat) { if limit.isFinite { state.miterLimit = limit } }
    /// Dash and gap lengths, alternating, starting `phase` into them; empty lengths stroke solid,
    /// as do lengths that are negative, not numbers or all zero.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        state.lineDash = valid ? lengths : []
        state.lineDashPhase = phase.isFinite ? phase : 0
    }
    /// The opacity everything drawn next takes (0…1).
    public func setAlpha(_ alpha: CGFloat) { if alpha.isFinite { state.alpha = min(1, max(0, alpha)) } }
    /// How what is drawn next is composited (recorded; renderers composite normally).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// A shadow `offset` away and `blur` soft, in `color` (nil: none) under what is drawn next
    /// (recorded; renderers draw none).
    public func setShadow(offset: CGSize, blur: CGFloat, color: Color?) {
        state.shadow = color.map { DrawingShadow(offset: offset, blur: blur.isFinite ? max(0, blur) : 0, color: $0) }
    }
    /// A shadow in Core Graphics' default colour: black at a third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    // MARK: Clipping

    /// Limits drawing to the inside of the current path, which is then emptied.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clip.append(DrawingClip(path: currentPath.copy() ?? CGPath(), evenOdd: rule == .evenOdd))
        beginPath()
    }
    /// Limits drawing to `rect` (in user space).
    public func clip(to rect: CGRect) { clip(to: [rect]) }
    /// Limits drawing to the union of `rects` (in user space).
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects.filter { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite },
                      transform: state.ctm)
        state.clip.append(DrawingClip(path: path))
    }
    /// The clip's bounds in user space: the drawing's bounds where nothing clips.
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(origin: .zero, size: displayList.size)
        for clip in state.clip { box = box.intersection(clip.path.boundingBoxOfPath) }
        return box.isNull ? .zero : box.applying(state.ctm.inverted())
    }

    // MARK: Recording

    /// Records `operation` as drawn.
    func record(_ operation: DrawingOperation) { displayList.operations.append(operation) }

    /// The current path, taken back to user space, with the state drawing it in `mode`; nil when
    /// it is empty or user space is squashed flat.
    func drawnPath(_ path: CGPath, mode: CGPathDrawingMode) -> DrawnPath? {
        let ctm = state.ctm
        guard !path.isEmpty, ctm.a * ctm.d - ctm.b * ctm.c != 0 else { return nil }
        var inverse = ctm.inverted()
        let user = path.copy(using: &inverse) ?? path
        return DrawnPath(path: user, mode: mode, transform: ctm, fillColor: state.fillColor, strokeColor: state.strokeColor,
                         lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                         miterLimit: state.miterLimit, lineDash: state.lineDash, lineDashPhase: state.lineDashPhase,
                         alpha: state.alpha, blendMode: state.blendMode, shadow: state.shadow, clip: state.clip)
    }
}
#endif
