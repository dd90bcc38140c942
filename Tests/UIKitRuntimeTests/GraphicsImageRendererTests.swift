import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime

/// Image renderers and image contexts: images of their size holding what was drawn, and images
/// drawn into contexts.
@MainActor @Suite struct GraphicsImageRendererTests {
    @Test func aRendererImageHasItsSizeAndItsDrawing() {
        let renderer = GraphicsImageRenderer(size: CGSize(width: 20, height: 20))
        var current: CGContext?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            Color.red.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        #expect(current != nil && UIGraphicsGetCurrentContext() == nil)
        // The main screen's scale, 2: 20 points are 40 pixels.
        #expect(image.size == CGSize(width: 20, height: 20) && image.scale == 2)
        #expect(image.cgImage?.width == 40 && image.cgImage?.height == 40)
        let list = image.cgImage?.displayList
        #expect(list?.size == CGSize(width: 20, height: 20) && list?.operations.count == 1)
        guard case .path(let drawn)? = list?.operations.first else { return #expect(Bool(false), "a path was drawn") }
        #expect(drawn.fillColor == .red && drawn.path.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func aFormatsScaleOpacityAndBoundsShapeTheImage() {
        let format = GraphicsImageRendererFormat()
        (format.scale, format.opaque) = (1, true)
        let renderer = GraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 3), format: format)
        let image = renderer.image { context in
            #expect(context.format.bounds == CGRect(x: 10, y: 10, width: 4, height: 3))
            context.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
        }
        #expect(image.size == CGSize(width: 4, height: 3) && image.cgImage?.width == 4)
        let operations = image.cgImage?.displayList?.operations ?? []
        // The opaque format's black background, then the fill, moved by the bounds' origin.
        #expect(operations.count == 2)
        if case .path(let drawn)? = operations.last {
            #expect(drawn.transform == CGAffineTransform(translationX: -10, y: -10))
        }
    }

    @Test func anImageContextGivesTheImageDrawnSoFar() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 6, height: 4), false, 3)
        Color.blue.setFill()
        BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        // 6 × 4 points at scale 3 are 18 × 12 pixels.
        #expect(image?.size == CGSize(width: 6, height: 4) && image?.cgImage?.width == 18 && image?.cgImage?.height == 12)
        #expect(image?.cgImage?.displayList?.operations.count == 1)
        let (_, diagnostics) = LayoutDiagnostics.collect { UIGraphicsEndImageContext() }
        #expect(diagnostics.map(\.kind) == [.misuse])
    }

    @Test func imagesDrawIntoTheCurrentContextWhereAsked() {
        let format = GraphicsImageRendererFormat()
        format.scale = 1
        let dot = GraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in
            Color.red.setFill()
            BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
        }
        let canvas = GraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            dot.draw(at: CGPoint(x: 1, y: 1))
            dot.draw(in: CGRect(x: 4, y: 4, width: 6, height: 2), blendMode: .normal, alpha: 0.25)
            dot.drawAsPattern(in: CGRect(x: 0, y: 6, width: 10, height: 4))
        }
        let images = (canvas.cgImage?.displayList?.operations ?? []).compactMap { operation -> DrawnImage? in
            if case .image(let drawn) = operation { drawn } else { nil }
        }
        #expect(images.count == 3 && images.allSatisfy { $0.image === dot.cgImage })
        // At its size, 2 × 2, from (1, 1); stretched over (4, 4, 6, 2) at a quarter opacity.
        #expect(images[0].rect == CGRect(x: 1, y: 1, width: 2, height: 2) && images[0].alpha == 1)
        #expect(images[1].rect == CGRect(x: 4, y: 4, width: 6, height: 2) && images[1].alpha == 0.25)
        #expect(images[2].rect == CGRect(x: 0, y: 0, width: 2, height: 2)
            && images[2].tiledArea == CGRect(x: 0, y: 6, width: 10, height: 4))
        // Drawn with no context: nothing happens, as in UIKit.
        dot.draw(at: .zero)
        #expect(dot.imageRendererFormat.scale == 1)
    }

    @Test func aViewsHierarchyIsDrawnScaledIntoTheRect() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        view.backgroundColor = .blue
        #expect(!view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: false))
        var drew = false
        let image = GraphicsImageRenderer(size: CGSize(width: 30, height: 10)).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 10, y: 0, width: 20, height: 10), afterScreenUpdates: true)
        }
        #expect(drew)
        guard case .path(let drawn)? = image.cgImage?.displayList?.operations.first else {
            return #expect(Bool(false), "the background was drawn")
        }
        // 10 × 5 onto 20 × 10 at x 10: scaled by 2, then moved 10 across.
        #expect(drawn.fillColor == .blue && drawn.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    }
}
