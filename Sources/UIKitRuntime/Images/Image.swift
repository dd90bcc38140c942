import AutoLayout
import Foundation
import Synchronization

/// An image's size, as layout needs it (UIKit's `UIImage`): its size in points and the scale its
/// pixels were made for, and the pixels themselves when it has them (a snapshot's drawing).
// A class, as UIKit's `UIImage` is, so that apps extend it with `convenience init`s and `class`
// members; @unchecked Sendable because its size and scale never change after it is made.
open class Image: Equatable, @unchecked Sendable {
    /// The size in points (pixels divided by the scale).
    public let size: CGSize
    /// Pixels per point: 1, 2 or 3 for `@2x`/`@3x` files.
    public let scale: CGFloat

    /// An empty image, 0 × 0 (UIKit's `UIImage()`).
    public convenience init() { self.init(size: .zero) }

    /// The pixels, RGBA row by row, `size` × `scale` of them, when the image has them; nil for an
    /// image known by its size only (a file's header, a registered asset).
    package let rgba: [UInt8]?

    /// How it is drawn, where it stretches and which way up it is (`withRenderingMode`,
    /// `resizableImage(withCapInsets:)`): kept with the image, changing no size.
    package let drawing: Drawing
    /// How an image is drawn and stretched.
    package struct Drawing: Sendable, Equatable {
        var renderingMode = RenderingMode.automatic
        var capInsets = EdgeInsets.zero
        var resizingMode = ResizingMode.tile
    }

    /// An image of `size` points.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
        rgba = nil
        drawing = Drawing()
    }

    /// `image` drawn as `drawing` says.
    package init(_ image: Image, drawing: Drawing) {
        (size, scale, rgba, self.drawing) = (image.size, image.scale, image.rgba, drawing)
    }

    /// How the image is drawn (`withRenderingMode(_:)`).
    open var renderingMode: RenderingMode { drawing.renderingMode }
    /// The edges that keep their size when the image stretches (`resizableImage(withCapInsets:)`).
    open var capInsets: EdgeInsets { drawing.capInsets }
    /// How the middle stretches: tiled or stretched.
    open var resizingMode: ResizingMode { drawing.resizingMode }
    /// Which way up the pixels are: up, as every image here is made.
    open var imageOrientation: Orientation { .up }
    /// The image, stretching inside `capInsets` by tiling.
    open func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }
    /// The image, stretching inside `capInsets` as `resizingMode` says.
    open func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        var drawing = self.drawing
        (drawing.capInsets, drawing.resizingMode) = (capInsets, resizingMode)
        return Image(self, drawing: drawing)
    }
    /// How an image's middle fills a larger size (UIKit's `UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable { case tile, stretch }
    /// Which way up an image's pixels are (UIKit's `UIImage.Orientation`).
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    /// An image of `width` × `height` pixels at `scale`, with their RGBA values (4 bytes each).
    package init(pixelWidth width: Int, height: Int, scale: CGFloat, rgba: [UInt8]) {
        assert(rgba.count == width * height * 4, "an image's RGBA bytes are 4 a pixel")
        size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        self.scale = scale
        self.rgba = rgba
        drawing = Drawing()
    }

    /// The image in a PNG, JPEG or GIF file, its size read from the file's header; `@2x` or `@3x`
    /// before the extension gives the scale, as in UIKit. Nil for a file that is missing or is not
    /// such an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let pixels = Image.pixelSize(of: [UInt8](data)) else { return nil }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }

    /// The image registered under `name` with ``register(_:named:)``; nil if there is none.
    public convenience init?(named name: String) {
        guard let image = Image.registry.withLock({ $0[name] }) else { return nil }
        self.init(size: image.size, scale: image.scale)
    }

    /// The image registered under `name`, as UIKit's `UIImage(named:in:compatibleWith:)` finds an
    /// asset in a bundle for traits: there are no bundles of assets here, so both are ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: TraitCollection?) {
        self.init(named: name)
    }

    /// A symbol image registered under `systemName` with ``register(_:named:)``; nil if there is
    /// none (there are no SF Symbols off Apple's platforms: register the sizes a layout needs).
    public convenience init?(systemName: String) {
        self.init(named: systemName)
    }

    /// Makes `image` available as `Image(named: name)`, in place of an asset catalogue.
    public static func register(_ image: Image, named name: String) {
        registry.withLock { $0[name] = image }
    }

    private static let registry = Mutex<[String: Image]>([:])

    /// Images are equal when their sizes and scales are, and their pixels where both have them.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        guard lhs.size == rhs.size, lhs.scale == rhs.scale else { return false }
        guard let left = lhs.rgba, let right = rhs.rgba else { return true }
        return left == right
    }

    /// The image of an `#imageLiteral`: the one registered under `name`. UIKit traps on a missing
    /// resource; here it is reported and the literal is an empty image.
    public required convenience init(imageLiteralResourceName name: String) {
        if let image = Image(named: name) {
            self.init(size: image.size, scale: image.scale)
        } else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                "No image named '\(name)' is registered (Image.register(_:named:)); the image literal is an empty image"))
            self.init(size: .zero)
        }
    }

    /// The width and height in pixels from a PNG, GIF or JPEG header; nil for anything else.
    package static func pixelSize(of bytes: [UInt8]) -> CGSize? {
        func bigEndian(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
        }
        // PNG: the signature, then the IHDR chunk with width and height.
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
           bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8),
           let width = bigEndian(16, 4), let height = bigEndian(20, 4) {
            return CGSize(width: width, height: height)
        }
        // GIF: the signature, then width and height, little-endian.
        if bytes.count >= 10, bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            return CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
        }
        // JPEG: segments after the start-of-image marker, up to a start-of-frame one.
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD9).contains(marker) { offset += 2; continue }  // no length
            guard let length = bigEndian(offset + 2, 2), length >= 2 else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame, let height = bigEndian(offset + 5, 2), let width = bigEndian(offset + 7, 2) {
                return CGSize(width: width, height: height)
            }
            offset += 2 + length
        }
        return nil
    }
}

// Xcode's `#imageLiteral(resourceName:)`, as UIKit's image takes it.
extension Image: _ExpressibleByImageLiteral {}
