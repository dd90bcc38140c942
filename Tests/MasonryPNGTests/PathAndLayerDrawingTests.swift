import AutoLayout
import Foundation
import MasonryPNG
import Testing

/// Paths and layers drawn pixel by pixel: coverage at edges, fill rules, gradients, shape
/// layers' strokes, and layers added to views among the subviews.
@MainActor @Suite struct PathAndLayerDrawingTests {
    func colour(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        Array(bitmap.rgba[(y * bitmap.width + x) * 4..<(y * bitmap.width + x) * 4 + 4])
    }

    @Test func aPathIsFilledWithCoverageAtItsEdgesByItsRule() {
        // A 4 × 4 square with a 2 × 2 hole by the even-odd rule, its right edge half a pixel in.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 3.5, height: 4))
        path.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        let evenOdd = PNGRenderer.rasterize(path, bounds: CGRect(x: 0, y: 0, width: 4, height: 4),
                                            style: PNGRenderer.PathStyle(drawingMode: .eoFill))
        #expect(colour(evenOdd, 0, 0) == [0, 0, 0, 255] && colour(evenOdd, 1, 1) == [0, 0, 0, 0])
        #expect(colour(evenOdd, 3, 0) == [0, 0, 0, 128])  // half of the pixel: 255 × ½, rounded
        let winding = PNGRenderer.rasterize(path, bounds: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(colour(winding, 1, 1) == [0, 0, 0, 255])
    }

    @Test func aStrokeIsDrawnAroundThePath() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        let style = PNGRenderer.PathStyle(drawingMode: .stroke, strokeColor: Color(hex: 0x0000FF), lineWidth: 2)
        let bitmap = PNGRenderer.rasterize(path, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), style: style)
        // The line covers 1 to 3 across each edge; the middle stays empty.
        #expect(colour(bitmap, 1, 5) == [0, 0, 255, 255] && colour(bitmap, 2, 5) == [0, 0, 255, 255])
        #expect(colour(bitmap, 5, 5) == [0, 0, 0, 0] && colour(bitmap, 0, 5) == [0, 0, 0, 0])
        #expect(colour(bitmap, 1, 1) == [0, 0, 255, 255])  // the mitred corner is filled
    }

    @Test func aLayerDrawsBackgroundSublayersThenItsBorderOnTop() {
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = Color(hex: 0xFF0000)
        layer.borderWidth = 1
        layer.borderColor = Color(hex: 0x000000)
        let sublayer = Layer()
        sublayer.frame = CGRect(x: 0, y: 0, width: 5, height: 10)
        sublayer.backgroundColor = Color(hex: 0x00FF00)
        layer.addSublayer(sublayer)
        let bitmap = PNGRenderer.rasterize(layer, scale: 2)
        #expect(bitmap.width == 20 && bitmap.height == 20)
        #expect(colour(bitmap, 1, 10) == [0, 0, 0, 255])  // the border, over the green sublayer
        #expect(colour(bitmap, 5, 10) == [0, 255, 0, 255] && colour(bitmap, 15, 10) == [255, 0, 0, 255])
    }

    @Test func aGradientRunsFromStartToEndAndAShapeStrokesPartOfItsPath() {
        let gradient = GradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 4, height: 10)
        gradient.colors = [Color(hex: 0xFF0000), Color(hex: 0x0000FF)]
        let bitmap = PNGRenderer.rasterize(gradient)
        // Pixel rows are sampled at their middles: row 0 at 0.05 of the way, row 9 at 0.95.
        #expect(colour(bitmap, 0, 0) == [242, 0, 13, 255] && colour(bitmap, 0, 9) == [13, 0, 242, 255])
        gradient.locations = [0.5, 1]
        #expect(colour(PNGRenderer.rasterize(gradient), 0, 2) == [255, 0, 0, 255])  // the first colour up to half way

        let ring = ShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 10, y: 5))
        (ring.path, ring.fillColor, ring.strokeColor, ring.lineWidth, ring.strokeEnd) = (line, nil, Color(hex: 0x000000), 2, 0.5)
        let stroked = PNGRenderer.rasterize(ring)
        #expect(colour(stroked, 2, 4) == [0, 0, 0, 255] && colour(stroked, 7, 4) == [0, 0, 0, 0])  // half the line only
    }

    @Test func layersAddedToAViewDrawBelowOrAboveItsSubviews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        let subview = View(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        subview.backgroundColor = Color(hex: 0x00FF00)
        root.addSubview(subview)
        let under = Layer(), over = Layer()
        under.frame = CGRect(x: 0, y: 0, width: 10, height: 4)
        under.backgroundColor = Color(hex: 0xFF0000)
        over.frame = CGRect(x: 5, y: 0, width: 5, height: 4)
        over.backgroundColor = Color(hex: 0x0000FF)
        root.layer.insertSublayer(under, at: 0)  // hidden by the subview
        root.layer.addSublayer(over)  // drawn over it
        let bitmap = PNGRenderer.rasterize(root)
        #expect(colour(bitmap, 2, 2) == [0, 255, 0, 255] && colour(bitmap, 7, 2) == [0, 0, 255, 255])
    }

    @Test func anyPathOrLayerDrawsInBoundedMemory() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))  // nothing: not a number
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.isEmpty)
        path.addRect(CGRect(x: 0, y: 0, width: 1e9, height: 2))
        // A billion points wide is cut at 4096 pixels; bounds that are not numbers draw one pixel.
        let wide = PNGRenderer.rasterize(path, bounds: path.boundingBoxOfPath)
        #expect(wide.width == PNGRenderer.maximumPixels && wide.height == 2)
        let none = PNGRenderer.rasterize(path, bounds: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        #expect(none.width == 1 && none.height == 1)
        let layer = GradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 3)
        layer.colors = [Color(hex: 0xFF0000)]
        layer.locations = [NSNumber(value: Double.nan)]
        let drawn = PNGRenderer.rasterize(layer)
        #expect(drawn.width == 1 && drawn.height == 3)
    }
}
