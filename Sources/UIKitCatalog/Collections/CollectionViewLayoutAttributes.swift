import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Where an item goes (UIKit's `UICollectionViewLayoutAttributes`).
open class CollectionViewLayoutAttributes {
    /// The item.
    public var indexPath: IndexPath
    /// The frame, in content coordinates.
    public var frame: CGRect
    /// Whether the item shows, its opacity and its stacking (kept).
    public var isHidden = false, alpha: CGFloat = 1, zIndex = 0

    /// Attributes for the item at `indexPath`.
    public init(indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
    }

    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The frame's centre.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// A copy, to change without changing these.
    open func copy() -> CollectionViewLayoutAttributes {
        let copy = CollectionViewLayoutAttributes(indexPath: indexPath, frame: frame)
        (copy.isHidden, copy.alpha, copy.zIndex) = (isHidden, alpha, zIndex)
        return copy
    }
}
