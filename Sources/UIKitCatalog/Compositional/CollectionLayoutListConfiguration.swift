import AutoLayout
import UIKitRuntime
import Foundation

/// A list made with a compositional layout (UIKit's `UICollectionLayoutListConfiguration`): full-width
/// rows that size themselves, headers and footers as the modes say, grouped styles inset as this
/// package's grouped tables are.
public struct CollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    /// Where a section's footer comes from.
    public enum FooterMode: Int, Sendable { case none, supplementary }

    /// The list's look.
    public let appearance: Appearance
    /// Whether rows are separated by lines (kept for cells to read).
    public var showsSeparators = true
    /// The list's background (nil: the appearance's).
    public var backgroundColor: Color?
    /// Where sections' headers come from.
    public var headerMode = HeaderMode.none
    /// Where sections' footers come from.
    public var footerMode = FooterMode.none
    /// Space above each header (nil: the appearance's).
    public var headerTopPadding: CGFloat?
    /// The swipe actions from the leading edge of a row (kept).
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?
    /// The swipe actions from the trailing edge of a row (kept).
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?

    /// A list of `appearance`.
    public init(appearance: Appearance) { self.appearance = appearance }

    /// The estimated height of rows, headers and footers.
    static let estimatedRowHeight: CGFloat = 44
    /// Space above and below a grouped section, and the inset of an inset-grouped one.
    static let groupedSpacing: CGFloat = 18, insetGroupedMargin: CGFloat = 20
}

extension CollectionLayoutSection {
    /// A section of full-width, self-sizing rows as `configuration` describes.
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: any CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let rowSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                           heightDimension: .estimated(CollectionLayoutListConfiguration.estimatedRowHeight))
        let row = CollectionLayoutItem(layoutSize: rowSize)
        let section = CollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [row]))
        let grouped = [.grouped, .insetGrouped].contains(configuration.appearance)
        let spacing = grouped ? CollectionLayoutListConfiguration.groupedSpacing : 0
        let margin = configuration.appearance == .insetGrouped ? CollectionLayoutListConfiguration.insetGroupedMargin : 0
        let headerPadding = configuration.headerTopPadding ?? spacing
        section.contentInsets = DirectionalEdgeInsets(top: configuration.headerMode == .supplementary ? 0 : headerPadding, leading: margin,
                                                      bottom: spacing, trailing: margin)
        var boundaries: [CollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: rowSize, elementKind: CollectionView.elementKindSectionHeader,
                                                                   alignment: .top, absoluteOffset: .zero)
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(CollectionLayoutBoundarySupplementaryItem(layoutSize: rowSize, elementKind: CollectionView.elementKindSectionFooter,
                                                                        alignment: .bottom, absoluteOffset: .zero))
        }
        section.boundarySupplementaryItems = boundaries
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list as `configuration` describes.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment) }
    }
}
