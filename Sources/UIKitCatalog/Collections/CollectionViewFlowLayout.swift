import AutoLayout
import Foundation

/// Items in lines (UIKit's `UICollectionViewFlowLayout`): across the width, line after line
/// down (or down the height, column after column, when scrolling horizontally). As UIKit's, a
/// line of several items spreads them so the first and last touch the section's insets, a lone
/// item is centred, and items are centred across their line's depth. With `estimatedItemSize`
/// set, items on screen take their cells' `preferredLayoutAttributesFitting` sizes.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction lines follow one another.
    public typealias ScrollDirection = CollectionView.ScrollDirection
    /// What a section's insets are measured from (UIKit's `UICollectionViewFlowLayout.SectionInsetReference`).
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }
    /// The estimate that asks for self-sizing with no better guess.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The direction of scrolling (vertical by default).
    open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Items' size (50 × 50 by default), unless the delegate says otherwise.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: items size themselves; this is the size counted before they are measured.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least space between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items in a line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    open var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from: the content (by default), the safe area or the layout margins.
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// Section headers' size (only the length along the scrolling counts).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Section footers' size (only the length along the scrolling counts).
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the screen while its section shows.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the screen while its section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// What `prepare()` computed: cells in item order, headers and footers in section order.
    var placedItems: [CollectionViewLayoutAttributes] = []
    var placedItemsByPath: [IndexPath: CollectionViewLayoutAttributes] = [:]
    var placedSupplements: [CollectionViewLayoutAttributes] = []
    /// Where each section's items begin and end along the scrolling (for pinned headers and footers).
    var sectionExtents: [ClosedRange<CGFloat>] = []
    var extent: CGFloat = 0
    var preparedSize = CGSize.zero

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }
    /// Made as on iOS without an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    var isSelfSizing: Bool { estimatedItemSize != .zero }
    override func sizesItself(at indexPath: IndexPath) -> Bool { isSelfSizing }

    /// Flows every section's items into lines from the sizes known (measured, given or estimated).
    open override func prepare() {
        super.prepare()
        flowItems()
    }
    /// The length of the lines along the scrolling, the collection's width or height across.
    open override var collectionViewContentSize: CGSize {
        let size = collectionView?.bounds.size ?? .zero
        return scrollDirection == .vertical ? CGSize(width: size.width, height: extent) : CGSize(width: extent, height: size.height)
    }
    /// The cells, headers and footers in `rect`; pinned headers and footers where they stay on screen.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        placedItems.filter { $0.frame.intersects(rect) } + supplementsPinned(in: rect).filter { $0.frame.intersects(rect) }
    }
    /// The item's cell's attributes, as last prepared.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { placedItemsByPath[indexPath] }
    /// The header or footer of the section of `indexPath`, as last prepared.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        placedSupplements.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }
    /// A new size needs the lines flowed again; scrolling does not (pinned headers move as they are asked for).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }
    /// A measured size other than the estimate needs the lines flowed again.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }
}
