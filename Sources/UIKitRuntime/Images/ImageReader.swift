import AutoLayout
import Foundation

extension Image {
    /// How much brightness range an image has or may show (UIKit's `UIImage.DynamicRange`).
    public enum DynamicRange: Int, Sendable { case unspecified = -1, standard = 0, constrainedHigh = 1, high = 2 }
    /// Whether the image has a high brightness range (never: images here have 8 bits a channel).
    public var isHighDynamicRange: Bool { false }
    /// The image in the standard range: itself, as images here are.
    public func imageRestrictedToStandardDynamicRange() -> Image { self }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Reads images from files' bytes with settings (UIKit's `UIImageReader`, iOS 17): here as
/// `Image(data:)` reads them, sized by the file's header, at the configured scale.
open class ImageReader: NSObject, @unchecked Sendable {
    /// How images are read (UIKit's `UIImageReader.Configuration`).
    public struct Configuration: Sendable {
        /// Whether high-range images keep their range (kept: images here are standard range).
        public var prefersHighDynamicRange = false
        /// Whether images are decoded ahead for display (kept).
        public var preparesImagesForDisplay = false
        /// The largest size of image wanted (kept; zero: full size).
        public var preferredThumbnailSize = CGSize.zero
        /// The pixels per inch that make a point: 72 gives one pixel a point.
        public var pixelsPerInch: CGFloat = 72
        /// UIKit's defaults.
        public init() {}
    }
    /// The reader's settings.
    public let configuration: Configuration
    /// A reader with UIKit's defaults.
    public static let `default` = ImageReader(configuration: Configuration())
    /// A reader with `configuration`.
    public init(configuration: Configuration) { self.configuration = configuration }

    /// The image in `data`: a PNG, JPEG or GIF file; nil for anything else.
    open func image(data: Data) -> Image? {
        let scale = configuration.pixelsPerInch.isFinite && configuration.pixelsPerInch > 0 ? configuration.pixelsPerInch / 72 : 1
        return Image(data: data, scale: scale)
    }
    /// The image in the file at `url`; nil if it cannot be read or is no image.
    open func image(contentsOf url: URL) -> Image? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return image(data: data)
    }
}
