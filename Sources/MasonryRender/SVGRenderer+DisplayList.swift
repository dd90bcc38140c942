import AutoLayout
import Foundation

// Recorded drawings (a view's `draw(_:)`, an image a renderer drew and an image view shows) as
// SVG: each path an SVG path in its user space, clips as clip paths. Images of pixels and
// `clear(_:)` have no SVG form here, and are left out.
extension SVGRenderer {
    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// The view's layer's contents image, then what its `draw(_:)` recorded, in its frame (in the
    /// root's coordinates) and inside it; `id` names the clip paths.
    static func drawings(of view: View, in frame: CGRect, id: String) -> String {
        var pieces: [(DisplayList, CGRect)] = []
        if let image = (view.existingLayer?.contents as? CGImageProviding)?.cgImage, let list = image.displayList {
            pieces.append((list, view.contentsPlacement(of: list.size)))
        }
        if let list = view.drawnContents { pieces.append((list, view.contentsPlacement(of: list.size))) }
        guard !pieces.isEmpty else { return "" }
        var counter = 0
        var out = "<clipPath id=\"\(id)\"><rect x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(frame.minY))\" "
            + "width=\"\(svgNumber(frame.width))\" height=\"\(svgNumber(frame.height))\"/></clipPath><g clip-path=\"url(#\(id))\">"
        let toRoot = CGAffineTransform(translationX: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
        for (list, placed) in pieces {
            out += svg(list, in: placed, transform: toRoot, id: id, counter: &counter, depth: 0)
        }
        return out + "</g>"
    }

    /// `list` fitted to `rect`, `transform` taking the rectangle's space to its parent's.
    static func svg(_ list: DisplayList, in rect: CGRect, transform: CGAffineTransform, id: String, counter: inout Int,
                    depth: Int) -> String {
        guard depth < 16, list.size.width > 0, list.size.height > 0 else { return "" }
        let fit = CGAffineTransform(a: rect.width / list.size.width, b: 0, c: 0, d: rect.height / list.size.height,
                                    tx: rect.minX, ty: rect.minY).concatenating(transform)
        var out = "<g transform=\"\(matrix(fit))\">"
        for operation in list.operations {
            switch operation {
            case .path(let drawn):
                let (open, close) = clipGroups(drawn.clip, id: id, counter: &counter)
                out += open + "<path d=\"\(pathData(drawn.path))\" transform=\"\(matrix(drawn.transform))\"" + style(of: drawn) + "/>" + close
            case .image(let drawn):
                guard let nested = drawn.image.displayList else { continue }
                let (open, close) = clipGroups(drawn.clip, id: id, counter: &counter)
                out += open + svg(nested, in: drawn.rect, transform: drawn.transform, id: id, counter: &counter, depth: depth + 1) + close
            case .clear: continue
            }
        }
        return out + "</g>"
    }

    /// A clip path per clip, and the groups that apply them, opening and closing.
    private static func clipGroups(_ clips: [DrawingClip], id: String, counter: inout Int) -> (String, String) {
        var open = ""
        for clip in clips {
            counter += 1
            let rule = clip.evenOdd ? " clip-rule=\"evenodd\"" : ""
            open += "<clipPath id=\"\(id)-\(counter)\"><path d=\"\(pathData(clip.path))\"\(rule)/></clipPath>"
                + "<g clip-path=\"url(#\(id)-\(counter))\">"
        }
        return (open, String(repeating: "</g>", count: clips.count))
    }

    /// The fill and stroke attributes of a drawn path.
    private static func style(of drawn: DrawnPath) -> String {
        var out = drawn.fills ? " fill=\"\(svgColor(drawn.fillColor))\"" : " fill=\"none\""
        if drawn.evenOdd { out += " fill-rule=\"evenodd\"" }
        if drawn.strokes, drawn.lineWidth > 0 {
            let caps: [CGLineCap: String] = [.butt: "butt", .round: "round", .square: "square"]
            let joins: [CGLineJoin: String] = [.miter: "miter", .round: "round", .bevel: "bevel"]
            out += " stroke=\"\(svgColor(drawn.strokeColor))\" stroke-width=\"\(svgNumber(drawn.lineWidth))\""
                + " stroke-linecap=\"\(caps[drawn.lineCap] ?? "butt")\" stroke-linejoin=\"\(joins[drawn.lineJoin] ?? "miter")\""
                + " stroke-miterlimit=\"\(svgNumber(drawn.miterLimit))\""
            if !drawn.lineDash.isEmpty {
                out += " stroke-dasharray=\"\(drawn.lineDash.map(svgNumber).joined(separator: " "))\""
                    + " stroke-dashoffset=\"\(svgNumber(drawn.lineDashPhase))\""
            }
        }
        if drawn.alpha < 1 { out += " opacity=\"\(svgNumber(drawn.alpha))\"" }
        return out
    }

    /// SVG's `matrix(a b c d e f)` for `transform`.
    private static func matrix(_ t: CGAffineTransform) -> String {
        "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(svgNumber).joined(separator: " ") + ")"
    }

    /// A path's elements as SVG path data.
    static func pathData(_ path: CGPath) -> String {
        var parts: [String] = []
        path.applyWithBlock { element in
            let e = element.pointee
            func p(_ index: Int) -> String { svgNumber(e.points[index].x) + " " + svgNumber(e.points[index].y) }
            switch e.type {
            case .moveToPoint: parts.append("M" + p(0))
            case .addLineToPoint: parts.append("L" + p(0))
            case .addQuadCurveToPoint: parts.append("Q" + p(0) + " " + p(1))
            case .addCurveToPoint: parts.append("C" + p(0) + " " + p(1) + " " + p(2))
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }
}
