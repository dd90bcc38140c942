import AutoLayout
import UIKitRuntime
import Foundation

/// The bar of a navigation controller (UIKit's `UINavigationBar`), showing the top item's title:
/// centred at 17 points semibold, or at 34 points bold under it with a large title. On its own,
/// it keeps a stack of items pushed on it.
open class NavigationBar: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UINavigationBar", NavigationBar.self) }

    /// A bar of `frame`; required, as `NavigationController.init(navigationBarClass:toolbarClass:)`
    /// makes bars of a class it is given.
    public required override init(frame: CGRect) { super.init(frame: frame) }
    /// UIKit's decoding initializer: made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether titles show large (the top controller's item may say never).
    open var prefersLargeTitles = false {
        didSet { owningNavigationController?.updateBar() }
    }
    /// Whether content shows through the bar (kept).
    open var isTranslucent = true
    /// The bar's colour, drawn unless an appearance gives one.
    open var barTintColor: Color? { didSet { applyAppearance() } }
    /// Title text attributes: their font and colour are drawn unless an appearance gives its own.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyAppearance() } }
    /// Large title text attributes (kept).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's look at standard height: its background colour and title attributes are drawn.
    open var standardAppearance = NavigationBarAppearance() { didSet { applyAppearance() } }
    /// The look in a compact bar (kept: the bar here is never compact).
    open var compactAppearance: NavigationBarAppearance?
    /// The look with content scrolled to the bar's edge: content is taken to be there here, so this
    /// one is drawn when set.
    open var scrollEdgeAppearance: NavigationBarAppearance? { didSet { applyAppearance() } }
    /// The look of a compact bar at the edge (kept).
    open var compactScrollEdgeAppearance: NavigationBarAppearance?
    /// Default or black (kept).
    open var barStyle = BarStyle.default
    /// The style the bar asks for (kept; every style resolves to iOS's here).
    open var preferredBehavioralStyle = BehavioralStyle.automatic
    /// The style the bar shows: `.pad`, as iOS resolves every request.
    open var behavioralStyle: BehavioralStyle { preferredBehavioralStyle.resolved }
    /// The section of a Mac window's toolbar the bar's items go to: none, as there is no Mac
    /// toolbar on iOS.
    open var currentNSToolbarSection: NSToolbarSection { .none }
    /// The sections of a Mac window's toolbar (UIKit's `UINavigationBar.NSToolbarSection`).
    public enum NSToolbarSection: Int, Sendable { case none, sidebar, supplementary, content }
    /// The line under the bar (kept).
    open var shadowImage: Image?
    /// The back indicator (kept).
    open var backIndicatorImage: Image?
    /// The mask of the back indicator's transition (kept).
    open var backIndicatorTransitionMaskImage: Image?
    /// Told of items pushed and popped on a bar of its own.
    open weak var delegate: NavigationBarDelegate?

    // MARK: Items

    /// The items, bottom first: a navigation controller's controllers' items, or those pushed here.
    open var items: [NavigationItem]? {
        get { owningNavigationController.map { $0.viewControllers.map(\.navigationItem) } ?? ownItems }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top, whose title shows.
    open var topItem: NavigationItem? { items?.last }
    /// The item under the top one, whose title a back button would show.
    open var backItem: NavigationItem? { (items?.count ?? 0) >= 2 ? items?.dropLast().last : nil }
    /// Pushes `item` on a bar of its own, if the delegate lets it.
    open func pushItem(_ item: NavigationItem, animated: Bool) { push(item) }
    /// Pops the top item of a bar of its own, if the delegate lets it.
    @discardableResult
    open func popItem(animated: Bool) -> NavigationItem? { pop() }
    /// Replaces the items of a bar of its own.
    open func setItems(_ items: [NavigationItem]?, animated: Bool) { replaceItems(items) }

    // MARK: Legacy customisation, kept

    /// Sets the background image for `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) { images[barMetrics.rawValue] = backgroundImage }
    /// The background image for `barMetrics`.
    open func backgroundImage(for barMetrics: BarMetrics) -> Image? { images[barMetrics.rawValue] ?? nil }
    /// Sets the background image at `barPosition` for `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics) {
        images[barPosition.rawValue, barMetrics.rawValue] = backgroundImage
    }
    /// The background image at `barPosition` for `barMetrics`.
    open func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
        images[barPosition.rawValue, barMetrics.rawValue] ?? nil
    }
    /// Sets how far the title moves up or down for `barMetrics`.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: BarMetrics) {
        adjustments[barMetrics.rawValue] = adjustment
    }
    /// How far the title moves up or down for `barMetrics`.
    open func titleVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat { adjustments[barMetrics.rawValue] ?? 0 }

    let titleLabel = Label()
    private var titlePlacement: [LayoutConstraint] = []
    var ownItems: [NavigationItem]?
    private var images = BarSettings<Image?>()
    private var adjustments = BarSettings<CGFloat>()

    var owningNavigationController: NavigationController? {
        superview?.owningController as? NavigationController
    }

    func show(_ item: NavigationItem?, large: Bool) {
        if titleLabel.superview == nil {
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            titleLabel.debugName = "UINavigationBar-title"
            addSubview(titleLabel)
        }
        titleLabel.text = item?.title
        titleLabel.font = large ? Font(pointSize: 34, weight: .bold) : Font(pointSize: 17, weight: .semibold)
        applyAppearance()
        LayoutConstraint.deactivate(titlePlacement)
        titlePlacement = large
            ? [titleLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 16),
               titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)]
            : [titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
               titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor)]
        LayoutConstraint.activate(titlePlacement)
    }
}
