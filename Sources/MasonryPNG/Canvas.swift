import AutoLayout
import Foundation

/// Pixels being drawn: premultiplied red, green, blue and alpha, each 0…1, row by row. Shapes
/// are anti-aliased by coverage: the part of each pixel they cover, exact for rectangle edges
/// and estimated from the distance to the arc at rounded corners.
struct Canvas {
    let width: Int
    let height: Int
    var pixels: [Float]
    /// How much of each pixel drawing may change (0…1, row by row): a recorded drawing's clip
    /// paths; nil lets drawing change every pixel.
    var mask: [Float]?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [Float](repeating: 0, count: width * height * 4)
    }

    /// Blends `color` over the pixel at `(x, y)` with `coverage` (0…1).
    mutating func blend(_ x: Int, _ y: Int, _ color: Color, coverage: Float) {
        blend(x, y, red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha),
              coverage: coverage)
    }

    /// Blends a colour given by its components (not premultiplied) over the pixel at `(x, y)`.
    mutating func blend(_ x: Int, _ y: Int, red: Float, green: Float, blue: Float, alpha: Float, coverage: Float) {
        guard coverage > 0, x >= 0, y >= 0, x < width, y < height else { return }
        let alpha = alpha * min(coverage, 1) * (mask?[y * width + x] ?? 1)
        guard alpha > 0 else { return }
        let index = (y * width + x) * 4
        let keep = 1 - alpha
        pixels[index] = red * alpha + pixels[index] * keep
        pixels[index + 1] = green * alpha + pixels[index + 1] * keep
        pixels[index + 2] = blue * alpha + pixels[index + 2] * keep
        pixels[index + 3] = alpha + pixels[index + 3] * keep
    }

    /// Fills a rectangle with rounded corners (`radius`), within `clip`, at `opacity`; with
    /// `hole`, only the part outside it (a border's ring).
    mutating func fill(_ rect: CGRect, radius: CGFloat, color: Color, opacity: CGFloat, clip: CGRect?,
                       hole: (rect: CGRect, radius: CGFloat)? = nil) {
        fill(rect, radius: radius, opacity: opacity, clip: clip, hole: hole) { _, _ in color }
    }

    /// Fills a rectangle as `fill(_:radius:color:opacity:clip:hole:)` does, each pixel in the
    /// colour `shade` gives for its centre.
    mutating func fill(_ rect: CGRect, radius: CGFloat, opacity: CGFloat, clip: CGRect?,
                       hole: (rect: CGRect, radius: CGFloat)? = nil, shade: (CGFloat, CGFloat) -> Color) {
        // Within the canvas, so that any rectangle (an infinite one too) gives pixel indices.
        var area = rect.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        if let clip { area = area.intersection(clip) }
        guard !area.isNull, area.width > 0, area.height > 0, area.minX.isFinite, area.minY.isFinite,
              area.maxX.isFinite, area.maxY.isFinite else { return }
        let x0 = max(0, Int(area.minX.rounded(.down))), x1 = min(width, Int(area.maxX.rounded(.up)))
        let y0 = max(0, Int(area.minY.rounded(.down))), y1 = min(height, Int(area.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            let rowCover = Canvas.span(CGFloat(y), area.minY, area.maxY)
            for x in x0..<x1 {
                var cover = rowCover * Canvas.span(CGFloat(x), area.minX, area.maxX)
                cover *= Canvas.corner(x, y, rect, radius)
                if let hole {
                    let inside = Canvas.span(CGFloat(y), hole.rect.minY, hole.rect.maxY)
                        * Canvas.span(CGFloat(x), hole.rect.minX, hole.rect.maxX) * Canvas.corner(x, y, hole.rect, hole.radius)
                    cover = max(0, cover - inside)
                }
                guard cover > 0 else { continue }
                blend(x, y, shade(CGFloat(x) + 0.5, CGFloat(y) + 0.5), coverage: Float(cover * opacity))
            }
        }
    }

    /// A border `width` wide inside `rect`'s edges (at most half its sides), rounded by `radius`.
    mutating func border(_ rect: CGRect, width: CGFloat, radius: CGFloat, color: Color, opacity: CGFloat, clip: CGRect?) {
        let width = min(width, rect.width / 2, rect.height / 2)
        guard width > 0 else { return }
        fill(rect, radius: radius, color: color, opacity: opacity, clip: clip,
             hole: (rect.insetBy(dx: width, dy: width), max(0, radius - width)))
    }

    /// How much of the pixel row or column starting at `pixel` lies between `low` and `high`.
    static func span(_ pixel: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        max(0, min(pixel + 1, high) - max(pixel, low))
    }

    /// The coverage a rounded corner leaves of the pixel (1 away from the corners).
    static func corner(_ x: Int, _ y: Int, _ rect: CGRect, _ radius: CGFloat) -> CGFloat {
        guard radius > 0 else { return 1 }
        let px = CGFloat(x) + 0.5, py = CGFloat(y) + 0.5
        let cx = px < rect.minX + radius ? rect.minX + radius : (px > rect.maxX - radius ? rect.maxX - radius : px)
        let cy = py < rect.minY + radius ? rect.minY + radius : (py > rect.maxY - radius ? rect.maxY - radius : py)
        guard cx != px && cy != py else { return 1 }
        let distance = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
        return max(0, min(1, radius - distance + 0.5))
    }

    /// The pixels as 8-bit red, green, blue and alpha, not premultiplied (what PNG stores).
    var rgba8: [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let alpha = pixels[pixel * 4 + 3]
            guard alpha > 0 else { continue }
            for channel in 0..<3 {
                out[pixel * 4 + channel] = UInt8(max(0, min(255, (pixels[pixel * 4 + channel] / alpha * 255).rounded())))
            }
            out[pixel * 4 + 3] = UInt8(max(0, min(255, (alpha * 255).rounded())))
        }
        return out
    }
}
