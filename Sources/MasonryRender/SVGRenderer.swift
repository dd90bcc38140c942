import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Draws a laid-out tree as SVG: each view a rectangle at its frame, labels and buttons with their
/// text at their baselines, keys as small captions; optionally the constraints, and views to mark.
public enum SVGRenderer {
    /// What to draw besides the views.
    public struct Options: Sendable {
        /// A line per constraint between the attributes it relates, coloured by priority.
        public var showsConstraints = false
        /// Each view's key in a small caption.
        public var showsKeys = true
        /// Views to outline in red (those of an unsatisfiable diagnostic, say), by identity.
        public var highlighted: Set<ObjectIdentifier> = []
        /// A faint outline around every view, so that views of one colour stay apart.
        public var outlinesViews = true
        /// Views without a background drawn in a colour of their own (else not at all).
        public var colorsUnfilledViews = true

        /// The defaults: views and keys, no constraints.
        public init(showsConstraints: Bool = false, showsKeys: Bool = true, highlighted: Set<ObjectIdentifier> = []) {
            self.showsConstraints = showsConstraints
            self.showsKeys = showsKeys
            self.highlighted = highlighted
        }

        #if MainActorViews
        @preconcurrency @MainActor
        #endif
        /// Outlines the views a diagnostic involves.
        public mutating func highlight(_ diagnostics: [LayoutDiagnostic]) {
            for constraint in diagnostics.flatMap(\.constraints) {
                for item in [constraint.firstItem, constraint.secondItem] {
                    if let view = item as? View { highlighted.insert(ObjectIdentifier(view)) }
                }
            }
        }
    }

    /// The tree under `root` as an SVG document.
    public static func render(_ root: View, options: Options = Options()) -> String {
        document(root) { placed in
            body(placed, options: options, animation: nil)
        }
    }

    /// The tree under `root` animated from the animation's start frames to its end frames (SMIL).
    public static func render(_ animation: LayoutAnimation, root: View, options: Options = Options()) -> String {
        document(root) { placed in
            body(placed, options: options, animation: animation)
        }
    }

    private static func document(_ root: View, _ content: ([PlacedView]) -> String) -> String {
        let size = root.frame.size
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(size.width))\" height=\"\(svgNumber(size.height))\" "
            + "viewBox=\"0 0 \(svgNumber(size.width)) \(svgNumber(size.height))\" font-family=\"monospace\">\n"
            + content(placedViews(root)) + "</svg>\n"
    }

    private static func body(_ placed: [PlacedView], options: Options, animation: LayoutAnimation?) -> String {
        var out = ""
        for (index, item) in placed.enumerated() where !item.isHidden {
            let view = item.view, frame = item.frame
            let marked = options.highlighted.contains(ObjectIdentifier(view))
            let stroke = marked ? " stroke=\"#FF0000\" stroke-width=\"3\"" : options.outlinesViews ? " stroke=\"#00000033\"" : ""
            var group = ""
            if item.opacity < 1 { group += " opacity=\"\(svgNumber(item.opacity))\"" }
            if let clip = item.clip {
                out += "<clipPath id=\"clip\(index)\"><rect x=\"\(svgNumber(clip.minX))\" y=\"\(svgNumber(clip.minY))\" "
                    + "width=\"\(svgNumber(max(0, clip.width)))\" height=\"\(svgNumber(max(0, clip.height)))\"/></clipPath>"
                group += " clip-path=\"url(#clip\(index))\""
            }
            let radius = max(0, min(view.layerCornerRadius, frame.width / 2, frame.height / 2))
            let corners = radius > 0 ? " rx=\"\(svgNumber(radius))\" ry=\"\(svgNumber(radius))\"" : ""
            out += "<g id=\"\(escaped(displayName(view, index: index)))\"\(group)>"
            out += "<rect x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(frame.minY))\" width=\"\(svgNumber(frame.width))\" "
                + "height=\"\(svgNumber(frame.height))\"\(corners) fill=\"\(svgColor(fill(view, index: index, colorsUnfilled: options.colorsUnfilledViews)))\"\(stroke)>"
            if let animation, let move = animation.moves.first(where: { $0.view === view }) {
                out += animate(move, placed: item, duration: animation.duration, curve: animation.curve)
            }
            out += "</rect>"
            out += drawings(of: view, in: frame, id: "drawing\(index)")
            out += border(of: view, in: frame, radius: radius)
            out += text(of: view, in: frame)
            if options.showsKeys, let key = view.debugName {
                out += "<text x=\"\(svgNumber(frame.minX + 2))\" y=\"\(svgNumber(frame.minY + 9))\" font-size=\"8\" "
                    + "fill=\"#000000AA\">\(escaped(key))</text>"
            }
            out += "</g>\n"
        }
        if options.showsConstraints { out += constraintLines(placed) }
        return out
    }

    /// The border, drawn inside the edges as UIKit draws it: a stroke centred half its width in.
    private static func border(of view: View, in frame: CGRect, radius: CGFloat) -> String {
        let width = min(view.layerBorderWidth, frame.width / 2, frame.height / 2)
        guard width > 0 else { return "" }
        let inner = frame.insetBy(dx: width / 2, dy: width / 2)
        let corners = radius > 0 ? " rx=\"\(svgNumber(max(0, radius - width / 2)))\" ry=\"\(svgNumber(max(0, radius - width / 2)))\"" : ""
        return "<rect x=\"\(svgNumber(inner.minX))\" y=\"\(svgNumber(inner.minY))\" width=\"\(svgNumber(inner.width))\" "
            + "height=\"\(svgNumber(inner.height))\"\(corners) fill=\"none\" stroke=\"\((view.layerBorderColor ?? .black).hexString)\" "
            + "stroke-width=\"\(svgNumber(width))\"/>"
    }

    /// The text of a label or button, at its baselines: in the typeface's family at its natural
    /// width when the font has one, else in monospace stretched to the fixed metrics' width.
    private static func text(of view: View, in frame: CGRect) -> String {
        textRuns(of: view, in: frame).map { run in
            let fill = run.color.map { " fill=\"\(svgColor($0))\"" } ?? ""
            let weight = run.font.weight == .regular ? "" : " font-weight=\"\(run.font.weight.cssWeight)\""
            let family = run.font.typeface.map { " font-family=\"\(escaped($0.familyName))\"" } ?? ""
            let length = run.font.typeface == nil ? " textLength=\"\(svgNumber(run.width))\"" : ""
            return "<text x=\"\(svgNumber(run.x))\" y=\"\(svgNumber(run.baseline))\" font-size=\"\(svgNumber(run.font.pointSize))\""
                + "\(family)\(weight)\(fill)\(length)>\(escaped(String(run.text)))</text>"
        }.joined()
    }

    /// SMIL animations from a moved view's start frame to its end frame.
    private static func animate(_ move: LayoutAnimation.Move, placed: PlacedView, duration: Double,
                                curve: LayoutAnimation.Curve) -> String {
        // Frames are relative to the superview; the start shifts by the same offset as the end.
        let dx = placed.frame.minX - move.to.minX, dy = placed.frame.minY - move.to.minY
        let timing = curve == .linear ? "calcMode=\"linear\"" : "calcMode=\"spline\" keyTimes=\"0;1\" keySplines=\"0.42 0 0.58 1\""
        let pairs: [(String, CGFloat, CGFloat)] = [
            ("x", move.from.minX + dx, move.to.minX + dx), ("y", move.from.minY + dy, move.to.minY + dy),
            ("width", move.from.width, move.to.width), ("height", move.from.height, move.to.height),
        ]
        return pairs.filter { $0.1 != $0.2 }.map { name, from, to in
            "<animate attributeName=\"\(name)\" from=\"\(svgNumber(from))\" to=\"\(svgNumber(to))\" "
                + "dur=\"\(svgNumber(CGFloat(duration)))s\" \(timing) fill=\"freeze\"/>"
        }.joined()
    }

    /// A line per constraint between the points of the attributes it relates.
    private static func constraintLines(_ placed: [PlacedView]) -> String {
        var frames: [ObjectIdentifier: CGRect] = [:]
        for item in placed { frames[ObjectIdentifier(item.view)] = item.frame }
        var out = ""
        for item in placed {
            for constraint in item.view.constraints {
                guard let first = point(constraint.firstItem, constraint.firstAttribute, frames) else { continue }
                let second = point(constraint.secondItem, constraint.secondAttribute, frames) ?? first
                let colour: String
                switch constraint.priority.rawValue {
                case 1000...: colour = "#D0021B"
                case 750..<1000: colour = "#F5A623"
                case 500..<750: colour = "#9013FE"
                default: colour = "#9B9B9B"
                }
                let dash = constraint.priority.isRequired ? "" : " stroke-dasharray=\"3 2\""
                out += "<line x1=\"\(svgNumber(first.x))\" y1=\"\(svgNumber(first.y))\" x2=\"\(svgNumber(second.x))\" "
                    + "y2=\"\(svgNumber(second.y))\" stroke=\"\(colour)\" stroke-width=\"1\"\(dash)/>\n"
            }
        }
        return out
    }

    /// Where an attribute of a view sits on the drawing (guides: their owning view's frame).
    private static func point(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute,
                              _ frames: [ObjectIdentifier: CGRect]) -> CGPoint? {
        guard let item else { return nil }
        let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
        guard let view, var frame = frames[ObjectIdentifier(view)] else { return nil }
        if let guide = item as? LayoutGuide {
            frame = guide.layoutFrame.offsetBy(dx: frame.minX - view.bounds.minX, dy: frame.minY - view.bounds.minY)
        }
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin: return CGPoint(x: frame.minX, y: frame.midY)
        case .right, .rightMargin, .trailing, .trailingMargin: return CGPoint(x: frame.maxX, y: frame.midY)
        case .top, .topMargin: return CGPoint(x: frame.midX, y: frame.minY)
        case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: return CGPoint(x: frame.midX, y: frame.maxY)
        default: return CGPoint(x: frame.midX, y: frame.midY)
        }
    }
}

/// A colour as SVG takes it: `#RRGGBB`, with the alpha byte after when it is not opaque.
func svgColor(_ color: Color) -> String {
    guard color.alpha < 1 else { return color.hexString }
    let alpha = String(Int((max(0, color.alpha) * 255).rounded()), radix: 16, uppercase: true)
    return color.hexString + (alpha.count == 1 ? "0" + alpha : alpha)
}
