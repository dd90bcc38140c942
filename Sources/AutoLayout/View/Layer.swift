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
    /// How contents are scaled down and up (kept).
    open var minificationFilter = ContentsFilter.linear, magnificationFilter = ContentsFilter.linear

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
    open func insertSublayer(_ layer: Layer, at index: UInt32) {
        guard layer !== self, layer.view == nil else {
            if let view = layer.view {
                LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "the layer of \(type(of: view)) "
                    + "cannot be added to another layer: a view's layer moves with its view (addSubview)"))
            }
            return
        }
        layer.removeFromSuperlayer()
        let all = ordered, index = min(Int(index), all.count)
        layer.owner = self
        guard let view, index > 0 else {
            layer.stackedAbove = nil
            added.insert(layer, at: 0)
            return
        }
        let below = all[index - 1]
        if let subview = below.view, subview.superview === view {
            layer.stackedAbove = subview
            added.insert(layer, at: added.firstIndex { $0.stackedAbove === subview } ?? added.count)
        } else {
            layer.stackedAbove = below.stackedAbove
            added.insert(layer, at: (added.firstIndex { $0 === below } ?? added.count - 1) + 1)
        }
    }

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


    /// Circular or continuous corners (Core Animation's `CALayerCornerCurve`).
    public enum CornerCurve: Sendable { case circular, continuous }

    /// Corners of a layer (Core Animation's `CACornerMask`).
    public struct CornerMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    }
}

extension Layer {
    /// How layer contents are scaled (Core Animation's `CALayerContentsFilter`).
    public enum ContentsFilter: Sendable { case linear, nearest, trilinear }
}
