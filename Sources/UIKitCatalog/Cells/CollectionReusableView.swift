import AutoLayout
import Foundation

/// A view a collection view reuses (UIKit's `UICollectionReusableView`): cells and section
/// headers and footers.
open class CollectionReusableView: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UICollectionReusableView", CollectionReusableView.self) }

    /// The identifier the view is reused by.
    open package(set) var reuseIdentifier: String?

    /// A view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// How a collection view makes a registered class: through `init(frame:)`, so every subclass
    /// that overrides that initializer has this one too.
    public required convenience init(registeredFor reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the view is reused; subclasses reset their content here.
    open func prepareForReuse() {}

    /// The attributes the view wants, given the layout's: as UIKit's, its size fitted to the
    /// proposed size at `fittingSizeLevel` on both axes (override to hold the width, say).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = layoutAttributes.typedCopy()
        if let axes = layoutAttributes.selfSizingAxes {
            preferred.size = systemLayoutSizeFitting(layoutAttributes.size,
                                                     withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
                                                     verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
        } else {
            preferred.size = systemLayoutSizeFitting(layoutAttributes.size)
        }
        return preferred
    }

    /// Takes the layout's attributes (the frame is set by the collection view).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
