import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog

/// What screen code reaches for beside constraints: subview order, index paths, named colours, font
/// metrics, and a controller told of a rotation.
@Suite struct SubviewOrderAndMetricsTests {
    @Test func subviewOrderAndIndexPaths() {
        let root = View(), a = View(), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.bringSubviewToFront(a)
        root.insertSubview(b, aboveSubview: c)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        let path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && IndexPath(item: 3, section: 1) == path)
        // Older code reads rows through NSIndexPath, as UIKit's additions to it allow.
        let bridged = path as NSIndexPath
        #expect(bridged.row == 3 && bridged.section == 1 && bridged.item == 3)
        #expect(NSIndexPath(row: 2, section: 4).section == 4 && NSIndexPath(item: 2, section: 4).row == 2)
        #expect(NSIndexPath().row == 0)
    }

    @Test func namedColoursFontMetricsAndRotation() {
        Color.register(Color(red: 1, green: 0, blue: 0, alpha: 1), named: "Brand")
        #expect(Color(named: "Brand") == .init(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Color(named: "Nowhere") == nil)
        #expect(Color.black.withAlphaComponent(0.5).alpha == 0.5)
        #expect(FontMetrics(forTextStyle: .body).scaledValue(for: 20) == 20)
        #expect(FontMetrics.default.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)

        final class Rotating: ViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
                sizes.append(size)
                coordinator.animate(alongsideTransition: { _ in self.sizes.append(self.view.bounds.size) }, completion: nil)
                coordinator.animate { _ in self.sizes.append(.zero) }  // the completion defaults to nil
            }
        }
        let controller = Rotating()
        controller.transition(to: CGSize(width: 667, height: 375))
        #expect(controller.sizes == [CGSize(width: 667, height: 375), CGSize(width: 667, height: 375), .zero])
    }
}
