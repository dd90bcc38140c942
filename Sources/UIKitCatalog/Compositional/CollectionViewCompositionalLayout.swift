import AutoLayout
import Foundation

/// What a compositional layout asks for each section (UIKit's `UICollectionViewCompositionalLayoutSectionProvider`).
public typealias CollectionViewCompositionalLayoutSectionProvider = (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Settings across a compositional layout's sections (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
open class CollectionViewCompositionalLayoutConfiguration {
    /// The direction sections follow one another (down by default).
    open var scrollDirection = CollectionView.ScrollDirection.vertical
    /// Space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// The layout's own header and footer, before the first section and after the last.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' insets are measured from (kept).
    open var contentInsetsReference = ContentInsetsReference.automatic
    /// Settings with UIKit's defaults.
    public init() {}
}

/// Sections made of groups of items (UIKit's `UICollectionViewCompositionalLayout`): each section's
/// group is measured in the collection's width (or height, scrolling sideways) and repeated until
/// the section's items are placed; estimated sides take the size the cells fit.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    let provider: CollectionViewCompositionalLayoutSectionProvider
    /// The settings across sections; setting them lays the sections out again.
    open var configuration: CollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    /// What `prepare()` computed.
    var placed = CompositionalPlacement()

    /// Every section laid out as `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }
    /// Every section laid out as `section`, with `configuration`.
    public convenience init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }
    /// Each section laid out as `sectionProvider` says.
    public convenience init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }
    /// Each section laid out as `sectionProvider` says, with `configuration`.
    public init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider,
                configuration: CollectionViewCompositionalLayoutConfiguration) {
        (provider, self.configuration) = (sectionProvider, configuration)
        super.init()
    }
    /// Made as on iOS without an archive: one full-width section of 44-point rows.
    public required init?(coder: NSCoder) {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
        (provider, configuration) = ({ _, _ in section }, CollectionViewCompositionalLayoutConfiguration())
        super.init(coder: coder)
    }

    /// Lays every section out from the sizes known (measured, absolute, fractional or estimated).
    open override func prepare() {
        super.prepare()
        placed = CompositionalPlacement()
        // A collection of no size (or a negative one, from constraints it cannot meet) lays nothing
        // out and asks its section provider nothing: providers divide by the container's width.
        guard let collectionView, collectionView.bounds.size.width > 0, collectionView.bounds.size.height > 0 else { return }
        var pass = CompositionalPass(layout: self, collectionView: collectionView)
        placed = pass.run()
    }
    /// The extent of the sections along the scrolling, the collection's size across.
    open override var collectionViewContentSize: CGSize { placed.contentSize }
    /// The cells, supplementary and decoration views in `rect` (pinned headers where they stay on screen).
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        placed.elements(in: rect, vertical: configuration.scrollDirection == .vertical)
    }
    /// The item's cell's attributes, as last prepared.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { placed.items[indexPath] }
    /// The supplementary view of `elementKind` at `indexPath`, as last prepared.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        placed.others.first { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
    /// The decoration view of `elementKind` at `indexPath`, as last prepared.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        placed.others.first { $0.representedElementCategory == .decorationView && $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
    /// A new size lays the sections out again; scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { newBounds.size != placed.preparedSize }
    /// A measured size other than the estimate lays the sections out again.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }
    override func sizesItself(at indexPath: IndexPath) -> Bool { placed.items[indexPath]?.selfSizingAxes != nil }
}
