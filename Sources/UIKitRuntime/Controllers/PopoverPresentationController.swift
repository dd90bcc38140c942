import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The presentation controller of a popover (UIKit's `UIPopoverPresentationController`): what it
/// points from, kept (popovers are not drawn here). Presenting one with neither a source view nor
/// a bar button item is reported, as UIKit raises for it.
open class PopoverPresentationController: PresentationController {
    /// The view the popover points at.
    open var sourceView: View?
    /// The rectangle in `sourceView` the popover points at.
    open var sourceRect = CGRect.zero
    /// The bar item the popover points at.
    open var barButtonItem: BarButtonItem?
    /// The sides the arrow may point from (any by default).
    open var permittedArrowDirections = PopoverArrowDirection.any
    /// The side the arrow points from: unknown, as no popover is laid out here.
    open var arrowDirection: PopoverArrowDirection { .unknown }
    /// Views the user may still touch while the popover shows (kept).
    open var passthroughViews: [View]?
    /// The popover's background colour (kept).
    open var backgroundColor: Color?
    /// Whether the popover may cover the source rectangle (kept).
    open var canOverlapSourceViewRect = false
    /// The margins the popover keeps from the screen's edges (kept).
    open var popoverLayoutMargins = EdgeInsets.zero
}

/// The sides a popover's arrow points from (UIKit's `UIPopoverArrowDirection`, UIKit's values).
public struct PopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = PopoverArrowDirection(rawValue: .max)
}
