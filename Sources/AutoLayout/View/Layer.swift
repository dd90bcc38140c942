import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A layer (Core Animation's `CALayer`): a rectangle with a background, corners, a border, a
/// shadow and sublayers. A view's layer is the view seen as a layer — its frame, bounds,
/// background, corners, border, clipping, opacity and visibility are the view's own, and its
/// sublayers are its subviews' layers with the layers added to it. A layer made on its own
/// (`Layer()`) keeps every value itself. An open `NSObject`, as `CALayer` is.
open class Layer: NSObject {
    weak var view: View?
    // A layer of no view, or of a view that is gone, keeps its own values.
    private var detached = Detached()
    private struct Detached {
        var cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0, borderColor: Color?, masks = false
        var opacity: Float = 1, bounds = CGRect.zero, position = CGPoint.zero, backgroundColor: Color?, isHidden = false
    }
    /// The layers added to this one, in order; a view's layer lists its subviews' layers apart.
    var added: [Layer] = []
    /// The layer this one was added to.
    weak var owner: Layer?
    /// For a layer added to a view's layer: the subview whose layer it is drawn just above (nil:
    /// below every subview).
    weak var stackedAbove: View?
    var needsLayoutFlag = false

    /// The layer of `view` (see `View.layerClass`).
    init(view: View) {
        self.view = view
        super.init()
    }

    /// A layer for `view`; each of the package's layer classes makes its own kind.
    class func madeForView(_ view: View) -> Layer { Layer(view: view) }

    /// A layer of no view, keeping its own values (`CALayer()`).
    public override init() { super.init() }

    /// The radius of the rounded corners (the view's `cornerRadius`).
    open var cornerRadius: CGFloat {
        get { view?.layerCornerRadius ?? detached.cornerRadius }
        set { if let view { view.layerCornerRadius = newValue } else { detached.cornerRadius = newValue } }
    }
    /// The border's width, drawn inside the edges above the sublayers (the view's `borderWidth`).
    open var borderWidth: CGFloat {
        get { view?.layerBorderWidth ?? detached.borderWidth }
        set { if let view { view.layerBorderWidth = newValue } else { detached.borderWidth = newValue } }
    }
    /// The border's colour (the view's `borderColor`); `UIColor.red.cgColor` reads as in UIKit.
    open var borderColor: Color? {
        get { view.map(\.layerBorderColor) ?? detached.borderColor }
        set { if let view { view.layerBorderColor = newValue } else { detached.borderColor = newValue } }
    }
    /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? detached.masks }
        set { if let view { view.clipsToBounds = newValue } else { detached.masks = newValue } }
    }
    /// The layer's opacity (the view's `alpha`).
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? detached.opacity }
        set { if let view { view.alpha = CGFloat(newValue) } else { detached.opacity = newValue } }
    }
    /// The fill behind the contents (the view's `backgroundColor`; none by default).
    open var backgroundColor: Color? {
        get { view.map(\.backgroundColor) ?? detached.backgroundColor }
        set { if let view { view.backgroundColor = newValue } else { detached.backgroundColor = newValue } }
    }
    /// Whether the layer and its sublayers are left undrawn (the view's `isHidden`).
    open var isHidden: Bool {
        get { view?.isHidden ?? detached.isHidden }
        set { if let view { view.isHidden = newValue } else { detached.isHidden = newValue } }
    }
    /// The layer's own coordinates: its size, and the point at its top-left (the view's `bounds`).
    open var bounds: CGRect {
        get { view?.bounds ?? detached.bounds }
        set { if let view { view.bounds = newValue } else { detached.bounds = newValue } }
    }
    /// Where `anchorPoint` sits in the superlayer (the view's `center`).
    open var position: CGPoint {
        get { view?.center ?? detached.position }
        set { if let view { view.center = newValue } else { detached.position = newValue } }
    }
    /// The point of the bounds, in units of its size, that `position` places (the middle). A
    /// view's layer keeps it without moving the view.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The rectangle the layer covers in its superlayer, from `position`, `anchorPoint` and the
    /// bounds' size (the view's `frame`). Setting it sets the bounds' size and the position.
    open var frame: CGRect {
        get {
            if let view { return view.frame }
            let size = bounds.size
            return CGRect(x: position.x - size.width * anchorPoint.x, y: position.y - size.height * anchorPoint.y,
                          width: size.width, height: size.height)
        }
        set {
            if let view { view.frame = newValue; return }
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
    /// A name for finding the layer among its siblings.
    open var name: String?
    /// The order among siblings on screen's depth axis (kept: sublayers draw in their order).
    open var zPosition: CGFloat = 0
    /// Pixels per point of the layer's contents (1).
    open var contentsScale: CGFloat = 1
    /// Whether the contents are opaque (a promise to the drawing system, kept).
    open var isOpaque = false
    /// Whether the layer is drawn once to a bitmap and reused (kept).
    open var shouldRasterize = false
    /// Pixels per point of that bitmap (kept).
    open var rasterizationScale: CGFloat = 1
    /// The shadow's colour (black, as Core Animation's).
    open var shadowColor: Color? = .black
    /// The shadow's opacity, 0 to 1 (0 by default: no shadow).
    open var shadowOpacity: Float = 0
    /// The shadow's offset (0, -3 by default, as Core Animation's).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (3 by default).
    open var shadowRadius: CGFloat = 3
    /// The shadow's outline, when set (kept).
    open var shadowPath: CGPath?
    /// The shape of rounded corners (kept: renderers draw circular corners).
    open var cornerCurve = CornerCurve.circular
    /// Which corners `cornerRadius` rounds (kept: renderers round all four).
    open var maskedCorners: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// How contents are scaled down (kept).
    open var minificationFilter = ContentsFilter.linear
    /// How contents are scaled up (kept).
    open var magnificationFilter = ContentsFilter.linear

    // The layer tree. A view's layer lists its subviews' layers with the layers added to it: each
    // added layer remembers the subview it went in above (`stackedAbove`), so a subview added later
    // goes above it, as in UIKit, without the view tree knowing of layers.

    /// The layers drawn inside this one, bottom first; nil when there are none.
    open var sublayers: [Layer]? {
        get {
            let all = ordered
            return all.isEmpty ? nil : all
        }
        set {
            for layer in added { layer.owner = nil }
            added = []
            for layer in newValue ?? [] where layer.view == nil { addSublayer(layer) }
        }
    }

    /// The layer this one is drawn in: the one it was added to, or its view's superview's.
    open var superlayer: Layer? { view.map { $0.superview?.layer } ?? owner }

    /// Adds `layer` above every sublayer, taking it from its former superlayer.
    open func addSublayer(_ layer: Layer) { insertSublayer(layer, at: UInt32(clamping: ordered.count)) }

    /// Inserts `layer` at `index` among the sublayers (the end when beyond them).
    open func insertSublayer(_ layer: Layer, at index: UInt32) { attachSublayer(layer, at: Int(index)) }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        insertSublayer(layer, at: UInt32(clamping: ordered.firstIndex { $0 === sibling } ?? 0))
    }

    /// Inserts `layer` just above `sibling` (at the top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let all = ordered
        insertSublayer(layer, at: UInt32(clamping: all.firstIndex { $0 === sibling }.map { $0 + 1 } ?? all.count))
    }

    /// Puts `newLayer` where `oldLayer` is.
    open func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard let index = ordered.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(clamping: index))
    }

    /// Takes the layer out of its superlayer; a view's layer takes its view out of its superview.
    open func removeFromSuperlayer() {
        if let view { return view.removeFromSuperview() }
        owner?.added.removeAll { $0 === self }
        (owner, stackedAbove) = (nil, nil)
    }

    /// Marks the layer for `layoutSublayers()` at the next `layoutIfNeeded()` (a view's layer: its
    /// view's layout).
    open func setNeedsLayout() {
        if let view { view.setNeedsLayout() } else { needsLayoutFlag = true }
    }

    /// Whether `setNeedsLayout()` is pending.
    open func needsLayout() -> Bool { view?.needsLayout ?? needsLayoutFlag }

    /// Lays the layer out if marked, then its sublayers (a view's layer: its view's layout).
    open func layoutIfNeeded() {
        if let view { return view.layoutIfNeeded() }
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for layer in added { layer.layoutIfNeeded() }
    }

    /// Override to place sublayers; does nothing by default.
    open func layoutSublayers() {}

    // MARK: Contents and effects: renderers draw the layer's background, corners, border,
    // sublayers and contents image; the rest is kept for code to read back.

    /// The image the layer shows: drawn when it is a `CGImage` or an image with one, placed by `contentsGravity`.
    open var contents: Any?
    /// How the contents fill the bounds (kept).
    open var contentsGravity = ContentsGravity.resize
    /// The part of the contents shown, in units of their size (kept).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The stretchable part of the contents, in units of their size (kept).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The pixel format of drawn contents (kept).
    open var contentsFormat = ContentsFormat.RGBA8Uint
    /// The layer that masks this one by its opacity (kept: renderers draw the layer unmasked).
    open var mask: Layer?
    /// The layer's transform in space, about its anchor point (kept: layout places untransformed frames).
    open var transform = CATransform3DIdentity
    /// The transform applied to the sublayers (kept).
    open var sublayerTransform = CATransform3DIdentity
    /// The anchor point's depth (kept).
    open var anchorPointZ: CGFloat = 0
    /// Whether the back shows when the layer turns away (kept; true by default).
    open var isDoubleSided = true
    /// Whether the layer's geometry is flipped vertically for its sublayers (kept).
    open var isGeometryFlipped = false
    /// Whether edges are antialiased when transformed (kept).
    open var allowsEdgeAntialiasing = false
    /// Which edges are antialiased (kept; all four by default).
    open var edgeAntialiasingMask: EdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    /// Whether the layer and its sublayers take their opacity together (kept; true by default).
    open var allowsGroupOpacity = true
    /// Core Image filters of the contents (kept; there are none here).
    open var filters: [Any]?
    /// Filters of what is behind the layer (kept).
    open var backgroundFilters: [Any]?
    /// The filter compositing the layer over what is behind it (kept).
    open var compositingFilter: Any?
    /// The bias of the scaling-down filter (kept).
    open var minificationFilterBias: Float = 0
    /// Whether drawing may happen off the main thread (kept).
    open var drawsAsynchronously = false
    /// Whether a change of bounds asks for the contents to be drawn again (kept).
    open var needsDisplayOnBoundsChange = false
    /// Default values for keys the layer has not set (kept).
    open var style: [AnyHashable: Any]?
    /// Actions for keys, looked up by `action(forKey:)`.
    open var actions: [String: any LayerAction]?
    /// What the layer asks to display, lay out and act (weak, as Core Animation's).
    open weak var delegate: (any LayerDelegate)?
    /// A copy of `layer`'s settings, as Core Animation makes presentation layers; subclasses
    /// override it to copy their own.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? Layer else { return }
        (bounds, position, anchorPoint, opacity) = (other.bounds, other.position, other.anchorPoint, other.opacity)
        (backgroundColor, cornerRadius, transform, isHidden) = (other.backgroundColor, other.cornerRadius, other.transform, other.isHidden)
    }

    // MARK: Geometry (Layer+Geometry)

    /// The transform as an affine one, when it is in the plane.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets the transform to an affine one.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
    /// Whether `p`, in the layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    /// The deepest visible layer at `p`, in the superlayer's coordinates: the top sublayer first.
    open func hitTest(_ p: CGPoint) -> Layer? { deepestLayer(at: p) }
    /// `p`, in `layer`'s coordinates (the root's when nil), in this layer's.
    open func convert(_ p: CGPoint, from layer: Layer?) -> CGPoint { (layer ?? rootLayer).convert(p, to: self) }
    /// `p`, in this layer's coordinates, in `layer`'s (the root's when nil).
    open func convert(_ p: CGPoint, to layer: Layer?) -> CGPoint { convertedThroughRoot(p, to: layer) }
    /// `r`, in `layer`'s coordinates (the root's when nil), in this layer's.
    open func convert(_ r: CGRect, from layer: Layer?) -> CGRect { CGRect(origin: convert(r.origin, from: layer), size: r.size) }
    /// `r`, in this layer's coordinates, in `layer`'s (the root's when nil).
    open func convert(_ r: CGRect, to layer: Layer?) -> CGRect { CGRect(origin: convert(r.origin, to: layer), size: r.size) }
    /// A time in `layer`'s time in this layer's: the same, as every layer here runs at one speed.
    open func convertTime(_ t: CFTimeInterval, from layer: Layer?) -> CFTimeInterval { t }
    /// A time in this layer's time in `layer`'s: the same.
    open func convertTime(_ t: CFTimeInterval, to layer: Layer?) -> CFTimeInterval { t }
    /// The size the layer would like: its bounds' size.
    open func preferredFrameSize() -> CGSize { bounds.size }
    /// The part of the bounds shown, for scrolling layers: the bounds here.
    open var visibleRect: CGRect { bounds }
    /// Scrolls the layer's content so that `p` is at its top-left (its bounds' origin).
    open func scroll(_ p: CGPoint) { bounds.origin = p }
    /// Asks the superlayers to scroll `r` into view: nothing scrolls layers here but `scroll(_:)`.
    open func scrollRectToVisible(_ r: CGRect) {}
    /// Whether the contents are drawn flipped (no).
    open func contentsAreFlipped() -> Bool { false }

    // MARK: Display (Layer+Display)

    /// Asks for the contents to be drawn again at the next `displayIfNeeded()`.
    open func setNeedsDisplay() { needsDisplayFlag = true }
    /// Asks for part of the contents to be drawn again.
    open func setNeedsDisplay(_ r: CGRect) { needsDisplayFlag = true }
    /// Whether `setNeedsDisplay()` is pending.
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Draws the contents if asked to.
    open func displayIfNeeded() { if needsDisplayFlag { display() } }
    /// Draws the contents: the delegate's `display(_:)` if it has one (views' `draw(_:)` is recorded as renderers ask).
    open func display() { redisplay() }
    /// Draws the layer's own content into `ctx`: its view's `draw(_:)` for a view's layer, else
    /// the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { drawOwnContent(in: ctx) }
    /// Draws the layer and its sublayers into `ctx`, in the layer's coordinates (see Layer+Drawing).
    open func render(in ctx: CGContext) { renderTree(in: ctx) }
    /// Whether a change of `key` asks for the contents to be drawn again (no key does by default).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// Whether `key` is archived (every key).
    open func shouldArchiveValue(forKey key: String?) -> Bool { true }
    /// The value of `key` where the layer has not set one (nil).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// How much larger continuous corners reach than circular ones of the same radius.
    open class func cornerCurveExpansionFactor(_ curve: CornerCurve) -> CGFloat { curve == .continuous ? 1.528665 : 1 }

    // MARK: Actions and animations (Layer+Animations)

    /// The action for `event`: the delegate's, else `actions`', else `style`'s, else the class's.
    open func action(forKey event: String) -> (any LayerAction)? { lookUpAction(forKey: event) }
    /// The action a layer of this class runs for `event` when nothing else gives one (none).
    open class func defaultAction(forKey event: String) -> (any LayerAction)? { nil }
    /// Adds `animation` under `key` (replacing any there): it starts, and one of finite length ends
    /// at once (see ``LayerAnimation``).
    open func add(_ animation: LayerAnimation, forKey key: String?) { start(animation, forKey: key) }
    /// The animation running under `key`.
    open func animation(forKey key: String) -> LayerAnimation? { runningAnimations.last { $0.key == key }?.animation }
    /// The keys of the animations running, in the order they were added.
    open func animationKeys() -> [String]? { runningAnimations.isEmpty ? nil : runningAnimations.map(\.key) }
    /// Removes the animation under `key`; its delegate is told it stopped unfinished.
    open func removeAnimation(forKey key: String) { stopAnimations { $0 == key } }
    /// Removes every animation; their delegates are told they stopped unfinished.
    open func removeAllAnimations() { stopAnimations { _ in true } }
    /// The layer as shown: the model layer itself, as nothing animates here.
    open func presentation() -> Self? { self }
    /// The model layer: the layer itself.
    open func model() -> Self { self }
    /// The animations listed, with their keys (one added without a key gets its own) and whether
    /// each has ended (one of finite length kept by `isRemovedOnCompletion` false).
    var runningAnimations: [(key: String, animation: LayerAnimation, ended: Bool)] = []
    /// Whether `setNeedsDisplay()` is pending.
    var needsDisplayFlag = false
}
