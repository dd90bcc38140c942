import AutoLayout
import Foundation

/// Columns of controllers side by side (UIKit's `UISplitViewController`), as on a phone: a
/// phone's width is compact, so the split view is always collapsed and shows one column's
/// controller at a time, filling it. Collapsed, UIKit shows its top column on a navigation stack;
/// here the column's controller is shown alone, and `show(_:)` moves between columns. A classic
/// split view (`viewControllers`) shows its primary, with the secondary pushed onto it when the
/// primary is a navigation controller and the delegate does not take the collapse.
open class SplitViewController: ViewController {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UISplitViewController", SplitViewController.self) }

    /// How many columns the split view has (UIKit's `UISplitViewController.Style`).
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    /// A column (UIKit's `UISplitViewController.Column`).
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
    /// How columns share the screen when expanded (UIKit's `UISplitViewController.DisplayMode`).
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        /// The older name of `secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The older name of `oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The older name of `oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    /// How side columns make room (UIKit's `UISplitViewController.SplitBehavior`).
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
    /// Which side the primary column is on (UIKit's `UISplitViewController.PrimaryEdge`).
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }
    /// The primary column's background (UIKit's `UISplitViewController.BackgroundStyle`).
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }
    /// When the display-mode button shows (UIKit's `UISplitViewController.DisplayModeButtonVisibility`).
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic, never, always }
    /// UIKit's automatic column width.
    public static let automaticDimension: CGFloat = -1

    /// The number of columns.
    public let style: Style
    /// Told as columns show, hide and collapse.
    open weak var delegate: SplitViewControllerDelegate?
    /// How columns share the screen when expanded (kept: a phone's split view is collapsed).
    open var preferredDisplayMode = DisplayMode.automatic
    /// How side columns make room when expanded (kept).
    open var preferredSplitBehavior = SplitBehavior.automatic
    /// Which side the primary column is on (kept).
    open var primaryEdge = PrimaryEdge.leading
    /// The primary column's background (kept).
    open var primaryBackgroundStyle = BackgroundStyle.none
    /// Whether a swipe shows the primary column (kept; nothing swipes here).
    open var presentsWithGesture = true
    /// Whether a button shows the secondary column alone (kept).
    open var showsSecondaryOnlyButton = false
    /// When the display-mode button shows (kept).
    open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic
    /// The primary column's width as a fraction of the whole, when expanded (kept).
    open var preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension
    /// The primary column's width in points, when expanded (kept).
    open var preferredPrimaryColumnWidth = SplitViewController.automaticDimension
    /// The least primary column width, when expanded (kept).
    open var minimumPrimaryColumnWidth = SplitViewController.automaticDimension
    /// The greatest primary column width, when expanded (kept).
    open var maximumPrimaryColumnWidth = SplitViewController.automaticDimension
    /// The primary column's width now: none beside the others, as the split view is collapsed.
    open var primaryColumnWidth: CGFloat { 0 }
    /// The display mode now: one column at a time.
    open var displayMode: DisplayMode { .secondaryOnly }
    /// How side columns make room now: over the others, as there is one at a time.
    open var splitBehavior: SplitBehavior { .overlay }
    /// Whether the split view shows one column at a time: always, at a phone's compact width.
    open var isCollapsed: Bool { true }
    /// The button that changes the display mode, for a navigation bar.
    open private(set) lazy var displayModeButtonItem = BarButtonItem()

    private var columns: [Column: ViewController] = [:]
    private var shownColumn: Column?

    /// A split view of `style`'s columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    /// A classic split view, its columns set by `viewControllers`.
    public override init(nibName: String?, bundle: Bundle?) {
        style = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }
    /// Made as on iOS without an archive: a classic split view.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The columns' controllers: primary then secondary (with the supplementary between, for three columns).
    open var viewControllers: [ViewController] {
        get { ([.primary, .supplementary, .secondary] as [Column]).compactMap { columns[$0] } }
        set {
            let order: [Column] = newValue.count > 2 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for column in [Column.primary, .supplementary, .secondary] { setViewController(nil, for: column) }
            for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
        }
    }
    /// Sets the controller of `column`.
    open func setViewController(_ viewController: ViewController?, for column: Column) {
        if let old = columns[column], old !== viewController {
            hideChild(old)
            old.removeFromParent()
        }
        columns[column] = viewController
        if shownColumn == column { shownColumn = nil }
        if isViewLoaded { showTopColumn() }
    }
    /// The controller of `column`.
    open func viewController(for column: Column) -> ViewController? { columns[column] }

    /// Shows `column`'s controller in place of the one shown.
    open func show(_ column: Column) {
        guard columns[column] != nil else { return }
        delegate?.splitViewController(self, willShow: column)
        shownColumn = column
        if isViewLoaded { showTopColumn() }
    }
    /// Hides `column`: if it is the one shown, the primary (or the secondary, hiding the primary) takes its place.
    open func hide(_ column: Column) {
        guard topColumn == column else { return }
        delegate?.splitViewController(self, willHide: column)
        shownColumn = column == .primary ? .secondary : .primary
        if isViewLoaded { showTopColumn() }
    }

    /// Shows `controller` on the primary column, as a collapsed split view does: pushed when the
    /// primary is a navigation controller, unless the delegate shows it.
    open override func show(_ controller: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: controller, sender: sender) == true { return }
        showOnTop(controller, sender: sender)
    }
    /// Shows `controller` as the detail: pushed onto the primary when it is a navigation
    /// controller, as a collapsed split view does, else as the secondary column; unless the delegate shows it.
    open override func showDetailViewController(_ controller: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: controller, sender: sender) == true { return }
        showOnTop(controller, sender: sender)
    }

    /// The column whose controller is shown.
    var topColumn: Column? {
        if let shownColumn, columns[shownColumn] != nil { return shownColumn }
        if columns[.compact] != nil { return .compact }
        if style == .unspecified { return columns[.primary] != nil ? .primary : .secondary }
        let proposed = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        return columns[proposed] != nil ? proposed : columns[.primary] != nil ? .primary : columns.keys.sorted { $0.rawValue < $1.rawValue }.first
    }

    private func showOnTop(_ controller: ViewController, sender: Any?) {
        if let primary = columns[.primary] as? any ShowingContainer, topColumn == .primary {
            primary.showInContainer(controller, sender: sender)
        } else {
            setViewController(controller, for: .secondary)
            show(.secondary)
        }
    }

    /// Shows the top column's controller filling the view, and no other; a classic split view
    /// collapses its secondary onto its primary first.
    private func showTopColumn() {
        if style == .unspecified, !collapsed, let primary = columns[.primary], let secondary = columns[.secondary] {
            collapsed = true
            if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
                if let navigation = primary as? any ShowingContainer {
                    columns[.secondary] = nil
                    navigation.showInContainer(secondary, sender: self)
                } else {
                    primary.collapseSecondaryViewController(secondary, for: self)
                }
            }
            delegate?.splitViewControllerDidCollapse(self)
        }
        let top = topColumn.flatMap { columns[$0] }
        for child in children where child !== top { hideChild(child) }
        guard let top else { return }
        if top.parent !== self { addChild(top) }
        showChild(top, below: nil, insets: .zero)
        if top.parent === self { top.didMove(toParent: self) }
    }
    private var collapsed = false

    /// Shows the top column once the view is loaded.
    open override func viewDidLoad() {
        super.viewDidLoad()
        showTopColumn()
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Told as a split view's columns show, hide and collapse (UIKit's `UISplitViewControllerDelegate`);
/// every method is optional.
public protocol SplitViewControllerDelegate: AnyObject {
    /// Whether the delegate took the collapse of `secondary` onto `primary` (no by default: the split view does it).
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool
    /// The column shown on top when collapsing (the proposed one by default).
    func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column
    /// Whether the delegate showed `vc` itself (no by default).
    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool
    /// Whether the delegate showed `vc` as the detail itself (no by default).
    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool
    /// `column` is about to show.
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
    /// `column` is about to hide.
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
    /// The split view collapsed.
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// The split view expanded (never on a phone).
    func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                                    onto primaryViewController: ViewController) -> Bool { false }
    public func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {}
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {}
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}
