import AutoLayout
import UIKitRuntime
import Foundation

/// A vertical list of rows (UIKit's `UITableView`): it asks its data source for the rows of
/// each section and places a cell for every row on screen, full width (inset by 16, or 20 from
/// 414 points wide, in `.insetGrouped`), stacked under `tableHeaderView` and section headers.
///
/// Heights, as UIKit's: the delegate's `heightForRowAt` or `rowHeight`; with
/// `automaticDimension` (the default) a cell on screen is measured with
/// `systemLayoutSizeFitting` at the row's width, plus the separator (0.5) unless
/// `separatorStyle` is `.none`; a row off screen counts `estimatedRowHeight` (44 when automatic)
/// until it is shown. Section headers and footers: the delegate's height, else a view's fitted
/// height or 28 for a title; with neither, 0 in `.plain` and 18 in the grouped styles.
open class TableView: ScrollView {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UITableView", TableView.self) }

    /// The list's looks.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// Lines between rows.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    /// How rows change (everything reloads here; nothing animates).
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
    /// Where a scrolled-to row ends up.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// A view behind the rows (kept: renderers draw the rows only).
    open var backgroundView: View?

    /// A height that says "measure it".
    public static let automaticDimension: CGFloat = -1
    /// The height UIKit gives a row whose content fits in none.
    static let standardRowHeight: CGFloat = 44

    /// The style, fixed at creation.
    open var style: Style { storedStyle }
    package var storedStyle: Style
    /// Where rows come from; setting it reloads.
    open weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// Rows' height (`automaticDimension`: measured).
    open var rowHeight = TableView.automaticDimension { didSet { reloadData() } }
    /// The height counted for an automatic row not yet shown (`automaticDimension`: 44).
    open var estimatedRowHeight = TableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Section headers' and footers' heights (`automaticDimension`: see the type's notes).
    open var sectionHeaderHeight = TableView.automaticDimension { didSet { setNeedsLayout() } }
    open var sectionFooterHeight = TableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Space above each section header (`automaticDimension`: 22 in `.plain` tables, as iOS 15's,
    /// none in the grouped styles); only sections that have a header get it.
    open var sectionHeaderTopPadding = TableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Estimates for headers and footers (kept: headers and footers are always measured).
    open var estimatedSectionHeaderHeight = TableView.automaticDimension
    open var estimatedSectionFooterHeight = TableView.automaticDimension
    /// A view above the rows, as tall as its frame.
    open var tableHeaderView: View? { didSet { replace(oldValue, with: tableHeaderView) } }
    /// A view below the rows, as tall as its frame.
    open var tableFooterView: View? { didSet { replace(oldValue, with: tableFooterView) } }
    /// The lines between rows (they take 0.5 of each row's height unless `.none`).
    open var separatorStyle = SeparatorStyle.singleLine { didSet { reloadData() } }
    /// The lines' colour and insets (kept).
    open var separatorColor: Color? = .separator
    open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The effect separators are drawn with over a blurred background (kept: they are drawn in `separatorColor`).
    open var separatorEffect: VisualEffect?
    /// The interaction showing rows' context menus: nil, as UIKit's is while the delegate offers no
    /// row menus (a table view's delegate here has no context-menu methods).
    open var contextMenuInteraction: ContextMenuInteraction? { nil }
    /// Whether rows can be selected, one or several (selection is kept and shown on cells).
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether cells' margins follow the readable width (kept).
    open var cellLayoutMarginsFollowReadableWidth = false

    package var cells = ReusePool<TableViewCell>()
    package var headerFooterViews = ReusePool<TableViewHeaderFooterView>()
    var shownCells: [IndexPath: TableViewCell] = [:]
    var shownSupplements: [(header: Bool, section: Int, view: View)] = []
    var sectionRects: [Int: (header: CGRect, footer: CGRect, whole: CGRect)] = [:]
    var measuredHeights: [IndexPath: CGFloat] = [:]
    var rowRects: [IndexPath: CGRect] = [:]
    var rowCounts: [Int] = []
    var selected: [IndexPath] = []
    /// The row a touch is on, where it began, and whether the row is highlighted (TableView+Touches).
    var touchedRow: (indexPath: IndexPath, start: CGPoint, highlighted: Bool)?
    var needsReload = true
    /// Whether a collapsed self-sizing cell was reported (UIKit says it once).
    var reportedCollapsedCell = false

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        storedStyle = style
        super.init(frame: frame)
    }

    /// A plain table with a frame.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }
    var separatorHeight: CGFloat { separatorStyle == .none ? 0 : 0.5 }

    // MARK: Cells

    /// Makes cells of `cellClass`, a cell class, for `dequeueReusableCell(withIdentifier:for:)`;
    /// nil unregisters. Another class is reported and not registered.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cells.register(registrable(cellClass, as: TableViewCell.self, identifier), for: identifier)
    }

    /// Makes header and footer views of `viewClass` for `dequeueReusableHeaderFooterView`.
    open func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterViews.register(registrable(viewClass, as: TableViewHeaderFooterView.self, identifier), for: identifier)
    }

    /// A cell to reuse, or a new one of the registered class; nil if neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        cells.dequeue(identifier)
    }

    /// A cell for the row at `indexPath`: reused, or made from the registered class. With no
    /// class registered it reports a misuse (UIKit raises an exception) and returns a default cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
            "No cell class registered for reuse identifier \"\(identifier)\" (row \(indexPath.row) of section "
            + "\(indexPath.section) of \(keyDescription)): call register(_:forCellReuseIdentifier:) first"))
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view to reuse, or a new one of the registered class; nil if neither.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        headerFooterViews.dequeue(identifier)
    }

    // MARK: Reading the table

    /// The number of sections (as last laid out).
    open var numberOfSections: Int { rowCounts.count }
    /// The number of rows in `section` (as last laid out; 0 outside).
    open func numberOfRows(inSection section: Int) -> Int { rowCounts.indices.contains(section) ? rowCounts[section] : 0 }
    /// The cell on screen for the row, if the row is on screen.
    open func cellForRow(at indexPath: IndexPath) -> TableViewCell? { shownCells[indexPath] }
    /// The cells on screen, top to bottom.
    open var visibleCells: [TableViewCell] { indexPathsForVisibleRows?.compactMap { shownCells[$0] } ?? [] }
    /// The rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { shownCells.keys.sorted() }
    /// The row a cell on screen shows.
    open func indexPath(for cell: TableViewCell) -> IndexPath? { shownCells.first { $0.value === cell }?.key }
    /// The row's rectangle in content coordinates (zero for a row not laid out).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rowRects[indexPath] ?? .zero }

    // MARK: Changing the table

    /// Asks the data source again for every row, at the next layout.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }
    /// Reloads the rows (the whole table, here).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads the sections (the whole table, here).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Takes in inserted rows (the data source already has them).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Takes in deleted rows (the data source no longer has them).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Takes in inserted sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Takes in deleted sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Takes in a moved row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Starts a group of changes (taken in together at the next layout).
    open func beginUpdates() {}
    /// Ends a group of changes.
    open func endUpdates() { reloadData() }
    /// Runs `updates`, then takes them in; `completion` runs after the layout.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        layoutIfNeeded()
        completion?(true)
    }

    /// Scrolls so that the row is at `position` (as far as the content allows).
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let rect = rowRects[indexPath] else { return }
        let maximum = max(contentSize.height - bounds.height, 0)
        let y: CGFloat
        switch position {
        case .top: y = rect.minY
        case .middle: y = rect.midY - bounds.height / 2
        case .bottom: y = rect.maxY - bounds.height
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        contentOffset = CGPoint(x: contentOffset.x, y: min(max(y, 0), maximum))
    }

    // MARK: Selection

    /// The selected row (the first, with several).
    open var indexPathForSelectedRow: IndexPath? { selected.first }
    /// The selected rows.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects the row (replacing the selection unless several are allowed) and scrolls to it.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        if !allowsMultipleSelection { for path in selected { shownCells[path]?.setSelected(false, animated: animated) }; selected = [] }
        guard let indexPath else { return }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        shownCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        shownCells[indexPath]?.setSelected(false, animated: animated)
    }

    /// Scrolls to the first selected row, if there is one.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let row = selected.min() { scrollToRow(at: row, at: scrollPosition, animated: animated) }
    }

    // MARK: Geometry, as last laid out (TableView+Rows)

    /// The row whose rectangle contains `point` (in content coordinates).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { rowRects.keys.sorted().first { rowRects[$0]!.contains(point) } }  // safe: a key
    /// The rows whose rectangles meet `rect`, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { rowRects.keys.sorted().filter { rowRects[$0]!.intersects(rect) } }  // safe
    /// The section's rectangle: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect { sectionRects[section]?.whole ?? .zero }
    /// The section header's rectangle.
    open func rectForHeader(inSection section: Int) -> CGRect { sectionRects[section]?.header ?? .zero }
    /// The section footer's rectangle.
    open func rectForFooter(inSection section: Int) -> CGRect { sectionRects[section]?.footer ?? .zero }
    /// The section's header view, if it is on screen.
    open func headerView(forSection section: Int) -> TableViewHeaderFooterView? { supplement(header: true, section) }
    /// The section's footer view, if it is on screen.
    open func footerView(forSection section: Int) -> TableViewHeaderFooterView? { supplement(header: false, section) }
    private func supplement(header: Bool, _ section: Int) -> TableViewHeaderFooterView? {
        shownSupplements.first { $0.header == header && $0.section == section }?.view as? TableViewHeaderFooterView
    }

    // MARK: Editing and settings

    /// Whether the table is in editing mode; its cells follow it.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// Enters or leaves editing mode, with the cells on screen (those made later follow it too).
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        for cell in visibleCells { cell.setEditing(editing, animated: animated) }
    }
    /// Whether rows can be selected while editing (kept).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (kept).
    open var allowsMultipleSelectionDuringEditing = false
    /// Moves a section (the table takes the change in with a reload here).
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    /// Takes in changed rows keeping their cells (the rows are asked for again here).
    open func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
    /// The section index's text colour (kept: no section index is drawn here).
    open var sectionIndexColor: Color?
    /// The section index's background (kept).
    open var sectionIndexBackgroundColor: Color?
    /// The section index's background while touched (kept).
    open var sectionIndexTrackingBackgroundColor: Color?
    /// The fewest rows for which the section index shows (kept).
    open var sectionIndexMinimumDisplayRowCount = 0
    /// Asks for the section index titles again (no section index is drawn here).
    open func reloadSectionIndexTitles() {}
    /// The title that stands for the search field in a section index (UIKit's `UITableViewIndexSearch`).
    nonisolated public static let indexSearch = "{search}"
    /// Posted when the selection changes by touch.
    nonisolated public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
    /// What separator insets are measured from (kept).
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
    /// The height of the empty rows filling a plain table below its rows (kept; none are drawn).
    open var fillerRowHeight: CGFloat = TableView.automaticDimension
    /// Whether cells' content views stay inside the safe area (kept; true by default).
    open var insetsContentViewsToSafeArea = true
    /// Whether rows near the screen are asked for early (kept: rows are made as they come on screen).
    open var isPrefetchingEnabled = true
    /// Told of rows about to come on screen (kept, not called).
    open weak var prefetchDataSource: TableViewDataSourcePrefetching?
    /// Whether updates are waiting to be taken in (never: they are taken in as they are made).
    open var hasUncommittedUpdates: Bool { false }
    /// Whether a drag or a drop is under way (never here).
    open var hasActiveDrag: Bool { false }
    /// Whether a drop is under way (never here).
    open var hasActiveDrop: Bool { false }
    /// Whether rows can be dragged (kept; there are no drags here).
    open var dragInteractionEnabled = false
    /// Whether focus returns to the row that had it (kept; there is no focus engine here).
    open var remembersLastFocusedIndexPath = false
    /// Whether moving focus selects (kept).
    open var selectionFollowsFocus = false
    /// Whether rows can take focus (kept).
    open var allowsFocus = false
    /// Whether rows can take focus while editing (kept).
    open var allowsFocusDuringEditing = false
    /// Which size changes of self-sizing cells are taken in (kept: cells are measured at each layout).
    open var selfSizingInvalidation = SelfSizingInvalidation.enabled
    /// What separator insets are measured from (UIKit's `UITableView.SeparatorInsetReference`).
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    /// Which size changes of self-sizing cells are taken in (UIKit's `UITableView.SelfSizingInvalidation`).
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }

    // MARK: Layout

    /// Places the rows on screen, then the rest as `ScrollView` does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutRows()
    }

    private func replace(_ old: View?, with new: View?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }

    func recycle(_ cell: TableViewCell) { cells.recycle(cell) }

    /// A touch on a row highlights it; other touches go on up the chain.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if !rowTouchBegan(touches) { super.touchesBegan(touches, with: event) }
    }
    /// A touch moving off its row lets the row go.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if !rowTouchMoved(touches) { super.touchesMoved(touches, with: event) }
    }
    /// A touch lifting on its row selects it, asking the delegate as UIKit does.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if !rowTouchEnded(touches) { super.touchesEnded(touches, with: event) }
    }
    /// A cancelled touch lets its row go unselected.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if !rowTouchCancelled() { super.touchesCancelled(touches, with: event) }
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        storedStyle = .plain
        super.init(coder: coder)
    }
}
