import Foundation

/// What an image is made for (UIKit's `UIImage.Configuration`, named `Image.Configuration` where
/// images are): traits. It is declared with the traits, so that a trait collection can give its own.
open class ImageConfiguration: NSObject, @unchecked Sendable {
    // Unchecked: a configuration's values are set as it is made and read afterwards.
    /// The traits the image is for.
    open var traitCollection: TraitCollection?
    /// A configuration with no traits.
    public override init() {}
}
