import Foundation

#if !canImport(CoreGraphics)
/// An image's pixels as drawing takes them (Core Graphics' `CGImage`): `width` × `height`
/// pixels, held either as RGBA bytes or as the recording a context made of it, which renderers
/// replay at whatever resolution they draw. Equal when it is the same image.
// @unchecked Sendable: nothing in it changes after it is made.
public final class CGImage: Equatable, @unchecked Sendable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// The pixels, 4 bytes each (red, green, blue, alpha, not premultiplied), rows top to bottom;
    /// nil for a recorded image.
    public let rgba: [UInt8]?
    /// The drawing it was made from (its size in points is the recording's); nil for pixels.
    public let displayList: DisplayList?

    /// Bits in each colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits in each pixel (32: red, green, blue and alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes in each row of pixels.
    public var bytesPerRow: Int { width * 4 }

    /// An image of `width` × `height` pixels from their RGBA bytes; nil when the bytes are not
    /// 4 a pixel or a side is not positive.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        (self.width, self.height, self.rgba, displayList) = (width, height, rgba, nil)
    }

    /// The image `displayList` records, `width` × `height` pixels.
    public init(width: Int, height: Int, displayList: DisplayList) {
        (self.width, self.height, rgba, self.displayList) = (max(0, width), max(0, height), nil, displayList)
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
}

/// Something a layer's `contents` may hold that renderers draw: an image that has a `CGImage`
/// (`UIImage`, as image views put theirs there), or a `CGImage` itself.
public protocol CGImageProviding: AnyObject {
    /// The pixels or recording to draw; nil for an image with neither.
    var cgImage: CGImage? { get }
    /// The image file's bytes (PNG, JPEG, GIF) the image was made from, for a renderer that can
    /// decode them; nil by default.
    var encodedImageData: Data? { get }
}

extension CGImageProviding {
    /// None.
    public var encodedImageData: Data? { nil }
}

extension CGImage: CGImageProviding {
    /// The image itself.
    public var cgImage: CGImage? { self }
}
#endif
