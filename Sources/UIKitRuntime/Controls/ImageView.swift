import AutoLayout
import Foundation

/// A view showing an image (UIKit's `UIImageView`): as large as its image unless constrained.
open class ImageView: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIImageView", ImageView.self) }

    /// The image; its size is the view's intrinsic content size.
    open var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// An image view showing `image`.
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        isUserInteractionEnabled = false
    }

    /// An image view with a frame and no image. Image views, as UIKit's, take no touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The image's size; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
