import AutoLayout
import Foundation

/// Draws a laid-out tree in a terminal: boxes of box-drawing characters, keys inside.
public enum ASCIIRenderer {
    /// The tree under `root`, `scale` characters per point across (half that down: a character is
    /// about twice as tall as wide).
    public static func render(_ root: View, scale: CGFloat = 0.125) -> String {
        let columns = max(1, Int((root.frame.width * scale).rounded(.up)) + 1)
        let rows = max(1, Int((root.frame.height * scale / 2).rounded(.up)) + 1)
        var canvas = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        func put(_ row: Int, _ column: Int, _ character: Character) {
            guard row >= 0, row < rows, column >= 0, column < columns else { return }
            canvas[row][column] = character
        }
        for (index, placed) in placedViews(root).enumerated() {
            let left = Int((placed.frame.minX * scale).rounded()), right = Int((placed.frame.maxX * scale).rounded())
            let top = Int((placed.frame.minY * scale / 2).rounded()), bottom = Int((placed.frame.maxY * scale / 2).rounded())
            guard right > left, bottom > top else {
                put(top, left, "·")
                continue
            }
            for column in left...right {
                put(top, column, "─")
                put(bottom, column, "─")
            }
            for row in top...bottom {
                put(row, left, "│")
                put(row, right, "│")
            }
            put(top, left, "┌"); put(top, right, "┐"); put(bottom, left, "└"); put(bottom, right, "┘")
            // The interior is cleared so a child hides what is behind it; the key goes in the top
            // border, where children cannot cover it.
            if bottom - top > 1 && right - left > 1 {
                for row in (top + 1)..<bottom { for column in (left + 1)..<right { put(row, column, " ") } }
            }
            let name = Array(displayName(placed.view, index: index))
            for (offset, character) in name.prefix(max(0, right - left - 1)).enumerated() {
                put(top, left + 1 + offset, character)
            }
        }
        return canvas.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n") + "\n"
    }
}

/// The frame tree as JSON: key, class, frame (relative to the superview) and children.
public enum JSONRenderer {
    struct Node: Encodable {
        let key: String?
        let `class`: String
        let frame: [Double]
        let children: [Node]
    }

    /// The tree under `root`, pretty-printed with sorted keys (stable for snapshots and diffs).
    public static func render(_ root: View) -> String {
        func node(_ view: View) -> Node {
            Node(key: view.debugName, class: String(describing: type(of: view)),
                 frame: [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].map { Double($0) },
                 children: view.subviews.map(node))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(node(root)), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}

/// One page showing several renders with their titles, constraints and diagnostics.
public enum HTMLRenderer {
    /// One render on the page.
    public struct Section {
        /// The heading.
        public var title: String
        /// An SVG document, inlined.
        public var svg: String
        /// Constraint descriptions, listed under the drawing.
        public var constraints: [String]
        /// Diagnostics, shown in red.
        public var diagnostics: [String]

        public init(title: String, svg: String, constraints: [String] = [], diagnostics: [String] = []) {
            self.title = title
            self.svg = svg
            self.constraints = constraints
            self.diagnostics = diagnostics
        }
    }

    /// A self-contained HTML page.
    public static func page(title: String, sections: [Section]) -> String {
        var out = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>\(escaped(title))</title>\n"
            + "<style>body{font-family:sans-serif;margin:24px;background:#fafafa}section{display:inline-block;"
            + "vertical-align:top;margin:0 24px 32px 0;max-width:360px}svg{background:#fff;border:1px solid #ccc}"
            + "pre{font-size:10px;white-space:pre-wrap}.diagnostic{color:#c00}</style></head><body>\n"
            + "<h1>\(escaped(title))</h1>\n"
        for section in sections {
            out += "<section><h2>\(escaped(section.title))</h2>\n" + section.svg
            if !section.diagnostics.isEmpty {
                out += "<pre class=\"diagnostic\">" + section.diagnostics.map(escaped).joined(separator: "\n\n") + "</pre>\n"
            }
            if !section.constraints.isEmpty {
                out += "<pre>" + section.constraints.map(escaped).joined(separator: "\n") + "</pre>\n"
            }
            out += "</section>\n"
        }
        return out + "</body></html>\n"
    }
}

/// Every constraint installed in the tree under `root`, described, parents first.
public func constraintDescriptions(_ root: View) -> [String] {
    placedViews(root).flatMap { $0.view.constraints.map(\.description) }
}
