import AutoLayout
import UIKitRuntime
import Foundation

/// A grid of items (UIKit's `UICollectionView`), placed by its layout; the layout here is
/// `CollectionViewFlowLayout`. Cells are made for the items on screen, from classes registered
/// with `register(_:forCellWithReuseIdentifier:)`.
open class CollectionView: ScrollView {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UICollectionView", CollectionView.self) }

    /// UIKit's kinds of supplementary views.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// Where an item ends up when scrolled to (UIKit's `UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout that places the items.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            layoutIsValid = false
            reloadData()
        }
    }
    /// Where items come from; setting it reloads.
    open weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }
    /// Whether items can be selected, one or several (kept with the cells).
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    /// Cells by reuse identifier and supplementary views by `kind/identifier`, in one pool.
    package var reusable = ReusePool<CollectionReusableView>()
    var shownCells: [IndexPath: CollectionViewCell] = [:]
    var shownSupplements: [(key: String, kind: String, indexPath: IndexPath, view: CollectionReusableView)] = []
    var selectedItems: Set<IndexPath> = []
    var movingItem: (from: IndexPath, to: IndexPath)?
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Whether the layout has prepared since its last invalidation, and for which bounds.
    var layoutIsValid = false
    var preparedBounds = CGRect.zero
    var itemCounts: [Int] = []
    var needsReload = true

    /// A collection placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection with a default flow layout.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
    }

    var collectionDelegate: CollectionViewDelegateFlowLayout? { delegate as? CollectionViewDelegateFlowLayout }
    /// The delegate as a collection view's, flow layout or not.
    var itemDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }
    /// The item a touch is on, where it began, and whether it is highlighted (CollectionView+Touches).
    var touchedItem: (indexPath: IndexPath, start: CGPoint, highlighted: Bool)?

    /// Makes cells of `cellClass` for `dequeueReusableCell(withReuseIdentifier:for:)`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        reusable.register(registrable(cellClass, as: CollectionViewCell.self, identifier), for: identifier)
    }

    /// Makes supplementary views of `viewClass` for `kind` (a section header or footer).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        reusable.register(registrable(viewClass, as: CollectionReusableView.self, identifier), for: kind + "/" + identifier)
    }

    /// A cell for the item: reused, or made from the registered class. With no class registered
    /// it reports a misuse (UIKit raises an exception) and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = reusable.dequeue(identifier) as? CollectionViewCell { return cell }
        reportUnregistered("cell", identifier, indexPath)
        return CollectionViewCell(registeredFor: identifier)
    }

    /// A supplementary view of `kind` for the section: reused, or made from the registered class
    /// (a plain one, with a misuse reported, if none is registered).
    open func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        let key = kind + "/" + identifier
        if let view = reusable.dequeue(key) { return view }
        reportUnregistered("\(kind) view", identifier, indexPath)
        return CollectionReusableView(registeredFor: key)
    }

    private func reportUnregistered(_ what: String, _ identifier: String, _ indexPath: IndexPath) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
            "No \(what) class registered for reuse identifier \"\(identifier)\" (item \(indexPath.item) of section "
            + "\(indexPath.section) of \(keyDescription)): register it first"))
    }

    /// The number of sections (as last laid out).
    open var numberOfSections: Int { itemCounts.count }
    /// The number of items in `section` (as last laid out; 0 outside).
    open func numberOfItems(inSection section: Int) -> Int { itemCounts.indices.contains(section) ? itemCounts[section] : 0 }
    /// The cell on screen for the item, if the item is on screen.
    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { shownCells[indexPath] }
    /// The cells on screen, in item order.
    open var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { shownCells[$0] } }
    /// The items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { shownCells.keys.sorted() }
    /// The item a cell on screen shows.
    open func indexPath(for cell: CollectionViewCell) -> IndexPath? { shownCells.first { $0.value === cell }?.key }
    /// The item's attributes, from the layout.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Asks the data source again for every item, at the next layout; the selection is cleared, as UIKit's is.
    open func reloadData() {
        needsReload = true
        selectedItems = []
        setNeedsLayout()
    }
    /// Takes in changed items (the whole collection reloads here).
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Takes in changed items keeping their cells (the items are asked for again here).
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Runs `updates`, then takes them in; `completion` runs after the layout.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        layoutIfNeeded()
        completion?(true)
    }

    /// Scrolls so that the item is at `position` (as far as the content allows).
    open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY }
        if position.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if position.contains(.left) { offset.x = frame.minX }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - bounds.width }
        offset.x = min(max(offset.x, 0), max(contentSize.width - bounds.width, 0))
        offset.y = min(max(offset.y, 0), max(contentSize.height - bounds.height, 0))
        contentOffset = offset
    }

    /// Places the items on screen, then the rest as `ScrollView` does; the background view fills the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layOutItems()
    }

    // MARK: Selection (CollectionView+Selection)

    /// The selected items, in order (none after a reload).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }
    /// Selects the item (nil: deselects every item), scrolling it to `scrollPosition`; the
    /// delegate is not told, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, scrollPosition: scrollPosition)
    }
    /// Deselects the item; the delegate is not told, as in UIKit.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { deselect(indexPath) }
    /// The item whose frame contains `point` (in content coordinates), as last laid out.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let near = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: near) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }.map(\.indexPath).min()
    }

    // MARK: Supplementary views

    /// The supplementary view of `kind` on screen for the section of `indexPath`.
    open func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        shownSupplements.first { $0.kind == kind && $0.indexPath == indexPath }?.view
            ?? shownSupplements.first { $0.kind == kind && $0.indexPath.section == indexPath.section }?.view
    }
    /// The supplementary views of `kind` on screen, by section.
    open func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] { shownSupplements.filter { $0.kind == kind }.map(\.view) }
    /// The index paths of the supplementary views of `kind` on screen.
    open func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
        shownSupplements.filter { $0.kind == kind }.map(\.indexPath)
    }
    /// The supplementary view's attributes, from the layout.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Settings

    /// A view behind the items, filling the bounds and not scrolling.
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The interaction showing items' context menus: nil, as UIKit's is while the delegate offers
    /// no item menus (a collection view's delegate here has no context-menu methods).
    open var contextMenuInteraction: ContextMenuInteraction? { nil }
    /// Changes the layout; the items are placed by it at the next layout (nothing animates here).
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
    /// Changes the layout, then runs `completion` after the new layout.
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        layoutIfNeeded()
        completion?(true)
    }
    /// Whether the collection is in editing mode (kept for cells to read).
    open var isEditing = false
    /// Whether items can be selected while editing (kept).
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing (kept).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether items near the screen are asked for early (kept: items are made as they come on screen).
    open var isPrefetchingEnabled = true
    /// Told of items about to come on screen (kept, not called: items are made as they come on screen).
    open weak var prefetchDataSource: CollectionViewDataSourcePrefetching?
    /// Whether focus returns to the item that had it (kept; there is no focus engine here).
    open var remembersLastFocusedIndexPath = false
    /// Whether moving focus selects (kept).
    open var selectionFollowsFocus = false
    /// Whether items can take focus (kept).
    open var allowsFocus = false
    /// Whether items can take focus while editing (kept).
    open var allowsFocusDuringEditing = false
    /// Whether items can be dragged (kept; there are no drags here).
    open var dragInteractionEnabled = false
    /// Whether a drag is under way (never here).
    open var hasActiveDrag: Bool { false }
    /// Whether a drop is under way (never here).
    open var hasActiveDrop: Bool { false }
    /// Whether updates are waiting to be taken in (never: they are taken in as they are made).
    open var hasUncommittedUpdates: Bool { false }
    /// How quickly items move out of the way while reordering (kept).
    open var reorderingCadence = ReorderingCadence.immediate
    /// Whether self-sizing cells' size changes are taken in (kept: cells are measured at each layout).
    open var selfSizingInvalidation = SelfSizingInvalidation.enabled

    // MARK: Interactive movement (CollectionView+Selection)

    /// Starts moving the item by hand; false if the data source does not let it move.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMoving(indexPath) }
    /// Moves the item being moved to the item under `targetPosition`.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        if let moving = movingItem, let target = indexPathForItem(at: targetPosition) { movingItem = (moving.from, target) }
    }
    /// Ends the movement: the data source moves the item to where it was taken.
    open func endInteractiveMovement() { endMoving() }
    /// Cancels the movement: the item goes back.
    open func cancelInteractiveMovement() { movingItem = nil }

    func recycle(_ view: CollectionReusableView) { reusable.recycle(view) }

    /// A touch on an item highlights it; other touches go on up the chain.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if !itemTouchBegan(touches) { super.touchesBegan(touches, with: event) }
    }
    /// A touch moving off its item lets the item go.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if !itemTouchMoved(touches) { super.touchesMoved(touches, with: event) }
    }
    /// A touch lifting on its item selects it, asking the delegate as UIKit does.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if !itemTouchEnded() { super.touchesEnded(touches, with: event) }
    }
    /// A cancelled touch lets its item go unselected.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if !itemTouchCancelled() { super.touchesCancelled(touches, with: event) }
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }
}
