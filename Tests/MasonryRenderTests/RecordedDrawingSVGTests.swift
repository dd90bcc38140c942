import Foundation
import Testing
import AutoLayout
import UIKitRuntime
@testable import MasonryRender

/// Recorded drawings in SVG: a view's `draw(_:)` and a drawn image as paths in their views.
@MainActor @Suite struct RecordedDrawingSVGTests {
    @Test func aViewsDrawingAndADrawnImageAreSVGPaths() {
        final class Line: View {
            override func draw(_ rect: CGRect) {
                Color.blue.setStroke()
                let path = BezierPath()
                path.move(to: CGPoint(x: 0, y: 5))
                path.addLine(to: CGPoint(x: 10, y: 5))
                path.lineWidth = 2
                path.stroke()
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.addSubview(Line(frame: CGRect(x: 20, y: 0, width: 10, height: 10)))
        let square = GraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            Color.red.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        }
        let imageView = ImageView(image: square)
        imageView.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        root.addSubview(imageView)
        let svg = SVGRenderer.render(root, options: SVGRenderer.Options(showsKeys: false))
        // The line in its view's space, moved by the view's origin (20, 0).
        #expect(svg.contains("<g transform=\"matrix(1 0 0 1 20 0)\"><path d=\"M0 5 L10 5\" transform=\"matrix(1 0 0 1 0 0)\" fill=\"none\" stroke=\"#0000FF\" stroke-width=\"2\""))
        // The 4 × 4 image stretched to the 8 × 8 view: scaled by 2.
        #expect(svg.contains("<g transform=\"matrix(2 0 0 2 0 0)\"><path d=\"M1 1 L3 1 L3 3 L1 3 Z\" transform=\"matrix(1 0 0 1 0 0)\" fill=\"#FF0000\"/>"))
    }
}
