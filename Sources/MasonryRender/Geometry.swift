/// MasonryRender: laid-out view trees as SVG, ASCII, JSON and HTML — how people and tools see a layout.

import AutoLayout
import Foundation

/// A view and its frame in the root's coordinates, in drawing order (parents before children),
/// with what its ancestors change about how it is drawn.
package struct PlacedView {
    package let view: View
    package let frame: CGRect
    package let depth: Int
    /// Whether it or an ancestor is hidden.
    package var isHidden = false
    /// Its alpha times its ancestors'.
    package var opacity: CGFloat = 1
    /// The part of the root it may be drawn in: its clipping ancestors' frames, intersected (nil
    /// when none clips).
    package var clip: CGRect?
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Every view under `root`, with frames made absolute (a scroll view's contents shifted by its
/// offset), parents before children. Walked without recursion: a tree of any depth draws.
package func placedViews(_ root: View) -> [PlacedView] {
    var result: [PlacedView] = []
    // Each view with its origin and what its superview passes down.
    var pending: [(view: View, origin: CGPoint, inherited: PlacedView?)] = [(root, .zero, nil)]
    while let (view, origin, parent) = pending.popLast() {
        var placed = PlacedView(view: view, frame: CGRect(origin: origin, size: view.frame.size),
                                depth: (parent?.depth ?? -1) + 1)
        placed.isHidden = view.isHidden || parent?.isHidden == true
        placed.opacity = max(0, min(1, view.alpha)) * (parent?.opacity ?? 1)
        placed.clip = parent?.clip
        result.append(placed)
        // What the subviews inherit: this view's clip joins its ancestors'.
        var passed = placed
        if view.clipsToBounds { passed.clip = placed.clip.map { $0.intersection(placed.frame) } ?? placed.frame }
        let content = CGPoint(x: origin.x - view.bounds.minX, y: origin.y - view.bounds.minY)
        // Pushed last to first, so that they come off in order.
        for subview in view.subviews.reversed() {
            pending.append((subview, CGPoint(x: content.x + subview.frame.minX, y: content.y + subview.frame.minY),
                            passed))
        }
    }
    return result
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The name a view is shown by: its key, else its accessibility identifier, else its class and
/// position in the tree.
package func displayName(_ view: View, index: Int) -> String {
    view.debugName ?? view.accessibilityIdentifier ?? "\(type(of: view))#\(index)"
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The colour a view is drawn with: its background, else (with `colorsUnfilled`) a colour of its
/// own from its name, else none.
package func fill(_ view: View, index: Int, colorsUnfilled: Bool = true) -> Color {
    view.backgroundColor ?? (colorsUnfilled ? Color.stable(for: displayName(view, index: index)) : .clear)
}

/// Text escaped for XML and HTML.
func escaped(_ text: String) -> String {
    // Most text (keys, constraint descriptions) has nothing to escape.
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
    var out = ""
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.append(character)
        }
    }
    return out
}

/// A number for SVG attributes: integral values without a fraction, others to 3 decimals.
func svgNumber(_ value: CGFloat) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(format: "%g", Double(rounded))
}
