import Foundation
import MasonrySnapshotTesting
import SnapshotTesting
import Testing
import UIKitLayout

/// swift-snapshot-testing's strategies for paths and layers: `.elementsDescription` in its
/// wording, and images the size of the path's or layer's bounds.
@MainActor @Suite struct PathAndLayerStrategyTests {
    /// A tab: a line up, a quadratic shoulder, a cubic back down, closed; and a dot beside it.
    func tab() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 0, y: 10))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 20), control1: CGPoint(x: 20, y: 0), control2: CGPoint(x: 20, y: 10.0 / 3))
        path.closeSubpath()
        path.addEllipse(in: CGRect(x: 24, y: 16, width: 4, height: 4))
        return path
    }

    @Test func elementsAreDescribedALineEachWithASubpathApart() {
        // Numbers keep one to three decimals: 10 / 3 is 3.333; the dot's arms are 2 × 0.55228 = 1.105.
        #expect(snapshot(Snapshotting<CGPath, String>.elementsDescription, of: tab()) == """
            MoveTo (0.0, 20.0)
            LineTo (0.0, 10.0)
            QuadCurveTo (0.0, 0.0) (10.0, 0.0)
            CurveTo (20.0, 0.0) (20.0, 3.333) (20.0, 20.0)
            Close 

            MoveTo (28.0, 18.0)
            CurveTo (28.0, 19.105) (27.105, 20.0) (26.0, 20.0)
            CurveTo (24.895, 20.0) (24.0, 19.105) (24.0, 18.0)
            CurveTo (24.0, 16.895) (24.895, 16.0) (26.0, 16.0)
            CurveTo (27.105, 16.0) (28.0, 16.895) (28.0, 18.0)
            Close 

            """)
        let twoPlaces = NumberFormatter()
        (twoPlaces.numberStyle, twoPlaces.minimumFractionDigits, twoPlaces.maximumFractionDigits) = (.decimal, 2, 2)
        let described = snapshot(Snapshotting<UIBezierPath, String>.elementsDescription(numberFormatter: twoPlaces),
                                 of: UIBezierPath(cgPath: tab()))
        #expect(described.hasPrefix("MoveTo (0.00, 20.00)\nLineTo (0.00, 10.00)\n"))
    }

    @Test func pathImagesAreTheirBoundsOnePixelAPoint() {
        // The outline spans x 0…28 and y 0…20; a bezier path's bounds hold its control points too (the same here).
        let image = snapshot(Snapshotting<CGPath, UIImage>.image, of: tab())
        #expect(image.size == CGSize(width: 28, height: 20) && image.scale == 1)
        let doubled = snapshot(Snapshotting<UIBezierPath, UIImage>.image(scale: 2), of: UIBezierPath(cgPath: tab()))
        #expect(doubled.size == CGSize(width: 28, height: 20) && doubled.scale == 2)
    }

    @Test func layerImagesAreTheirBoundsAtTheTraitsScale() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.backgroundColor = UIColor.black.cgColor
        let image = snapshot(Snapshotting<CALayer, UIImage>.image(traits: .init(displayScale: 3)), of: layer)
        #expect(image.size == CGSize(width: 100, height: 50) && image.scale == 3)
        #expect(snapshot(Snapshotting<CALayer, UIImage>.image, of: layer).scale == 2)  // the screen's, without traits
    }
}
