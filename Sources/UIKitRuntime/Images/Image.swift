import AutoLayout
import Foundation
import Synchronization

/// An image's size, as layout needs it (UIKit's `UIImage`): its size in points and the scale its
/// pixels were made for, and the pixels themselves when it has them (a snapshot's drawing).
// A class, as UIKit's `UIImage` is, so that apps extend it with `convenience init`s and `class`
// members; @unchecked Sendable because its size and scale never change after it is made.
open class Image: Equatable, @unchecked Sendable {
    /// The size in points (pixels divided by the scale).
    open var size: CGSize { storedSize }
    /// Pixels per point: 1, 2 or 3 for `@2x`/`@3x` files.
    open var scale: CGFloat { storedScale }
    private let storedSize: CGSize
    private let storedScale: CGFloat

    /// An empty image, 0 × 0 (UIKit's `UIImage()`).
    public convenience init() { self.init(size: .zero) }

    /// The pixels, RGBA row by row, `size` × `scale` of them, when the image has them; nil for an
    /// image known by its size only (a file's header, a registered asset).
    package let rgba: [UInt8]?
    /// The image a drawing made or one was made from (`init(cgImage:)`), if any.
    package let backing: CGImage?
    /// The file's bytes an image was made from (`init(data:)`), kept for renderers that decode them.
    package let encoded: Data?

    /// How it is drawn, where it stretches and which way up it is (`withRenderingMode`,
    /// `resizableImage(withCapInsets:)`): kept with the image, changing no size.
    package let drawing: Drawing
    /// How an image is drawn and stretched.
    package struct Drawing: Sendable, Equatable {
        var renderingMode = RenderingMode.automatic
        var capInsets = EdgeInsets.zero
        var resizingMode = ResizingMode.tile
        var tintColor: Color?
        var alignmentRectInsets = EdgeInsets.zero
        var baselineOffsetFromBottom: CGFloat?
        var flipsForRightToLeftLayoutDirection = false
        var orientation = Orientation.up
        var isSymbolImage = false
        var configuration: Configuration?
        var images: [Image]?
        var duration: TimeInterval = 0
    }

    /// An image of `size` points.
    public init(size: CGSize, scale: CGFloat = 1) {
        storedSize = size
        storedScale = scale
        rgba = nil
        backing = nil
        encoded = nil
        drawing = Drawing()
    }

    /// The image of `cgImage`'s pixels or recording, `scale` pixels a point, `orientation` way up.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        storedSize = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        (storedScale, rgba, backing, encoded) = (scale, cgImage.rgba, cgImage, nil)
        drawing = Drawing(orientation: orientation)
    }

    /// The image of `cgImage`, one pixel a point, the right way up.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// The pixels or recording drawing takes: nil for an image known by its size only.
    open var cgImage: CGImage? { drawnImage }

    // Drawing into the current context (Image+Drawing): nothing without one, as UIKit, which logs then.

    /// Draws the image at its size with its top-left corner at `point`.
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1) }
    /// Draws the image at its size at `point`, composited by `blendMode` at `alpha`.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
    /// Draws the image stretched over `rect`.
    open func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }
    /// Draws the image stretched over `rect`, composited by `blendMode` at `alpha`.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        drawInCurrentContext(rect, tiledArea: nil, blendMode: blendMode, alpha: alpha)
    }
    /// Fills `rect` with copies of the image at its size, lined up from user space's origin.
    open func drawAsPattern(in rect: CGRect) {
        drawInCurrentContext(CGRect(origin: .zero, size: size), tiledArea: rect, blendMode: .normal, alpha: 1)
    }
    /// A format for drawing images like this one: its scale.
    open var imageRendererFormat: GraphicsImageRendererFormat {
        let format = GraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// `image` drawn as `drawing` says.
    package init(_ image: Image, drawing: Drawing) {
        (storedSize, storedScale, rgba, self.drawing) = (image.size, image.scale, image.rgba, drawing)
        (backing, encoded) = (image.backing, image.encoded)
    }

    /// How the image is drawn (`withRenderingMode(_:)`).
    open var renderingMode: RenderingMode { drawing.renderingMode }
    /// The edges that keep their size when the image stretches (`resizableImage(withCapInsets:)`).
    open var capInsets: EdgeInsets { drawing.capInsets }
    /// How the middle stretches: tiled or stretched.
    open var resizingMode: ResizingMode { drawing.resizingMode }
    /// Which way up the pixels are: up, unless flipped (`withHorizontallyFlippedOrientation()`).
    open var imageOrientation: Orientation { drawing.orientation }
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
        storedSize = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        storedScale = scale
        self.rgba = rgba
        backing = nil
        encoded = nil
        drawing = Drawing()
    }

    /// The image in `data`, a PNG, JPEG or GIF file, `scale` pixels a point: its size read from
    /// the header; its bytes kept for renderers that decode them. Nil for data that is no such image.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = Image.pixelSize(of: [UInt8](data)) else { return nil }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale, encoded: data)
    }
    /// The image in `data`, one pixel a point (UIKit's `UIImage(data:)`).
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    private init(size: CGSize, scale: CGFloat, encoded: Data) {
        (storedSize, storedScale, rgba, backing, self.encoded) = (size, scale, nil, nil, encoded)
        drawing = Drawing()
    }

    /// The image in a PNG, JPEG or GIF file, as `init(data:scale:)` reads it; `@2x` or `@3x`
    /// before the extension gives the scale, as in UIKit. Nil for a file that is missing or is not
    /// such an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        self.init(data: data, scale: name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1)
    }

    /// The image registered under `name` with ``register(_:named:)``; nil if there is none.
    public convenience init?(named name: String) {
        guard let image = Image.registry.withLock({ $0[name] }) else { return nil }
        self.init(image, drawing: image.drawing)
    }

    /// The image registered under `name`, as UIKit's `UIImage(named:in:compatibleWith:)` finds an
    /// asset in a bundle for traits: there are no bundles of assets here, so both are ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: TraitCollection?) {
        self.init(named: name)
    }

    /// A symbol image registered under `systemName` with ``register(_:named:)``; nil if there is
    /// none (there are no SF Symbols off Apple's platforms: register the sizes a layout needs).
    public convenience init?(systemName: String) {
        guard let image = Image(named: systemName) else { return nil }
        var drawing = image.drawing
        drawing.isSymbolImage = true
        self.init(image, drawing: drawing)
    }

    /// Makes `image` available as `Image(named: name)`, in place of an asset catalogue.
    public static func register(_ image: Image, named name: String) {
        registry.withLock { $0[name] = image }
    }

    private static let registry = Mutex<[String: Image]>([:])

    // MARK: Derived images: the same pixels, drawn otherwise (Image+Variants)

    /// The image drawn in `mode` (the size is the same).
    open func withRenderingMode(_ mode: RenderingMode) -> Image { with { $0.renderingMode = mode } }
    /// The image tinted with `color`, drawn as a template (the size is the same).
    open func withTintColor(_ color: Color) -> Image { with { ($0.tintColor, $0.renderingMode) = (color, .alwaysTemplate) } }
    /// The image tinted with `color`, drawn in `renderingMode`.
    open func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        with { ($0.tintColor, $0.renderingMode) = (color, renderingMode) }
    }
    /// The tint the image is drawn with, if it has one (`withTintColor`).
    package var tintColor: Color? { drawing.tintColor }
    /// The image with a configuration (a symbol configuration for a symbol image).
    open func withConfiguration(_ configuration: Configuration) -> Image { with { $0.configuration = configuration } }
    /// The image's configuration, if it was given one.
    open var configuration: Configuration? { drawing.configuration }
    /// The symbol configuration, for a symbol image.
    open var symbolConfiguration: SymbolConfiguration? { isSymbolImage ? drawing.configuration as? SymbolConfiguration : nil }
    /// The symbol image with `configuration` applied over its own; nil for an image that is not a symbol.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        isSymbolImage ? with { $0.configuration = ($0.configuration as? SymbolConfiguration)?.applying(configuration) ?? configuration } : nil
    }
    /// Whether the image is a symbol (made by `init(systemName:)`).
    open var isSymbolImage: Bool { drawing.isSymbolImage }
    /// The insets from the edges to the content that alignment uses.
    open var alignmentRectInsets: EdgeInsets { drawing.alignmentRectInsets }
    /// The image with alignment insets.
    open func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image { with { $0.alignmentRectInsets = alignmentInsets } }
    /// The distance from the bottom to the baseline, if the image has one.
    open var baselineOffsetFromBottom: CGFloat? { drawing.baselineOffsetFromBottom }
    /// The image with a baseline `baselineOffset` above its bottom.
    open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> Image { with { $0.baselineOffsetFromBottom = baselineOffset } }
    /// The image without a baseline.
    open func imageWithoutBaseline() -> Image { with { $0.baselineOffsetFromBottom = nil } }
    /// Whether the image is flipped in right-to-left layouts.
    open var flipsForRightToLeftLayoutDirection: Bool { drawing.flipsForRightToLeftLayoutDirection }
    /// The image, flipped in right-to-left layouts.
    open func imageFlippedForRightToLeftLayoutDirection() -> Image { with { $0.flipsForRightToLeftLayoutDirection = true } }
    /// The image mirrored left to right.
    open func withHorizontallyFlippedOrientation() -> Image { with { $0.orientation = $0.orientation.mirrored } }
    /// The frames of an animated image, in order; nil for a still one.
    open var images: [Image]? { drawing.images }
    /// The seconds an animated image's frames take together; 0 for a still one.
    open var duration: TimeInterval { drawing.duration }
    /// The traits the image was made for: its scale.
    open var traitCollection: TraitCollection { TraitCollection(displayScale: scale) }
    /// The image ready to draw at once: itself, as images here need no decoding.
    open func preparingForDisplay() -> Image? { self }
    /// The image made ready to draw, passed to `completionHandler` at once.
    open func prepareForDisplay(completionHandler: @escaping (Image?) -> Void) { completionHandler(self) }
    /// The image ready to draw.
    open func byPreparingForDisplay() async -> Image? { self }
    /// The image scaled to fit in `size`, keeping its proportions (its size only: pixels are not resampled here).
    open func preparingThumbnail(of size: CGSize) -> Image? { thumbnail(fitting: size) }
    /// The thumbnail, passed to `completionHandler` at once.
    open func prepareThumbnail(of size: CGSize, completionHandler: @escaping (Image?) -> Void) { completionHandler(thumbnail(fitting: size)) }
    /// The thumbnail.
    open func byPreparingThumbnail(ofSize size: CGSize) async -> Image? { thumbnail(fitting: size) }
    /// The width of the left cap of a stretchable image (`capInsets.left`).
    open var leftCapWidth: Int { Int(capInsets.left) }
    /// The height of the top cap of a stretchable image (`capInsets.top`).
    open var topCapHeight: Int { Int(capInsets.top) }
    /// An animated image of `images`, `duration` seconds in all: as large as the first; nil without images.
    open class func animatedImage(with images: [Image], duration: TimeInterval) -> Image? {
        images.first.map { $0.with { ($0.images, $0.duration) = (images, duration) } }
    }
    /// An animated image of the registered images `name0`, `name1`… (or from `name1`), in order.
    open class func animatedImageNamed(_ name: String, duration: TimeInterval) -> Image? {
        animatedImage(with: numberedImages(name), duration: duration)
    }
    /// An animated image of the numbered images, each stretching inside `capInsets`.
    open class func animatedResizableImageNamed(_ name: String, capInsets: EdgeInsets, duration: TimeInterval) -> Image? {
        animatedImage(with: numberedImages(name).map { $0.resizableImage(withCapInsets: capInsets) }, duration: duration)
    }
    /// An animated image of the numbered images, each stretching inside `capInsets` as `resizingMode` says.
    open class func animatedResizableImageNamed(_ name: String, capInsets: EdgeInsets, resizingMode: ResizingMode,
                                                duration: TimeInterval) -> Image? {
        animatedImage(with: numberedImages(name).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) },
                      duration: duration)
    }
    /// The registered images `name0`, `name1`… up to the first missing one after the first found.
    private static func numberedImages(_ name: String) -> [Image] {
        let start = Image(named: name + "0") == nil ? 1 : 0
        return Array((start...1024).lazy.map { Image(named: name + String($0)) }.prefix { $0 != nil }.compactMap { $0 })
    }
    /// The image stretching between caps of these sizes, as UIKit's older form: one pixel in the middle stretches.
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> Image {
        let (left, top) = (CGFloat(leftCapWidth), CGFloat(topCapHeight))
        let insets = EdgeInsets(top: top, left: left, bottom: top > 0 ? size.height - top - 1 : 0, right: left > 0 ? size.width - left - 1 : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// Images are equal when their sizes and scales are, and their pixels (or their files' bytes) where both have them.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        guard lhs.size == rhs.size, lhs.scale == rhs.scale else { return false }
        if let left = lhs.backing?.displayList, let right = rhs.backing?.displayList { return left == right }
        if let left = lhs.rgba, let right = rhs.rgba { return left == right }
        if let left = lhs.encoded, let right = rhs.encoded { return left == right }
        return true
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
}

// Xcode's `#imageLiteral(resourceName:)`, as UIKit's image takes it.
extension Image: _ExpressibleByImageLiteral {}
