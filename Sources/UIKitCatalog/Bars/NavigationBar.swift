import AutoLayout
import UIKitRuntime
import Foundation

/// The bar of a navigation controller (UIKit's `UINavigationBar`), showing the top item's title:
/// centred at 17 points semibold, or at 34 points bold under it with a large title.
open class NavigationBar: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UINavigationBar", NavigationBar.self) }

    /// Whether titles show large (the top controller's item may say never).
    open var prefersLargeTitles = false {
        didSet { owningNavigationController?.updateBar() }
    }
    /// Whether content shows through the bar (kept).
    open var isTranslucent = true
    /// The bar's colour (kept as the background).
    open var barTintColor: Color? { didSet { backgroundColor = barTintColor } }
    /// Title text attributes (kept).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?, largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    let titleLabel = Label()
    private var titlePlacement: [LayoutConstraint] = []

    var owningNavigationController: NavigationController? {
        superview?.owningController as? NavigationController
    }

    func show(_ item: NavigationItem, large: Bool) {
        if titleLabel.superview == nil {
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            titleLabel.debugName = "UINavigationBar-title"
            addSubview(titleLabel)
        }
        titleLabel.text = item.title
        titleLabel.font = large ? Font(pointSize: 34, weight: .bold) : Font(pointSize: 17, weight: .semibold)
        LayoutConstraint.deactivate(titlePlacement)
        titlePlacement = large
            ? [titleLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 16),
               titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)]
            : [titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
               titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor)]
        LayoutConstraint.activate(titlePlacement)
    }
}
