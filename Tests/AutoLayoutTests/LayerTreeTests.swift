import AutoLayout
import Foundation
import Testing

/// Layers as Core Animation keeps them: geometry from position and anchor, and the tree a
/// view's layer shares with its subviews' layers.
@MainActor @Suite struct LayerTreeTests {
    @Test func aLayerOfNoViewPlacesItsBoundsByPositionAndAnchor() {
        let layer = Layer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        // The position is the anchor (the middle): 10 + 40 / 2, 20 + 30 / 2.
        #expect(layer.position == CGPoint(x: 30, y: 35) && layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 30, y: 35, width: 40, height: 30))  // the position is now the top-left
    }

    @Test func aViewsLayerIsTheViewSeenAsALayer() {
        let view = View(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
        view.layer.backgroundColor = .black
        view.layer.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        view.layer.isHidden = true
        #expect(view.backgroundColor == .black && view.frame == CGRect(x: 0, y: 0, width: 30, height: 10) && view.isHidden)
        #expect(view.layer.position == CGPoint(x: 15, y: 5))  // the view's centre
        #expect(view.layer === view.layer)
    }

    @Test func addedLayersStackAmongTheSubviewsLayersAsInUIKit() {
        let view = View()
        let first = View(), second = View()
        view.addSubview(first)
        let top = Layer(), bottom = Layer(), middle = Layer()
        view.layer.addSublayer(top)  // above `first`
        view.layer.insertSublayer(bottom, at: 0)  // below every subview
        view.addSubview(second)  // a subview added later goes above `top`
        view.layer.insertSublayer(middle, below: second.layer)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init)
                    == [bottom, first.layer, top, middle, second.layer].map(ObjectIdentifier.init))
        #expect(top.superlayer === view.layer && first.layer.superlayer === view.layer)
        top.removeFromSuperlayer()
        #expect(top.superlayer == nil && view.layer.sublayers?.count == 4)
        // A layer moved to another superlayer leaves the first.
        let other = Layer()
        other.addSublayer(middle)
        #expect(view.layer.sublayers?.count == 3 && other.sublayers?.first === middle)
    }

    @Test func aViewsLayerCannotBeAddedToAnotherLayer() {
        let view = View(), other = Layer()
        let (_, diagnostics) = LayoutDiagnostics.collect { other.addSublayer(view.layer) }
        #expect(other.sublayers == nil)
        #expect(diagnostics.map(\.message) == ["the layer of View cannot be added to another layer: a view's layer moves with its view (addSubview)"])
    }

    @Test func aLayerClassBacksTheView() {
        final class GradientView: View {
            override class var layerClass: AnyClass { GradientLayer.self }
        }
        final class OwnLayer: ShapeLayer {}
        final class OwnLayerView: View {
            override class var layerClass: AnyClass { OwnLayer.self }
        }
        #expect(GradientView().layer is GradientLayer)
        // Swift cannot make an app's own layer class from its type alone: the nearest is made, and said.
        let (layer, diagnostics) = LayoutDiagnostics.collect { OwnLayerView().layer }
        #expect(type(of: layer) == ShapeLayer.self)
        #expect(diagnostics.map(\.message) == ["OwnLayerView's layerClass OwnLayer cannot be made here: its layer is a ShapeLayer, the nearest class the package can make"])
    }

    @Test func aLayerOfNoViewLaysOutItsSublayersWhenMarked() {
        final class Counting: Layer {
            var passes = 0
            override func layoutSublayers() { passes += 1 }
        }
        let parent = Layer(), child = Counting()
        parent.addSublayer(child)
        child.setNeedsLayout()
        #expect(child.needsLayout())
        parent.layoutIfNeeded()
        parent.layoutIfNeeded()
        #expect(child.passes == 1 && !child.needsLayout())
    }
}
