import AutoLayout
import Foundation

// Recorded drawings (a view's `draw(_:)`, an image a renderer drew) replayed onto the canvas.
extension PNGRenderer {
    /// Replays `list`, `transform` taking its coordinates to pixels, within `clip` (pixels) and
    /// each operation's clip paths, at `opacity`. Images nest at most 16 deep.
    static func draw(_ list: DisplayList, transform: CGAffineTransform, opacity: CGFloat, clip: CGRect?,
                     on canvas: inout Canvas, depth: Int = 0) {
        guard depth < 16 else { return }
        let outer = canvas.mask
        defer { canvas.mask = outer }
        var maskedBy: [DrawingClip] = []
        func use(_ clips: [DrawingClip], on canvas: inout Canvas) {
            guard clips != maskedBy else { return }
            maskedBy = clips
            canvas.mask = mask(clips, transform: transform, over: outer, width: canvas.width, height: canvas.height)
        }
        for operation in list.operations {
            switch operation {
            case .path(let drawn):
                use(drawn.clip, on: &canvas)
                let toPixels = drawn.transform.concatenating(transform)
                let alpha = opacity * drawn.alpha
                if drawn.fills {
                    draw(drawn.path, style: PathStyle(drawingMode: drawn.evenOdd ? .eoFill : .fill, fillColor: drawn.fillColor),
                         transform: toPixels, opacity: alpha, clip: clip, on: &canvas)
                }
                if drawn.strokes, drawn.lineWidth > 0 {
                    let path = drawn.lineDash.isEmpty ? drawn.path : drawn.path.dashed(lengths: drawn.lineDash, phase: drawn.lineDashPhase)
                    draw(path, style: PathStyle(drawingMode: .stroke, strokeColor: drawn.strokeColor, lineWidth: drawn.lineWidth,
                                                lineCap: drawn.lineCap, lineJoin: drawn.lineJoin, miterLimit: drawn.miterLimit),
                         transform: toPixels, opacity: alpha, clip: clip, on: &canvas)
                }
            case .image(let drawn):
                use(drawn.clip, on: &canvas)
                let toPixels = drawn.transform.concatenating(transform)
                // A pattern's copies stop at the area it fills.
                let area = drawn.tiledArea.map { area in clip.map { $0.intersection(area.applying(toPixels)) } ?? area.applying(toPixels) } ?? clip
                for tile in tiles(of: drawn) {
                    draw(drawn.image, in: tile, transform: toPixels, opacity: opacity * drawn.alpha, clip: area, on: &canvas,
                         depth: depth)
                }
            case .clear(let rect, let rectTransform, let clips):
                use(clips, on: &canvas)
                var shape = Canvas(width: canvas.width, height: canvas.height)
                if let outline = CGPath(rect: rect, transform: nil).copy(using: [rectTransform.concatenating(transform)]) {
                    shape.fill(polygons: outline.polygons(tolerance: 0.1), evenOdd: false, color: .white, opacity: 1, clip: clip)
                }
                for pixel in 0..<(canvas.width * canvas.height) where shape.pixels[pixel * 4 + 3] > 0 {
                    let keep = 1 - shape.pixels[pixel * 4 + 3] * (canvas.mask?[pixel] ?? 1)
                    for channel in 0..<4 { canvas.pixels[pixel * 4 + channel] *= keep }
                }
            }
        }
    }

    /// Draws `image` over `rect`, `transform` taking it to pixels: a recording replayed inside
    /// the rectangle, pixels sampled at each canvas pixel's centre.
    static func draw(_ image: CGImage, in rect: CGRect, transform: CGAffineTransform, opacity: CGFloat, clip: CGRect?,
                     on canvas: inout Canvas, depth: Int = 0) {
        guard rect.width > 0, rect.height > 0 else { return }
        var area = rect.applying(transform).intersection(CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        if let clip { area = area.intersection(clip) }
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        if let list = image.displayList {
            guard list.size.width > 0, list.size.height > 0 else { return }
            let fit = CGAffineTransform(a: rect.width / list.size.width, b: 0, c: 0, d: rect.height / list.size.height,
                                        tx: rect.minX, ty: rect.minY)
            draw(list, transform: fit.concatenating(transform), opacity: opacity, clip: area, on: &canvas, depth: depth + 1)
        } else if let rgba = image.rgba {
            let inverse = transform.inverted()
            guard transform.a * transform.d - transform.b * transform.c != 0 else { return }
            for y in Int(area.minY.rounded(.down))..<Int(area.maxY.rounded(.up)) {
                for x in Int(area.minX.rounded(.down))..<Int(area.maxX.rounded(.up)) {
                    let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                    guard rect.contains(point) else { continue }
                    let column = min(image.width - 1, Int((point.x - rect.minX) / rect.width * CGFloat(image.width)))
                    let row = min(image.height - 1, Int((point.y - rect.minY) / rect.height * CGFloat(image.height)))
                    let index = (row * image.width + column) * 4
                    canvas.blend(x, y, red: Float(rgba[index]) / 255, green: Float(rgba[index + 1]) / 255,
                                 blue: Float(rgba[index + 2]) / 255, alpha: Float(rgba[index + 3]) / 255, coverage: Float(opacity))
                }
            }
        }
    }

    /// The rectangles an image operation fills: its rectangle, or for a pattern the copies of it
    /// that meet the tiled area (at most 4096).
    static func tiles(of drawn: DrawnImage) -> [CGRect] {
        guard let area = drawn.tiledArea else { return [drawn.rect] }
        let (w, h) = (drawn.rect.width, drawn.rect.height)
        guard w > 0, h > 0, !area.isNull, area.width.isFinite, area.height.isFinite else { return [] }
        let columns = Int(((area.minX - drawn.rect.minX) / w).rounded(.down))...Int(((area.maxX - drawn.rect.minX) / w).rounded(.up))
        let rows = Int(((area.minY - drawn.rect.minY) / h).rounded(.down))...Int(((area.maxY - drawn.rect.minY) / h).rounded(.up))
        guard columns.count * rows.count <= 4096 else { return [] }
        return rows.flatMap { row in
            columns.map { CGRect(x: drawn.rect.minX + CGFloat($0) * w, y: drawn.rect.minY + CGFloat(row) * h, width: w, height: h) }
        }.filter { $0.intersects(area) }
    }

    /// The coverage `clips` leave of each pixel, `transform` taking them to pixels, times `outer`'s.
    static func mask(_ clips: [DrawingClip], transform: CGAffineTransform, over outer: [Float]?, width: Int, height: Int) -> [Float]? {
        guard !clips.isEmpty else { return outer }
        var mask = outer ?? [Float](repeating: 1, count: width * height)
        for clip in clips {
            var shape = Canvas(width: width, height: height)
            if let outline = clip.path.copy(using: [transform]) {
                shape.fill(polygons: outline.polygons(tolerance: 0.1), evenOdd: clip.evenOdd, color: .white, opacity: 1, clip: nil)
            }
            for pixel in 0..<(width * height) { mask[pixel] *= shape.pixels[pixel * 4 + 3] }
        }
        return mask
    }
}

extension PNGRenderer {
    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// What `view`'s `draw(_:)` recorded, placed in its bounds as its content mode says and kept
    /// inside them, as UIKit shows a view's drawn layer contents; `frame` is the view's in the root.
    static func drawRecording(of view: View, at frame: CGRect, scale: CGFloat, opacity: CGFloat, clip: CGRect?,
                              on canvas: inout Canvas) {
        guard let list = view.drawnContents, list.size.width > 0, list.size.height > 0 else { return }
        let placed = view.contentsPlacement(of: list.size)
        let toPixels = CGAffineTransform(translationX: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let bounds = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
        draw(CGImage(width: 0, height: 0, displayList: list), in: placed, transform: toPixels, opacity: opacity,
             clip: clip.map { $0.intersection(bounds) } ?? bounds, on: &canvas)
    }

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// The image in `layer.contents` (an image view's image, a drawn image), placed in its bounds
    /// as its gravity (or its view's content mode) says; `origin` is its bounds' origin in pixels.
    static func drawContentsImage(of layer: Layer, origin: CGPoint, scale: CGFloat, opacity: CGFloat, clip: CGRect?,
                                  on canvas: inout Canvas) {
        guard let provider = layer.contents as? CGImageProviding,
              let image = provider.cgImage ?? provider.encodedImageData.flatMap(decodedImage) else { return }
        let size = image.displayList?.size
            ?? CGSize(width: CGFloat(image.width) / max(layer.contentsScale, 0.01), height: CGFloat(image.height) / max(layer.contentsScale, 0.01))
        let toPixels = CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
        draw(image, in: layer.contentsPlacement(of: size), transform: toPixels, opacity: opacity, clip: clip, on: &canvas)
    }
}

extension PNGRenderer {
    /// `image`'s pixels, `width` × `height` of them (at most `maximumPixels` a side): its RGBA
    /// bytes, or its recording replayed stretched over them.
    public static func rasterize(_ image: CGImage) -> Bitmap {
        var canvas = Canvas(width: pixels(CGFloat(image.width)), height: pixels(CGFloat(image.height)))
        draw(image, in: CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height), transform: .identity, opacity: 1,
             clip: nil, on: &canvas)
        return Bitmap(width: canvas.width, height: canvas.height, rgba: canvas.rgba8)
    }
}

extension PNGRenderer {
    /// The pixels of a PNG file's bytes (an image made with `UIImage(data:)`); nil for other files.
    static func decodedImage(_ data: Data) -> CGImage? {
        guard let bitmap = try? decode(data) else { return nil }
        return CGImage(width: bitmap.width, height: bitmap.height, rgba: bitmap.rgba)
    }
}
