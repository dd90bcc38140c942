import AutoLayout
import Foundation
import MasonryPNG
import Testing
import UIKitRuntime

/// Recorded drawings in PNGs: an image a renderer drew, shown by an image view or a layer, and a
/// view's `draw(_:)`, beneath its subviews.
@MainActor @Suite struct RecordedDrawingTests {
    func colour(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        Array(bitmap.rgba[(y * bitmap.width + x) * 4..<(y * bitmap.width + x) * 4 + 4])
    }

    /// A 20 × 20 image with a red 10 × 10 square at (5, 5).
    func redSquare() -> Image {
        GraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            Color.red.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
    }

    @Test func aRendererImageInAnImageViewIsDrawnInThePNG() throws {
        let imageView = ImageView(image: redSquare())
        imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let bitmap = try PNGRenderer.decode(PNGRenderer.render(imageView, scale: 1))
        // The square covers pixels 5 to 14 both ways: (7, 7) inside, (2, 2) and (16, 16) outside.
        #expect(colour(bitmap, 7, 7) == [255, 0, 0, 255] && colour(bitmap, 14, 14) == [255, 0, 0, 255])
        #expect(colour(bitmap, 2, 2) == [0, 0, 0, 0] && colour(bitmap, 16, 16) == [0, 0, 0, 0])
        // Stretched to a 40 × 40 view, the square covers 10 to 29.
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let stretched = PNGRenderer.rasterize(imageView)
        #expect(colour(stretched, 10, 10) == [255, 0, 0, 255] && colour(stretched, 9, 9) == [0, 0, 0, 0])
    }

    @Test func aLayersContentsImageIsDrawnByItsGravity() {
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = redSquare()
        layer.contentsGravity = .topLeft
        let bitmap = PNGRenderer.rasterize(layer)
        // At its size in the top-left corner: the square still covers 5 to 14.
        #expect(colour(bitmap, 7, 7) == [255, 0, 0, 255] && colour(bitmap, 20, 20) == [0, 0, 0, 0])
    }

    @Test func clipsDashesAndNestedImagesReplay() {
        let image = GraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            // Clipped to the left half: only (0, 0)–(10, 10) of the blue fill shows.
            context.cgContext.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
            Color.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            context.cgContext.restoreGState()
            // A dashed line along y = 8.5, 2 on and 2 off from x = 10: on over 10–12 and 14–16.
            let line = BezierPath()
            line.move(to: CGPoint(x: 10, y: 8.5))
            line.addLine(to: CGPoint(x: 20, y: 8.5))
            let dashes: [CGFloat] = [2, 2]
            line.setLineDash(dashes, count: 2, phase: 0)
            Color.green.setStroke()
            line.stroke()
        }
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.contents = image
        let bitmap = PNGRenderer.rasterize(layer)
        #expect(colour(bitmap, 5, 5) == [0, 0, 255, 255] && colour(bitmap, 15, 5) == [0, 0, 0, 0])
        #expect(colour(bitmap, 11, 8) == [0, 255, 0, 255] && colour(bitmap, 13, 8) == [0, 0, 0, 0])
        #expect(colour(bitmap, 15, 8) == [0, 255, 0, 255])
    }

    @Test func aViewsDrawIsInThePNGBeneathItsSubviews() throws {
        final class Target: View {
            override func draw(_ rect: CGRect) {
                Color.red.setFill()
                BezierPath(rect: rect).fill()
                Color.white.setFill()
                BezierPath(ovalIn: rect.insetBy(dx: 5, dy: 5)).fill()
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let target = Target(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        root.addSubview(target)
        let cover = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        cover.backgroundColor = .blue
        target.addSubview(cover)
        let bitmap = try PNGRenderer.decode(PNGRenderer.render(root, scale: 1))
        // The view spans 5 to 24; its red square, with a white disc of radius 5 at its centre (15, 15).
        #expect(colour(bitmap, 22, 22) == [255, 0, 0, 255] && colour(bitmap, 15, 15) == [255, 255, 255, 255])
        #expect(colour(bitmap, 2, 2) == [0, 0, 0, 0])
        // The subview at (0, 0, 4, 4) in it, pixels 5 to 8, covers the drawing.
        #expect(colour(bitmap, 6, 6) == [0, 0, 255, 255])
    }

    @Test func aShapeLayersDashPatternCutsItsStroke() {
        let shape = ShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 10, height: 2)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 1))
        line.addLine(to: CGPoint(x: 10, y: 1))
        shape.path = line
        (shape.fillColor, shape.strokeColor, shape.lineWidth) = (nil, .red, 2)
        shape.lineDashPattern = [2, 2]
        let bitmap = PNGRenderer.rasterize(shape)
        // Dashes over x 0–2, 4–6 and 8–10, each 2 high around y = 1.
        #expect(colour(bitmap, 1, 1) == [255, 0, 0, 255] && colour(bitmap, 5, 0) == [255, 0, 0, 255])
        #expect(colour(bitmap, 3, 1) == [0, 0, 0, 0] && colour(bitmap, 7, 1) == [0, 0, 0, 0])
    }
}
