import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Draws a laid-out tree in a terminal: boxes of box-drawing characters, keys inside.
public enum ASCIIRenderer {
    /// The largest drawing, in characters: a larger root is drawn at a smaller scale, so that any
    /// tree — however large its frames — draws in bounded time and memory.
    public static let maximumSize = (columns: 400, rows: 200)

    /// The tree under `root`, `scale` characters per point across (half that down: a character is
    /// about twice as tall as wide), reduced to fit ``maximumSize``.
    public static func render(_ root: View, scale: CGFloat = 0.125) -> String {
        let width = finite(root.frame.width), height = finite(root.frame.height)
        var scale = scale
        if width * scale > CGFloat(maximumSize.columns - 1) { scale = CGFloat(maximumSize.columns - 1) / width }
        if height * scale / 2 > CGFloat(maximumSize.rows - 1) { scale = CGFloat(maximumSize.rows - 1) * 2 / height }
        let columns = max(1, cell(width * scale, .up) + 1)
        let rows = max(1, cell(height * scale / 2, .up) + 1)
        var canvas = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        func put(_ row: Int, _ column: Int, _ character: Character) {
            guard row >= 0, row < rows, column >= 0, column < columns else { return }
            canvas[row][column] = character
        }
        /// Fills `row` from `from` to `to` (inclusive), clipped to the canvas.
        func fill(_ row: Int, _ from: Int, _ to: Int, _ character: Character) {
            guard row >= 0, row < rows else { return }
            let start = max(0, from), end = min(columns - 1, to)
            guard start <= end else { return }
            canvas[row].replaceSubrange(start...end, with: repeatElement(character, count: end - start + 1))
        }
        for (index, placed) in placedViews(root).enumerated() where !placed.isHidden {
            let left = cell(placed.frame.minX * scale), right = cell(placed.frame.maxX * scale)
            let top = cell(placed.frame.minY * scale / 2), bottom = cell(placed.frame.maxY * scale / 2)
            guard right > left, bottom > top else {
                put(top, left, "·")
                continue
            }
            // Rows and columns outside the canvas are skipped, not walked.
            let firstRow = max(top, -1), lastRow = min(bottom, rows)
            guard firstRow <= lastRow else { continue }
            fill(top, left, right, "─")
            fill(bottom, left, right, "─")
            for row in firstRow...lastRow {
                put(row, left, "│")
                put(row, right, "│")
            }
            put(top, left, "┌"); put(top, right, "┐"); put(bottom, left, "└"); put(bottom, right, "┘")
            // The interior is cleared so a child hides what is behind it; the key goes in the top
            // border, where children cannot cover it.
            if bottom - top > 1 && right - left > 1 {
                for row in max(top + 1, 0)..<max(min(bottom, rows), max(top + 1, 0)) { fill(row, left + 1, right - 1, " ") }
            }
            let name = Array(displayName(placed.view, index: index))
            for (offset, character) in name.prefix(max(0, min(right, columns) - left - 1)).enumerated() {
                put(top, left + 1 + offset, character)
            }
        }
        return canvas.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n") + "\n"
    }

    /// A length as a number of points to scale by: not finite counts as nothing.
    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

    /// A coordinate in characters, clamped so that any value — huge, infinite, NaN — converts.
    private static func cell(_ value: CGFloat, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value, -1e6), 1e6).rounded(rule))
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The frame tree as JSON: key, class, frame (relative to the superview) and children.
public enum JSONRenderer {
    /// The tree under `root`, pretty-printed with sorted keys (stable for snapshots and diffs), in
    /// `JSONEncoder`'s layout. Written without recursion, so a tree of any depth prints; a
    /// coordinate that is not finite (JSON has no such numbers) is written as `null`.
    public static func render(_ root: View) -> String {
        var out = ""
        func indent(_ level: Int) { out += String(repeating: "  ", count: level) }
        func open(_ level: Int) {
            out += "{\n"
            indent(level + 1)
            out += "\"children\" : [\n"
        }
        func close(_ view: View, _ level: Int) {
            out += "\n"
            indent(level + 1)
            out += "],\n"
            indent(level + 1)
            out += "\"class\" : " + jsonString(String(describing: type(of: view))) + ",\n"
            indent(level + 1)
            out += "\"frame\" : [\n"
            let frame = view.frame
            for (index, value) in [frame.minX, frame.minY, frame.width, frame.height].enumerated() {
                indent(level + 2)
                out += jsonNumber(Double(value)) + (index < 3 ? ",\n" : "\n")
            }
            indent(level + 1)
            out += "]"
            if let key = view.debugName {
                out += ",\n"
                indent(level + 1)
                out += "\"key\" : " + jsonString(key)
            }
            out += "\n"
            indent(level)
            out += "}"
        }
        // Each open view with its indentation level and the index of its next child.
        var stack: [(view: View, level: Int, next: Int)] = [(root, 0, 0)]
        open(0)
        while let (view, level, next) = stack.last {
            if next < view.subviews.count {
                stack[stack.count - 1].next += 1
                if next > 0 { out += ",\n" }
                indent(level + 2)
                open(level + 2)
                stack.append((view.subviews[next], level + 2, 0))
            } else {
                stack.removeLast()
                close(view, level)
            }
        }
        return out + "\n"
    }

    /// A number as `JSONEncoder` writes it: the shortest form, without a trailing `.0`.
    static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A string literal, escaped as `JSONEncoder` escapes it.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{c}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
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
        /// A PNG of the same state to link to (a path relative to the page).
        public var png: String?

        public init(title: String, svg: String, constraints: [String] = [], diagnostics: [String] = [], png: String? = nil) {
            self.title = title
            self.svg = svg
            self.constraints = constraints
            self.diagnostics = diagnostics
            self.png = png
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
            if let png = section.png { out += "<p><a href=\"\(escaped(png))\">PNG</a></p>\n" }
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

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Every constraint installed in the tree under `root`, described, parents first.
public func constraintDescriptions(_ root: View) -> [String] {
    var descriptions: [String] = []
    for placed in placedViews(root) {
        for constraint in placed.view.constraints { descriptions.append(constraint.description) }
    }
    return descriptions
}
