import AutoLayout
import CPNG
import Foundation
import MasonryFonts
import MasonryRender

/// Draws a laid-out tree as a PNG, in-process: each view's background (or the colour the SVG
/// renderer gives it), corner radius, border, alpha and clipping, hidden views skipped, and text
/// drawn with FreeType from the same typeface that measured it — DejaVu Sans Mono, cell by cell,
/// for fonts with the fixed metrics. Encoded with libpng.
public enum PNGRenderer {
    /// How to draw.
    public struct Options: Sendable {
        /// Pixels per point (1, 2 or 3).
        public var scale: CGFloat
        /// Views without a background drawn in the colour the SVG renderer gives them (the
        /// gallery's look), rather than not at all.
        public var colorsUnfilledViews: Bool

        public init(scale: CGFloat = 1, colorsUnfilledViews: Bool = false) {
            self.scale = scale
            self.colorsUnfilledViews = colorsUnfilledViews
        }
    }

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// The tree under `root` as PNG bytes, `scale` pixels a point.
    public static func render(_ root: View, scale: CGFloat = 1) throws(PNGError) -> Data {
        try encode(rasterize(root, options: Options(scale: scale)))
    }

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// The tree under `root` as PNG bytes.
    public static func render(_ root: View, options: Options) throws(PNGError) -> Data {
        try encode(rasterize(root, options: options))
    }

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// The tree's pixels.
    public static func rasterize(_ root: View, options: Options = Options()) -> Bitmap {
        let scale = max(options.scale, 0.01)
        let size = root.frame.size
        var canvas = Canvas(width: max(1, Int((size.width * scale).rounded(.up))),
                            height: max(1, Int((size.height * scale).rounded(.up))))
        func scaled(_ rect: CGRect) -> CGRect {
            CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        }
        var layers = AddedLayers()
        for (index, item) in placedViews(root).enumerated() {
            layers.drawEnded(before: item.depth, scale: scale, on: &canvas)
            layers.arrive(at: item)
            guard !item.isHidden else { continue }
            let view = item.view, frame = scaled(item.frame)
            let clip = item.clip.map(scaled)
            let radius = max(0, min(view.layerCornerRadius * scale, frame.width / 2, frame.height / 2))
            canvas.fill(frame, radius: radius, color: fill(view, index: index, colorsUnfilled: options.colorsUnfilledViews),
                        opacity: item.opacity, clip: clip)
            drawRecording(of: view, at: item.frame, scale: scale, opacity: item.opacity, clip: clip, on: &canvas)
            canvas.border(frame, width: view.layerBorderWidth * scale, radius: radius, color: view.layerBorderColor ?? .black,
                          opacity: item.opacity, clip: clip)
            for run in textRuns(of: view, in: item.frame) {
                draw(run, scale: scale, opacity: item.opacity, clip: clip, on: &canvas)
            }
            layers.enter(item, frame: frame, clip: clip, scale: scale, on: &canvas)
        }
        layers.drawEnded(before: 0, scale: scale, on: &canvas)
        return Bitmap(width: canvas.width, height: canvas.height, rgba: canvas.rgba8)
    }

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    private static func draw(_ run: TextRun, scale: CGFloat, opacity: CGFloat, clip: CGRect?, on canvas: inout Canvas) {
        let color = run.color ?? .black
        let pixelSize = run.font.pointSize * scale
        // Each glyph's pen start and text: the whole line with a typeface; one cell a character
        // with the fixed metrics, so that each sits where they measure it.
        var pieces: [(FreeTypeTypeface, CGFloat, Substring)] = []
        if let typeface = run.font.typeface as? FreeTypeTypeface {
            pieces = [(typeface, run.x * scale, run.text)]
        } else if let mono = try? FontLibrary.typeface(family: "DejaVu Sans Mono", weight: run.font.weight >= .semibold ? .bold : .regular) {
            let cell = run.font.characterWidth * scale
            pieces = run.text.enumerated().map { (mono, run.x * scale + CGFloat($0.offset) * cell, Substring(String($0.element))) }
        }
        let baseline = run.baseline * scale
        for (typeface, x, text) in pieces {
            for glyph in typeface.renderGlyphs(text, pixelSize: pixelSize) {
                // The pen's fraction of a pixel is already in the glyph's outline.
                let left = Int((x + glyph.origin.x).rounded(.down)), top = Int((baseline + glyph.origin.y).rounded())
                for row in 0..<glyph.rows {
                    for column in 0..<glyph.width {
                        let coverage = glyph.coverage[row * glyph.width + column]
                        guard coverage > 0 else { continue }
                        let px = left + column, py = top + row
                        if let clip, !clip.contains(CGPoint(x: CGFloat(px) + 0.5, y: CGFloat(py) + 0.5)) { continue }
                        canvas.blend(px, py, color, coverage: Float(coverage) / 255 * Float(opacity))
                    }
                }
            }
        }
    }

    /// `bitmap` as PNG bytes.
    public static func encode(_ bitmap: Bitmap) throws(PNGError) -> Data {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = 3  // PNG_FORMAT_RGBA: colour and alpha flags, 8 bits a channel
        var size: png_alloc_size_t = 0
        let measured = bitmap.rgba.withUnsafeBytes { pixels in
            png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, 0, nil)
        }
        guard measured != 0, size > 0 else { throw PNGError(message: message(of: image)) }
        var data = Data(count: Int(size))
        let written = data.withUnsafeMutableBytes { out in
            bitmap.rgba.withUnsafeBytes { pixels in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
            }
        }
        png_image_free(&image)
        guard written != 0 else { throw PNGError(message: message(of: image)) }
        return data.prefix(Int(size))
    }

    /// The pixels of PNG bytes (any PNG colour type, converted to 8-bit RGBA).
    public static func decode(_ data: Data) throws(PNGError) -> Bitmap {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw PNGError(message: message(of: image)) }
        image.format = 3  // PNG_FORMAT_RGBA
        // A header may claim any size: refuse what would not fit in memory rather than trying.
        let (width, height) = (Int(image.width), Int(image.height))
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
            png_image_free(&image)
            throw PNGError(message: "an image of \(width) × \(height) pixels is beyond the 32768-pixel limit")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let done = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        let failure = message(of: image)
        png_image_free(&image)
        guard done != 0 else { throw PNGError(message: failure) }
        return Bitmap(width: width, height: height, rgba: pixels)
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

/// Pixels: `width` × `height`, four bytes each (red, green, blue, alpha), rows top to bottom.
public struct Bitmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    /// Pixels from their bytes: four a pixel, rows top to bottom.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The colour of the pixel at `(x, y)`.
    public func color(atX x: Int, y: Int) -> Color {
        let index = (y * width + x) * 4
        return Color(red: Double(rgba[index]) / 255, green: Double(rgba[index + 1]) / 255,
                     blue: Double(rgba[index + 2]) / 255, alpha: Double(rgba[index + 3]) / 255)
    }
}

/// libpng could not encode the image.
public struct PNGError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { "PNG encoding failed: \(message)" }
}
