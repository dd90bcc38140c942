import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What places a collection view's items (UIKit's `UICollectionViewLayout`); the layout made
/// here is the flow layout.
open class CollectionViewLayout {
    /// The collection view the layout places items for.
    public internal(set) weak var collectionView: CollectionView?
    init() {}
    /// Places the items again at the next layout.
    open func invalidateLayout() { collectionView?.setNeedsLayout() }
}
