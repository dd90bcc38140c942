import Foundation

/// A top or bottom layout guide of a ``ViewController``, whose height is `length`.
///
/// Its height and its edge at the view's top (or bottom) are two constraints the view holds, in
/// its `constraints`, as UIKit's `_UILayoutSupportConstraint`s are; the engine places it across.
public final class LayoutSupportGuide: LayoutGuide {
    /// The guide's height.
    public var length: CGFloat = 0 {
        didSet {
            guard length != oldValue else { return }
            lengthConstraint?.constant = length
            owningView?.setNeedsLayout()
        }
    }
    /// The height constraint made by ``pin(to:edge:)``.
    private var lengthConstraint: LayoutConstraint?

    /// Adds the guide to `view` with its two constraints, the guide's `edge` (top or bottom) at
    /// the view's and its height at `length`.
    package func pin(to view: View, edge: LayoutAttribute) {
        view.addLayoutGuide(self)
        let height = LayoutConstraint(kind: .systemGuide, item: self, attribute: .height, constant: length)
        let position = LayoutConstraint(kind: .systemGuide, item: self, attribute: edge, toItem: view,
                                        attribute: edge, constant: 0)
        lengthConstraint = height
        view.addConstraints([height, position])
    }
}

/// What a controller's top and bottom layout guides offer code that takes them by protocol
/// (UIKit's `UILayoutSupport`, the type `topLayoutGuide` has there).
public protocol LayoutSupport: AnyObject {
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
