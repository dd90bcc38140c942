import AutoLayout
import UIKitRuntime
import Foundation

extension ImageView {
    /// An image view showing `image`, and `highlightedImage` while highlighted.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
    /// The image shown while highlighted.
    public var highlightedImage: Image? { get { kept(\ImageView.highlightedImage) ?? nil } set { keep(\ImageView.highlightedImage, newValue) } }
    /// Whether the highlighted image shows.
    public var isHighlighted: Bool { get { kept(\ImageView.isHighlighted) ?? false } set { keep(\ImageView.isHighlighted, newValue) } }
}
