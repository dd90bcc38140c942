import AutoLayout
import Foundation
import MasonryRender

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The layers screen code added to views' layers, drawn among the views as UIKit stacks them:
/// a view's gradient or shape contents and the layers below its subviews right after the view
/// itself; those added above a subview once that subview's whole subtree is drawn.
struct AddedLayers {
    // Layers waiting for the subtree at `depth` to end, with how their superlayer's view is drawn.
    private var waiting: [(depth: Int, layers: [Layer], origin: CGPoint, opacity: CGFloat, clip: CGRect?)] = []
    // The views drawn so far whose layers have added sublayers above a subview, by identity.
    private var parents: [ObjectIdentifier: (origin: CGPoint, opacity: CGFloat, clip: CGRect?)] = [:]

    /// Notes the layers added above `item`'s view in its superview's layer, to draw when its
    /// subtree ends (even when it is hidden).
    mutating func arrive(at item: PlacedView) {
        let view = item.view
        if let parent = view.superview, let drawn = parents[ObjectIdentifier(parent)],
           let above = parent.existingLayer?.addedSublayers(above: view), !above.isEmpty {
            waiting.append((item.depth, above, drawn.origin, drawn.opacity, drawn.clip))
        }
    }

    /// Draws the view's own layer contents and its layers below every subview.
    mutating func enter(_ item: PlacedView, frame: CGRect, clip: CGRect?, scale: CGFloat, on canvas: inout Canvas) {
        let view = item.view
        guard let layer = view.existingLayer else { return }
        let origin = CGPoint(x: frame.minX - view.bounds.minX * scale, y: frame.minY - view.bounds.minY * scale)
        let inner = view.clipsToBounds ? (clip.map { $0.intersection(frame) } ?? frame) : clip
        let radius = view.clipsToBounds ? max(0, min(view.layerCornerRadius * scale, frame.width / 2, frame.height / 2)) : 0
        PNGRenderer.drawContents(of: layer, in: frame, radius: radius, origin: origin, scale: scale, opacity: item.opacity,
                                 clip: clip, on: &canvas)
        PNGRenderer.drawSublayers(layer.addedSublayers(above: nil), origin: origin, scale: scale, opacity: item.opacity,
                                  clip: inner, on: &canvas)
        if layer.hasAddedSublayers { parents[ObjectIdentifier(view)] = (origin, item.opacity, inner) }
    }

    /// Draws the layers waiting for subtrees at `depth` or deeper, which have ended.
    mutating func drawEnded(before depth: Int, scale: CGFloat, on canvas: inout Canvas) {
        while let last = waiting.last, last.depth >= depth {
            waiting.removeLast()
            PNGRenderer.drawSublayers(last.layers, origin: last.origin, scale: scale, opacity: last.opacity, clip: last.clip,
                                      on: &canvas)
        }
    }
}
