import AutoLayout
import Foundation

/// A view showing an image (UIKit's `UIImageView`): as large as its image unless constrained.
/// What it shows goes in its layer's `contents`, as UIKit's: the image, the highlighted image
/// while highlighted, or, while animating, the animation's frame for the time passed (a timer on
/// the run loop of the thread that started it steps the frames).
open class ImageView: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIImageView", ImageView.self) }

    /// The image; its size is the view's intrinsic content size.
    open var image: Image? {
        didSet {
            if image != oldValue { invalidateIntrinsicContentSize() }
            showContents()
        }
    }
    /// The image shown while highlighted (the normal image shows without one).
    open var highlightedImage: Image? { didSet { showContents() } }
    /// Whether the highlighted image (and highlighted animation) shows.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { showContents() } } }
    /// The frames `startAnimating()` cycles through.
    open var animationImages: [Image]? { didSet { if animationImages == nil, highlightedAnimationImages == nil { stopAnimating() } } }
    /// The frames cycled through while highlighted, instead of `animationImages`.
    open var highlightedAnimationImages: [Image]? { didSet { if animationImages == nil, highlightedAnimationImages == nil { stopAnimating() } } }
    /// Seconds one cycle through the frames takes; 0 (the default) is a thirtieth of a second a frame.
    open var animationDuration: TimeInterval = 0
    /// How many cycles an animation runs; 0 (the default) repeats until `stopAnimating()`.
    open var animationRepeatCount = 0
    /// The symbol configuration the image is shown with, when it is a symbol image.
    open var preferredSymbolConfiguration: Image.SymbolConfiguration? { didSet { showContents() } }
    /// Whether the frames are cycling.
    open var isAnimating: Bool { animation != nil }
    /// The running animation, if any (see `ImageView+Animation`).
    var animation: ImageAnimation?

    /// An image view showing `image`.
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        isUserInteractionEnabled = false
        showContents()
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An image view with a frame and no image. Image views, as UIKit's, take no touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Starts cycling through the animation's frames (no frames: nothing happens).
    open func startAnimating() { beginAnimation() }
    /// Stops cycling and shows the image again.
    open func stopAnimating() { endAnimation() }

    /// The image's size; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
    /// The brightness range the view shows its image in (kept: images here are standard range).
    open var preferredImageDynamicRange = Image.DynamicRange.unspecified
    /// The range the view shows its image in: standard.
    open var imageDynamicRange: Image.DynamicRange { .standard }
}
