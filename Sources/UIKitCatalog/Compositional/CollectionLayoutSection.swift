import AutoLayout
import Foundation

/// How a section's groups scroll across the layout's direction (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`): with any but `.none` the groups lie in
/// one row across, past the collection's edge. There is no inner scroll view here: the row is laid
/// out at offset zero, and items past the edge are not on screen.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What a section's insets are measured from (UIKit's `UIContentInsetsReference`).
public enum ContentInsetsReference: Int, Sendable { case automatic, none, safeArea, layoutMargins, readableContent }

/// A compositional layout's section (UIKit's `NSCollectionLayoutSection`): its group repeated until
/// the section's items are placed, with headers, footers and backgrounds.
open class CollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: CollectionLayoutGroup
    /// Space around the section's groups.
    open var contentInsets = DirectionalEdgeInsets.zero
    /// Space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// What `contentInsets` are measured from (kept; they are measured from the collection's content).
    open var contentInsetsReference = ContentInsetsReference.automatic
    /// How the groups scroll across the layout's direction.
    open var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers, footers and side views.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset with the groups (yes by default).
    open var supplementariesFollowContentInsets = true
    /// Backgrounds behind the section.
    open var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Called with the items on screen and the offset as they scroll across (kept: nothing scrolls across here).
    open var visibleItemsInvalidationHandler: (([any CollectionLayoutVisibleItem], CGPoint, any CollectionLayoutEnvironment) -> Void)?

    /// A section repeating `group`.
    public init(group: CollectionLayoutGroup) { self.group = group }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a section provider is told of where it lays out (UIKit's `NSCollectionLayoutEnvironment`).
public protocol CollectionLayoutEnvironment: AnyObject {
    /// The container's size and insets.
    var container: any CollectionLayoutContainer { get }
    /// The collection's traits.
    var traitCollection: TraitCollection { get }
}

/// The size a section lays out in (UIKit's `NSCollectionLayoutContainer`).
public protocol CollectionLayoutContainer: AnyObject {
    /// The whole size.
    var contentSize: CGSize { get }
    /// The size inside the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets.
    var contentInsets: DirectionalEdgeInsets { get }
    /// The insets, with those the collection adds.
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// An item on screen in an orthogonally scrolling section (UIKit's `NSCollectionLayoutVisibleItem`).
public protocol CollectionLayoutVisibleItem: AnyObject {
    /// The item's frame.
    var frame: CGRect { get set }
    /// The item's index path.
    var indexPath: IndexPath { get }
}

/// A container of a size and insets.
final class LayoutContainer: CollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: DirectionalEdgeInsets
    init(size: CGSize, insets: DirectionalEdgeInsets = .zero) { (contentSize, contentInsets) = (size, insets) }
    var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
               height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// An environment of a container and traits.
final class LayoutEnvironment: CollectionLayoutEnvironment {
    let container: any CollectionLayoutContainer
    let traitCollection: TraitCollection
    init(container: any CollectionLayoutContainer, traitCollection: TraitCollection) {
        (self.container, self.traitCollection) = (container, traitCollection)
    }
}
