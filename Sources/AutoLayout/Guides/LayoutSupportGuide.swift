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
