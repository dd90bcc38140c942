import AutoLayout
import Foundation
import MasonryFonts
import MasonryPNG
import Testing

/// Pixels of small trees, checked one by one.
@Suite struct PNGRendererTests {
    func colour(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        Array(bitmap.rgba[(y * bitmap.width + x) * 4..<(y * bitmap.width + x) * 4 + 4])
    }

    @Test func backgroundsBordersAlphaHiddenAndClipping() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        root.backgroundColor = .white
        let box = View(frame: CGRect(x: 2, y: 2, width: 6, height: 6))
        box.backgroundColor = Color(hex: 0xFF0000)
        box.layer.borderWidth = 1
        box.layer.borderColor = Color(hex: 0x0000FF)
        let faded = View(frame: CGRect(x: 10, y: 0, width: 4, height: 4))
        faded.backgroundColor = .black
        faded.alpha = 0.5
        let hidden = View(frame: CGRect(x: 15, y: 0, width: 4, height: 4))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        let clipper = View(frame: CGRect(x: 10, y: 5, width: 4, height: 4))
        clipper.clipsToBounds = true
        let overflow = View(frame: CGRect(x: 2, y: 2, width: 8, height: 8))  // reaches x 12…20, y 7…15
        overflow.backgroundColor = Color(hex: 0x00FF00)
        clipper.addSubview(overflow)
        [box, faded, hidden, clipper].forEach(root.addSubview)
        let bitmap = PNGRenderer.rasterize(root)
        #expect(bitmap.width == 20 && bitmap.height == 10)
        #expect(colour(bitmap, 0, 0) == [255, 255, 255, 255])        // the root
        #expect(colour(bitmap, 2, 2) == [0, 0, 255, 255])            // the border, inside the edge
        #expect(colour(bitmap, 4, 4) == [255, 0, 0, 255])            // the box
        #expect(colour(bitmap, 11, 1) == [128, 128, 128, 255])       // black at half alpha over white
        #expect(colour(bitmap, 16, 1) == [255, 255, 255, 255])       // hidden: not drawn
        #expect(colour(bitmap, 12, 7) == [0, 255, 0, 255])           // inside the clip
        #expect(colour(bitmap, 15, 7) == [255, 255, 255, 255])       // outside it (x 14 is the clip's edge)
        // A view without a background is not drawn unless asked.
        #expect(colour(bitmap, 10, 5) == [255, 255, 255, 255])
    }

    @Test func roundedCornersAreAntiAliasedAndScaleMultipliesPixels() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.backgroundColor = .black
        root.layer.cornerRadius = 5
        let bitmap = PNGRenderer.rasterize(root, options: PNGRenderer.Options(scale: 2))
        #expect(bitmap.width == 20 && bitmap.height == 20)
        #expect(colour(bitmap, 0, 0)[3] == 0)                        // the corner is cut away
        #expect(colour(bitmap, 10, 10) == [0, 0, 0, 255])            // the middle is solid
        // Pixel (2, 3): its centre (2.5, 3.5) is √(7.5² + 6.5²) = 9.925 from the arc's centre (10, 10);
        // radius 10, so 10 - 9.925 + 0.5 = 0.575 of it is covered: 0.575 × 255 = 146.7.
        let edge = colour(bitmap, 2, 3)[3]
        #expect(edge == 147)
    }

    @Test func textIsDrawnWithTheTypefaceThatMeasuredIt() throws {
        let sans = try FontLibrary.typeface(family: "DejaVu Sans")
        let label = Label()
        label.font = Font(typeface: sans, size: 20)
        label.text = "Hi"
        label.textColor = .black
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        root.backgroundColor = .white
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        root.addSubview(label)
        let bitmap = PNGRenderer.rasterize(root)
        var inked: [(Int, Int)] = []
        for y in 0..<30 { for x in 0..<40 where colour(bitmap, x, y)[0] < 128 { inked.append((x, y)) } }
        // "H" stands on the baseline (the ascender, 20 × 1901 / 2048 = 18.6, below the top) and
        // rises the cap height (1493 units: 14.6 px); "Hi" is 0.99 em wide (20.3 px) with its
        // bearings.
        let top = inked.map(\.1).min() ?? -1, bottom = inked.map(\.1).max() ?? -1
        let left = inked.map(\.0).min() ?? -1, right = inked.map(\.0).max() ?? -1
        #expect(bottom == 18 && top == 4)
        #expect(left == 2 && right >= 16 && right <= 19)
    }

    @Test func encodedImagesDecodeToTheSamePixelsAndBadBytesAreErrors() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 7, height: 3))
        root.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let bitmap = PNGRenderer.rasterize(root)
        let data = try PNGRenderer.encode(bitmap)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try PNGRenderer.decode(data) == bitmap)
        #expect(throws: PNGError.self) { try PNGRenderer.decode(Data("not a png".utf8)) }
        #expect(throws: PNGError.self) { try PNGRenderer.decode(data.prefix(40)) }
    }
}
