import AutoLayout
import Foundation

// UIKit's pointer styling, as far as a button's `pointerStyleProvider` needs it: the effect a
// pointer has on a view, the shape it takes, and the style they make. There is no pointer here:
// apps build these and tests read them back.

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a pointer does to the view under it (UIKit's `UIPointerEffect`; its subclasses name the kind).
open class PointerEffect: NSObject {
    /// The view the effect applies to.
    public let preview: TargetedPreview

    /// An effect on `preview`'s view.
    public required init(preview: TargetedPreview) {
        self.preview = preview
        super.init()
    }
}

/// The pointer takes the view's shape and highlights it (UIKit's `UIPointerHighlightEffect`).
open class PointerHighlightEffect: PointerEffect {}
/// The view lifts under the pointer, which hides (UIKit's `UIPointerLiftEffect`).
open class PointerLiftEffect: PointerEffect {}
/// The view tints or scales under the pointer (UIKit's `UIPointerHoverEffect`).
open class PointerHoverEffect: PointerEffect {
    /// How the view is tinted (UIKit's `UIPointerHoverEffect.TintMode`).
    public enum TintMode: Int, Sendable { case none, overlay, underlay }
    /// How the view is tinted.
    open var preferredTintMode = TintMode.overlay
    /// Whether the view casts a shadow.
    open var prefersShadow = false
    /// Whether the view grows.
    open var prefersScaledContent = true
}

/// The shape a pointer takes (UIKit's `UIPointerShape`).
public enum PointerShape {
    /// A path, in the view's coordinates.
    case path(BezierPath)
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat = PointerShape.defaultCornerRadius)
    /// A vertical bar, as over text.
    case verticalBeam(length: CGFloat)
    /// A horizontal bar, as over vertical text.
    case horizontalBeam(length: CGFloat)

    /// UIKit's corner radius for a rounded-rectangle pointer.
    public static let defaultCornerRadius: CGFloat = 8
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// An effect and a shape for the pointer over a view (UIKit's `UIPointerStyle`).
open class PointerStyle: NSObject {
    /// The effect on the view, if any.
    public let effect: PointerEffect?
    /// The pointer's shape, if set (else the effect's view's).
    public let shape: PointerShape?
    /// Whether the pointer hides.
    public let isHidden: Bool

    /// A style of `effect`, in `shape` if given.
    public init(effect: PointerEffect, shape: PointerShape? = nil) {
        (self.effect, self.shape, isHidden) = (effect, shape, false)
        super.init()
    }

    /// A style with the pointer in `shape` and no effect on the view.
    public init(shape: PointerShape) {
        (effect, self.shape, isHidden) = (nil, shape, false)
        super.init()
    }

    private init(hidden: Bool) {
        (effect, shape, isHidden) = (nil, nil, hidden)
        super.init()
    }

    /// A style that hides the pointer.
    public static func hidden() -> PointerStyle { PointerStyle(hidden: true) }
    /// The system's default pointer.
    public static func system() -> PointerStyle { PointerStyle(hidden: false) }
}

extension Button {
    /// UIKit's `UIButton.PointerStyleProvider`: the style for the button given the effect and
    /// shape the system proposes.
    public typealias PointerStyleProvider = (Button, PointerEffect, PointerShape) -> PointerStyle?

    /// Makes the pointer's style over the button (kept: there is no pointer here to style; see
    /// `proposedPointerStyle()` for what it would be asked).
    public var pointerStyleProvider: PointerStyleProvider? {
        get { kept(\Button.pointerStyleProvider) ?? nil }
        set { keep(\Button.pointerStyleProvider, newValue) }
    }

    /// The style for a pointer over the button: the provider's answer for a highlight of the
    /// button in a rounded rectangle of its bounds, as UIKit proposes, else that effect as is.
    public func proposedPointerStyle() -> PointerStyle? {
        let effect = PointerHighlightEffect(preview: TargetedPreview(view: self))
        let shape = PointerShape.roundedRect(bounds)
        guard let pointerStyleProvider else { return PointerStyle(effect: effect, shape: shape) }
        return pointerStyleProvider(self, effect, shape)
    }
}
