import AutoLayout
import Foundation

/// A compositional layout's item (UIKit's `NSCollectionLayoutItem`): a cell of `layoutSize`,
/// measured in its group, inset by `contentInsets` (along its fixed sides) and spaced by
/// `edgeSpacing`, with supplementary items anchored on it.
open class CollectionLayoutItem {
    /// The item's size in its group.
    public let layoutSize: CollectionLayoutSize
    /// Views anchored on the item (badges).
    public let supplementaryItems: [CollectionLayoutSupplementaryItem]
    /// Insets of the cell inside the item's size (ignored along estimated sides, as UIKit ignores them).
    open var contentInsets = DirectionalEdgeInsets.zero
    /// Space outside the item's edges, within its group.
    open var edgeSpacing: CollectionLayoutEdgeSpacing?

    init(size: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        (layoutSize, self.supplementaryItems) = (size, supplementaryItems)
    }
    /// An item of `layoutSize`.
    public convenience init(layoutSize: CollectionLayoutSize) { self.init(size: layoutSize, supplementaryItems: []) }
    /// An item of `layoutSize` with views anchored on it.
    public convenience init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }
}

/// Items side by side, one above another, or placed by the app (UIKit's `NSCollectionLayoutGroup`).
/// As UIKit's, a group repeats its subitems while they fit along its axis; a group made with a
/// `count` holds exactly that many, sharing its length.
open class CollectionLayoutGroup: CollectionLayoutItem {
    enum Axis { case horizontal, vertical, custom }
    let axis: Axis
    /// The fixed number of repeats of a single subitem, for groups made with a count.
    let count: Int?
    let itemProvider: CollectionLayoutGroupCustomItemProvider?
    /// The items the group holds (repeated while they fit).
    public let subitems: [CollectionLayoutItem]
    /// The space between the group's items.
    open var interItemSpacing: CollectionLayoutSpacing?

    init(axis: Axis, size: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?,
         itemProvider: CollectionLayoutGroupCustomItemProvider? = nil) {
        (self.axis, self.subitems, self.count, self.itemProvider) = (axis, subitems, count, itemProvider)
        super.init(size: size, supplementaryItems: [])
    }

    /// Items left to right, repeated while they fit.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        .init(axis: .horizontal, size: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` of `subitem` left to right, sharing the group's width.
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// `count` of `subitem` left to right, sharing the group's width.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        .init(axis: .horizontal, size: layoutSize, subitems: [subitem], count: max(count, 1))
    }
    /// Items top to bottom, repeated while they fit.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        .init(axis: .vertical, size: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` of `subitem` top to bottom, sharing the group's height.
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// `count` of `subitem` top to bottom, sharing the group's height.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        .init(axis: .vertical, size: layoutSize, subitems: [subitem], count: max(count, 1))
    }
    /// Items where `itemProvider` puts them, in the group's coordinates.
    public static func custom(layoutSize: CollectionLayoutSize,
                              itemProvider: @escaping CollectionLayoutGroupCustomItemProvider) -> CollectionLayoutGroup {
        .init(axis: .custom, size: layoutSize, subitems: [], count: nil, itemProvider: itemProvider)
    }

    /// A text picture of the group's items, for debugging.
    open func visualDescription() -> String {
        let kind = axis == .horizontal ? "horizontal" : axis == .vertical ? "vertical" : "custom"
        let inner = subitems.map { ($0 as? CollectionLayoutGroup)?.visualDescription()
            ?? "item(\($0.layoutSize.widthDimension) × \($0.layoutSize.heightDimension))" }
        return "\(kind) group (\(layoutSize.widthDimension) × \(layoutSize.heightDimension))"
            + (count.map { " × \($0)" } ?? "") + " [" + inner.joined(separator: ", ") + "]"
    }
}

/// What a custom group's provider is given: the group's environment (UIKit's closure type).
public typealias CollectionLayoutGroupCustomItemProvider = (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

// @unchecked Sendable: open as UIKit's, and every property is a `let` of a Sendable value.
/// Where a custom group puts one item (UIKit's `NSCollectionLayoutGroupCustomItem`).
open class CollectionLayoutGroupCustomItem: @unchecked Sendable {
    /// The item's frame in the group.
    public let frame: CGRect
    /// The item's stacking.
    public let zIndex: Int
    /// An item at `frame`.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    /// An item at `frame`, stacked at `zIndex`.
    public init(frame: CGRect, zIndex: Int) { (self.frame, self.zIndex) = (frame, zIndex) }
}

/// A view anchored on an item, as a badge (UIKit's `NSCollectionLayoutSupplementaryItem`).
open class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// The kind the data source is asked a view of.
    public let elementKind: String
    /// Where it sits on its item.
    public let containerAnchor: CollectionLayoutAnchor
    /// Which point of it sits there (nil: as the container anchor says).
    public let itemAnchor: CollectionLayoutAnchor?
    /// Its stacking (in front of its item by default).
    open var zIndex = 1

    /// A view of `elementKind` and `layoutSize` at `containerAnchor` on its item.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        (self.elementKind, self.containerAnchor, itemAnchor) = (elementKind, containerAnchor, nil)
        super.init(size: layoutSize, supplementaryItems: [])
    }
    /// A view of `elementKind` and `layoutSize` whose `itemAnchor` point sits at `containerAnchor` on its item.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
                itemAnchor: CollectionLayoutAnchor) {
        (self.elementKind, self.containerAnchor, self.itemAnchor) = (elementKind, containerAnchor, itemAnchor)
        super.init(size: layoutSize, supplementaryItems: [])
    }
    init(boundary size: CollectionLayoutSize, elementKind: String) {
        (self.elementKind, containerAnchor, itemAnchor) = (elementKind, CollectionLayoutAnchor(edges: []), nil)
        super.init(size: size, supplementaryItems: [])
    }
}

/// A section's (or the layout's) header, footer or side view (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// Which side of the section it sits on.
    public let alignment: RectAlignment
    /// An offset from there.
    public let offset: CGPoint
    /// Whether the section grows to hold it (a header above the items) or it overlaps the items.
    open var extendsBoundary = true
    /// Whether it stays on screen while its section shows.
    open var pinToVisibleBounds = false

    /// A view of `elementKind` and `layoutSize` on the `alignment` side.
    public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
    /// A view of `elementKind` and `layoutSize` on the `alignment` side, moved by `absoluteOffset`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint) {
        (self.alignment, offset) = (alignment, absoluteOffset)
        super.init(boundary: layoutSize, elementKind: elementKind)
        zIndex = 0
    }
}

/// A view behind a section (UIKit's `NSCollectionLayoutDecorationItem`), of a kind registered with the layout.
open class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The kind the layout makes a view of.
    public let elementKind: String
    /// Its stacking (behind the section's cells at 0 or less).
    open var zIndex = 0
    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(size: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [])
    }
    /// A background of `elementKind` filling its section (inside its `contentInsets`).
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem { .init(elementKind: elementKind) }
}
