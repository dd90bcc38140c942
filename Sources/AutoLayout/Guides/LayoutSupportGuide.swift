import Foundation

/// A top or bottom layout guide of a ``ViewController``, whose height is `length`.
public final class LayoutSupportGuide: LayoutGuide {
    /// The guide's height.
    public var length: CGFloat = 0 {
        didSet {
            guard length != oldValue else { return }
            owningView?.engineIfCreated?.itemDidChange(self)
            owningView?.setNeedsLayout()
        }
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a controller's top and bottom layout guides offer code that takes them by protocol
/// (UIKit's `UILayoutSupport`, the type `topLayoutGuide` has there).
public protocol LayoutSupport: LayoutItem {
    /// The guide's height.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: LayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: LayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: LayoutDimension { get }
}

extension LayoutSupportGuide: LayoutSupport {}
