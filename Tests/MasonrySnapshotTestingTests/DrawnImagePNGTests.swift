import Foundation
import MasonryPNG
import MasonrySnapshotTesting
import Testing
import UIKitLayout

/// Images drawn by a renderer, as PNG data: their recording rasterized at their scale.
@MainActor @Suite struct DrawnImagePNGTests {
    @Test func aRendererImagesPNGHasItsPixels() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))
        let data = renderer.pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        let bitmap = try PNGRenderer.decode(data)
        // 20 points at the default scale 2 are 40 pixels; the square covers pixels 10 to 29.
        #expect(bitmap.width == 40 && bitmap.height == 40)
        #expect(bitmap.color(atX: 14, y: 14) == .red && bitmap.color(atX: 29, y: 29) == .red)
        #expect(bitmap.color(atX: 9, y: 9).alpha == 0 && bitmap.color(atX: 30, y: 30).alpha == 0)
        // The image's own PNG is the same.
        let image = renderer.image { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)).fill()
        }
        #expect(image.pngData() == data)
    }
}
