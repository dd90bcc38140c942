import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A view's layer, as screen code reaches it (`view.layer.cornerRadius = 8`): the first four
/// properties are the view's own (`cornerRadius`, `borderWidth`, `borderColor`, `clipsToBounds`);
/// the shadow is kept for renderers and tests. A reference type, as `CALayer` is, open to
/// subclasses as `CALayer` is, and an `NSObject` as `CALayer` is; a layer made on its own
/// (`Layer()`) keeps every value itself.
open class Layer: NSObject {
    private weak var view: View?
    // A layer made for a view that is gone keeps its own values.
    private var detached = (cornerRadius: CGFloat(0), borderWidth: CGFloat(0), borderColor: Color?.none, masks: false,
                            opacity: Float(1))

    init(view: View) {
        self.view = view
        super.init()
    }

    /// A layer of no view, keeping its own values (`CALayer()`).
    public override init() { super.init() }

    /// The radius of the rounded corners (the view's `cornerRadius`).
    open var cornerRadius: CGFloat {
        get { view?.layerCornerRadius ?? detached.cornerRadius }
        set { if let view { view.layerCornerRadius = newValue } else { detached.cornerRadius = newValue } }
    }
    /// The border's width, drawn inside the edges (the view's `borderWidth`).
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
    /// The shadow's colour (none by default).
    open var shadowColor: Color?
    /// The shadow's opacity, 0 to 1 (0 by default).
    open var shadowOpacity: Float = 0
    /// The shadow's offset (0, -3 by default, as Core Animation's).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (3 by default).
    open var shadowRadius: CGFloat = 3
    /// The shadow's outline, when set (kept).
    open var shadowPath: BezierPath.Path?
    /// The shape of rounded corners (kept: renderers draw circular corners).
    open var cornerCurve = CornerCurve.circular
    /// Which corners `cornerRadius` rounds (kept: renderers round all four).
    open var maskedCorners: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// How contents are scaled down and up (kept).
    open var minificationFilter = ContentsFilter.linear, magnificationFilter = ContentsFilter.linear
    /// The layer's opacity (the view's `alpha`).
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? detached.opacity }
        set { if let view { view.alpha = CGFloat(newValue) } else { detached.opacity = newValue } }
    }

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
