import Foundation
import AutoLayout
import UIKitRuntime

// What the engine's and the catalogue's tests build their trees with.

/// A root of 320×416 (Masonry's example size), named `root`.
package func makeRoot() -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
    root.debugName = "root"
    return root
}

/// A view named `name` in `parent`, placed by constraints.
package func makeChild(_ name: String, in parent: View) -> View {
    let view = View()
    view.debugName = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// Activates `view.attribute relation other.otherAttribute × multiplier + constant`.
package func pin(_ view: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, to other: View?,
         _ otherAttribute: LayoutAttribute? = nil, times multiplier: CGFloat = 1, plus constant: CGFloat = 0,
         priority: LayoutPriority = .required) -> LayoutConstraint {
    let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: other,
                                      attribute: other == nil ? .notAnAttribute : (otherAttribute ?? attribute),
                                      multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.isActive = true
    return constraint
}

/// A view with a fixed intrinsic size, as a label or an image view has.
package final class Box: View {
    package let size: CGSize
    package init(_ width: CGFloat, _ height: CGFloat, name: String) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        debugName = name
    }
    package override var intrinsicContentSize: CGSize { size }

    /// Made as on iOS without an archive (see `View.init(coder:)`): an empty box.
    package required convenience init?(coder: NSCoder) { self.init(0, 0, name: "") }
}

/// A phone's screen: 375 × 667 with the safe area of a notched phone (47 above, 34 below).
package func present(_ controller: ViewController) -> View {
    let view: View = controller.view
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    view.layoutIfNeeded()
    return view
}
