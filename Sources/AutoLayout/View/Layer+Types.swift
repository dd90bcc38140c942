import Foundation

// The value types of a layer's settings, named as Core Animation names them.

extension Layer {
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

    /// How layer contents are scaled (Core Animation's `CALayerContentsFilter`).
    public enum ContentsFilter: Sendable { case linear, nearest, trilinear }

    /// Edges of a layer that are antialiased (Core Animation's `CAEdgeAntialiasingMask`).
    public struct EdgeAntialiasingMask: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let layerLeftEdge = EdgeAntialiasingMask(rawValue: 1 << 0)
        public static let layerRightEdge = EdgeAntialiasingMask(rawValue: 1 << 1)
        public static let layerBottomEdge = EdgeAntialiasingMask(rawValue: 1 << 2)
        public static let layerTopEdge = EdgeAntialiasingMask(rawValue: 1 << 3)
    }

    /// How contents fill the bounds (Core Animation's `CALayerContentsGravity`).
    public struct ContentsGravity: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let center = ContentsGravity(rawValue: "center")
        public static let top = ContentsGravity(rawValue: "top")
        public static let bottom = ContentsGravity(rawValue: "bottom")
        public static let left = ContentsGravity(rawValue: "left")
        public static let right = ContentsGravity(rawValue: "right")
        public static let topLeft = ContentsGravity(rawValue: "topLeft")
        public static let topRight = ContentsGravity(rawValue: "topRight")
        public static let bottomLeft = ContentsGravity(rawValue: "bottomLeft")
        public static let bottomRight = ContentsGravity(rawValue: "bottomRight")
        public static let resize = ContentsGravity(rawValue: "resize")
        public static let resizeAspect = ContentsGravity(rawValue: "resizeAspect")
        public static let resizeAspectFill = ContentsGravity(rawValue: "resizeAspectFill")
    }

    /// The pixel format of drawn contents (Core Animation's `CALayerContentsFormat`).
    public struct ContentsFormat: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let RGBA8Uint = ContentsFormat(rawValue: "RGBA8")
        public static let RGBA16Float = ContentsFormat(rawValue: "RGBAh")
        public static let gray8Uint = ContentsFormat(rawValue: "Gray8")
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a layer asks its delegate (Core Animation's `CALayerDelegate`); every call is optional.
public protocol LayerDelegate: AnyObject {
    /// Draws the layer's contents in place of its own drawing, at `display()`.
    func display(_ layer: Layer)
    /// Draws the layer's content into `ctx` (Core Animation's `draw(_:in:)`).
    func draw(_ layer: Layer, in ctx: CGContext)
    /// Called as the layer lays out its sublayers.
    func layoutSublayers(of layer: Layer)
    /// The action for a change of the layer's `event` key; nil lets the layer look further.
    func action(for layer: Layer, forKey event: String) -> (any LayerAction)?
}

extension LayerDelegate {
    /// Does nothing, as the call is optional.
    public func display(_ layer: Layer) {}
    /// Draws nothing, as the call is optional.
    public func draw(_ layer: Layer, in ctx: CGContext) {}
    /// Does nothing, as the call is optional.
    public func layoutSublayers(of layer: Layer) {}
    /// No action, as the call is optional.
    public func action(for layer: Layer, forKey event: String) -> (any LayerAction)? { nil }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a layer runs when one of its keys changes (Core Animation's `CAAction`); an animation is one.
public protocol LayerAction: AnyObject {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension LayerAnimation: LayerAction {
    /// Adds the animation to the layer `anObject` under `event`, as Core Animation's animations do.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? Layer)?.add(self, forKey: event)
    }
}
