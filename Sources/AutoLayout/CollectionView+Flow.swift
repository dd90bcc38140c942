import Foundation

/// What places a collection view's items (UIKit's `UICollectionViewLayout`); the layout made
/// here is the flow layout.
open class CollectionViewLayout {
    /// The collection view the layout places items for.
    public internal(set) weak var collectionView: CollectionView?
    init() {}
    /// Places the items again at the next layout.
    open func invalidateLayout() { collectionView?.setNeedsLayout() }
}

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

/// Where a collection view's items come from (UIKit's `UICollectionViewDataSource`).
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell for an item (usually from `dequeueReusableCell(withReuseIdentifier:for:)`).
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// A section's header or footer (an empty view unless implemented).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
}

/// What a collection view tells about items (UIKit's `UICollectionViewDelegate`); set it as the
/// collection's `delegate`. Every method is optional.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// What a flow layout asks of the delegate (UIKit's `UICollectionViewDelegateFlowLayout`);
/// every method is optional and defaults to the layout's property.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    private func flow(_ layout: CollectionViewLayout) -> CollectionViewFlowLayout? { layout as? CollectionViewFlowLayout }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize { flow(collectionViewLayout)?.itemSize ?? .zero }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets { flow(collectionViewLayout)?.sectionInset ?? .zero }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }
}
