import Foundation

/// A top or bottom layout guide of a ``ViewController``, whose height is `length`.
public final class LayoutSupportGuide: LayoutGuide {
    /// The guide's height: as UIKit's, the owning view's safe-area inset at its edge (the status
    /// and navigation bars at the top, a tab bar at the bottom); a length set here replaces it.
    public var length: CGFloat {
        get { storedLength ?? safeAreaLength }
        set {
            let oldValue = length
            storedLength = newValue
            guard length != oldValue else { return }
            owningView?.engineIfCreated?.itemDidChange(self)
            owningView?.setNeedsLayout()
        }
    }
    private var storedLength: CGFloat?

    private var safeAreaLength: CGFloat {
        guard let view = owningView else { return 0 }
        return systemRole == .bottomLayout ? view.safeAreaInsets.bottom : view.safeAreaInsets.top
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
