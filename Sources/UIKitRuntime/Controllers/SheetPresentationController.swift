import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The presentation controller of a sheet (UIKit's `UISheetPresentationController`): the heights
/// it may rest at and its settings, kept (sheets are not drawn here).
open class SheetPresentationController: PresentationController {
    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
    public final class Detent: NSObject, Sendable {
        /// A detent's name (UIKit's `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The half-height detent, as UIKit names it.
            nonisolated public static let medium = Identifier("com.apple.UIKit.medium")
            /// The full-height detent, as UIKit names it.
            nonisolated public static let large = Identifier("com.apple.UIKit.large")
        }
        /// The detent's name.
        public let identifier: Identifier
        private init(_ identifier: Identifier) { self.identifier = identifier }
        /// About half the screen's height.
        public static func medium() -> Detent { Detent(.medium) }
        /// The full height.
        public static func large() -> Detent { Detent(.large) }
        /// Detents are equal when named alike.
        public override func isEqual(_ object: Any?) -> Bool { (object as? Detent)?.identifier == identifier }
        public override var hash: Int { identifier.hashValue }
    }

    /// The heights the sheet may rest at (full height by default).
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil for the smallest.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent the content behind is not dimmed at; nil dims at every one.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether a grabber shows at the top (kept).
    open var prefersGrabberVisible = false
    /// Whether scrolling to the edge grows the sheet (kept).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in a compact height (kept).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes its width from `preferredContentSize` (kept).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The corners' radius; nil for the system's (kept).
    open var preferredCornerRadius: CGFloat?
    /// The view a popover-like sheet points from (kept).
    open var sourceView: View?
    /// Runs `changes` to detents or settings (at once: nothing animates here).
    open func animateChanges(_ changes: () -> Void) { changes() }
}
