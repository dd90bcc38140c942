import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What places a collection view's items (UIKit's `UICollectionViewLayout`). As UIKit's, the
/// collection view calls `prepare()` after each invalidation, takes `collectionViewContentSize`,
/// and asks `layoutAttributesForElements(in:)` for what is on screen: a subclass overrides those
/// three. The flow and compositional layouts are such subclasses.
open class CollectionViewLayout {
    /// The collection view the layout places items for.
    public internal(set) weak var collectionView: CollectionView?
    /// Decoration view classes by kind, made by the collection view when attributes ask for them.
    var decorationClasses: [String: CollectionReusableView.Type] = [:]

    /// A layout with nothing prepared.
    public init() {}
    /// Made as on iOS without an archive.
    public required init?(coder: NSCoder) {}

    /// The class of the attributes the layout makes (subclasses with their own attributes override it).
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }
    /// The class of the context an invalidation carries.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// Computes what the layout needs before attributes are asked for; called after each invalidation.
    open func prepare() {}
    /// The size of everything the layout places (zero here).
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the cells and supplementary and decoration views in `rect` (none here).
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }
    /// The item's attributes (nil here).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// A supplementary view's attributes (nil here).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// A decoration view's attributes (nil here).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Prepares again at the next layout.
    open func invalidateLayout() {
        collectionView?.layoutIsValid = false
        collectionView?.setNeedsLayout()
    }
    /// Prepares again at the next layout; the context says what changed (everything is prepared again here).
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) { invalidateLayout() }
    /// Whether a change of the collection's bounds (scrolling, resizing) needs a new `prepare()` (no here).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// The context of an invalidation for a change of bounds.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        (Self.invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type ?? CollectionViewLayoutInvalidationContext.self).init()
    }
    /// Whether a self-sizing cell's preferred attributes need a new `prepare()` (no here).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool { false }

    /// Where scrolling that would stop at `proposedContentOffset` stops (there).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    /// Where scrolling with `velocity` that would stop at `proposedContentOffset` stops (there).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// Where an item being moved by hand would go (the item under `position`).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// Makes decoration views of `kind` from `viewClass` (a `CollectionReusableView` subclass; nil forgets the kind).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { decorationClasses[elementKind] = nil; return }
        guard let reusable = viewClass as? CollectionReusableView.Type else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                "\(viewClass) registered for decoration views of kind \"\(elementKind)\" is not a UICollectionReusableView: ignored"))
            return
        }
        decorationClasses[elementKind] = reusable
    }

    /// An item's attributes as it appears in an update (nil: where it ends up; nothing animates here).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// An item's attributes as it leaves in an update (nil; nothing animates here).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// Told before updates are taken in.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}
    /// Told after updates are taken in.
    open func finalizeCollectionViewUpdates() {}
    /// Told before the collection's bounds change.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Told after the collection's bounds changed.
    open func finalizeAnimatedBoundsChange() {}

    /// Whether the layout mirrors itself in right-to-left languages (yes, as UIKit's).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    /// The direction the layout is written for (left to right).
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Whether the layout measures the item's cell itself (a flow layout with an estimate; an estimated compositional dimension).
    func sizesItself(at indexPath: IndexPath) -> Bool { false }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What an invalidation concerns (UIKit's `UICollectionViewLayoutInvalidationContext`); here every
/// invalidation prepares the whole layout again, and the context keeps what it is told.
open class CollectionViewLayoutInvalidationContext {
    /// An empty context.
    public required init() {}
    /// Whether the data changed (kept).
    open internal(set) var invalidateEverything = false
    /// Whether the data source's counts changed (kept).
    open internal(set) var invalidateDataSourceCounts = false
    /// Items whose layout changed (kept).
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// A change of content size to take in (kept).
    open var contentSizeAdjustment = CGSize.zero
    /// A change of content offset to take in (kept).
    open var contentOffsetAdjustment = CGPoint.zero
    /// Marks items as changed.
    open func invalidateItems(at indexPaths: [IndexPath]) { invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// One change in a batch of updates (UIKit's `UICollectionViewUpdateItem`).
open class CollectionViewUpdateItem {
    /// What the change does.
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    /// The item before the change (nil for an insertion).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The item after the change (nil for a deletion).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action
    init(before: IndexPath?, after: IndexPath?, action: Action) {
        (indexPathBeforeUpdate, indexPathAfterUpdate, updateAction) = (before, after, action)
    }
}
