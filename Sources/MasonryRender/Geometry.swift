/// MasonryRender: laid-out view trees as SVG, ASCII, JSON and HTML — how people and tools see a layout.

import AutoLayout
import Foundation

/// A view and its frame in the root's coordinates, in drawing order (parents before children).
struct PlacedView {
    let view: View
    let frame: CGRect
    let depth: Int
}

/// Every view under `root`, with frames made absolute (a scroll view's contents shifted by its
/// offset), parents before children. Walked without recursion: a tree of any depth draws.
func placedViews(_ root: View) -> [PlacedView] {
    var result: [PlacedView] = []
    var pending: [(view: View, origin: CGPoint, depth: Int)] = [(root, .zero, 0)]
    while let (view, origin, depth) = pending.popLast() {
        result.append(PlacedView(view: view, frame: CGRect(origin: origin, size: view.frame.size), depth: depth))
        let content = CGPoint(x: origin.x - view.bounds.minX, y: origin.y - view.bounds.minY)
        // Pushed last to first, so that they come off in order.
        for subview in view.subviews.reversed() {
            pending.append((subview, CGPoint(x: content.x + subview.frame.minX, y: content.y + subview.frame.minY),
                            depth + 1))
        }
    }
    return result
}

/// The name a view is shown by: its key, else its class and position in the tree.
func displayName(_ view: View, index: Int) -> String {
    view.debugName ?? "\(type(of: view))#\(index)"
}

/// The colour a view is drawn with.
func fill(_ view: View, index: Int) -> Color {
    view.backgroundColor ?? Color.stable(for: displayName(view, index: index))
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
