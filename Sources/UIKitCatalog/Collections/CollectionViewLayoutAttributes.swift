import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Where a cell, supplementary or decoration view goes (UIKit's `UICollectionViewLayoutAttributes`).
open class CollectionViewLayoutAttributes {
    /// The kinds of element a collection view shows.
    public typealias ElementCategory = CollectionView.ElementCategory
    /// The element's item (for a supplementary or decoration view, its place among its kind).
    open var indexPath: IndexPath
    /// The frame, in content coordinates.
    open var frame: CGRect
    /// Whether the element shows.
    open var isHidden = false
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's stacking: higher is in front.
    open var zIndex = 0
    /// The element's transform (applied to its view).
    open var transform = CGAffineTransform.identity
    /// The element's 3D transform (kept; views draw their affine part).
    open var transform3D = CATransform3DIdentity
    /// A cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory = ElementCategory.cell
    /// The kind of a supplementary or decoration view (nil for a cell).
    open private(set) var representedElementKind: String?
    /// Which axes the collection view measures the cell along, when the layout asks for self-sizing.
    var selfSizingAxes: (width: Bool, height: Bool)?

    /// Attributes for the item at `indexPath`.
    public init(indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
    }
    /// Empty attributes, for a cell at the first item (how copies of subclasses are made).
    public required convenience init() { self.init(indexPath: IndexPath(item: 0, section: 0)) }
    /// Attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) { self.init(indexPath: indexPath) }
    /// Attributes for a supplementary view of `elementKind`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath)
        (representedElementCategory, representedElementKind) = (.supplementaryView, elementKind)
    }
    /// Attributes for a decoration view of `decorationViewKind`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath)
        (representedElementCategory, representedElementKind) = (.decorationView, decorationViewKind)
    }

    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// A copy of the same class, to change without changing these (subclasses copy their own
    /// properties in an override that calls this one).
    open func copy(with zone: NSZone? = nil) -> Any { plainCopy() }

    /// A copy through `copy(with:)`, typed; a subclass whose copy is not attributes gets the shared properties copied.
    func typedCopy() -> CollectionViewLayoutAttributes { copy(with: nil) as? CollectionViewLayoutAttributes ?? plainCopy() }

    private func plainCopy() -> CollectionViewLayoutAttributes {
        let copy = type(of: self).init()
        (copy.indexPath, copy.frame, copy.isHidden, copy.alpha, copy.zIndex) = (indexPath, frame, isHidden, alpha, zIndex)
        (copy.transform, copy.transform3D) = (transform, transform3D)
        (copy.representedElementCategory, copy.representedElementKind) = (representedElementCategory, representedElementKind)
        copy.selfSizingAxes = selfSizingAxes
        return copy
    }
    /// A copy, to change without changing these.
    open func copy() -> Any { copy(with: nil) }
    /// Whether the two describe the same element in the same place and look.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes else { return false }
        return other.indexPath == indexPath && other.frame == frame && other.isHidden == isHidden && other.alpha == alpha
            && other.zIndex == zIndex && other.transform == transform && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
    }

    /// The element's identity: its category, kind and index path.
    var elementKey: String { "\(representedElementCategory.rawValue)/\(representedElementKind ?? "")/\(indexPath.section)/\(indexPath.item)" }
}
