import AutoLayout
import Foundation

/// Items in lines (UIKit's `UICollectionViewFlowLayout`): across the width, line after line
/// down (or down the height, column after column, when scrolling horizontally). As UIKit's, a
/// line of several items spreads them so the first and last touch the section's insets, a lone
/// item is centred, and items are centred across their line's depth. With `estimatedItemSize`
/// set, items on screen take their cells' `preferredLayoutAttributesFitting` sizes.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction lines follow one another.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// The estimate that asks for self-sizing with no better guess.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The direction of scrolling (vertical by default).
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Items' size (50 × 50 by default), unless the delegate says otherwise.
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: items size themselves; this is the size counted before they are measured.
    public var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least space between lines, and between items in a line (10 each by default).
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// Section headers' and footers' size (only the length along the scrolling counts).
    public var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    public var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    /// A flow layout with UIKit's defaults.
    public override init() {}

    var isSelfSizing: Bool { estimatedItemSize != .zero }
}
