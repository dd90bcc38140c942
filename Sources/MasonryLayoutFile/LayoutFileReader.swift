import Foundation
import Masonry
import UIKitRuntime
import Yams

/// Walks the YAML node tree, collecting every error rather than stopping at the first.
struct LayoutFileReader {
    let path: String
    var errors: [LayoutFileError] = []
    /// Lines whose constraint this reader wrapped in quotes, so their columns are not shifted.
    private var quotedLines: Set<Int> = []

    init(path: String) {
        self.path = path
    }

    mutating func fail(_ node: Node?, _ message: String) {
        errors.append(LayoutFileError(file: path, location: location(node), message: message))
    }

    func location(_ node: Node?) -> SourceLocation {
        node?.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? SourceLocation(line: 1, column: 1)
    }

    mutating func read(_ text: String) -> LayoutFile? {
        let root: Node
        do {
            // The basic resolver: every scalar stays text, read as a number only where one is
            // expected (the default resolver matches each scalar against a list of patterns).
            guard let node = try Yams.compose(yaml: quotingConstraintLines(text), Resolver.basic) else {
                fail(nil, "the file is empty; expected a mapping with 'size' and 'views'")
                return nil
            }
            root = node
        } catch let error as YamlError {
            errors.append(yamlError(error))
            return nil
        } catch {
            fail(nil, "\(error)")
            return nil
        }
        guard let mapping = mapping(root, allowed: ["title", "size", "key", "color", "margins", "safeArea",
                                                    "topLayoutGuide", "bottomLayoutGuide", "views", "distribute"])
        else { return nil }
        var file = LayoutFile(
            path: path, title: mapping["title"].flatMap { string($0) },
            size: mapping["size"].flatMap { size($0) } ?? CGSize(width: 320, height: 416),
            color: mapping["color"].flatMap { color($0) }, rootKey: mapping["key"].flatMap { string($0) } ?? "root",
            rootMargins: mapping["margins"].flatMap { insets($0) },
            safeArea: mapping["safeArea"].flatMap { insets($0) } ?? .zero,
            topLayoutGuide: mapping["topLayoutGuide"].flatMap { number($0) } ?? 0,
            bottomLayoutGuide: mapping["bottomLayoutGuide"].flatMap { number($0) } ?? 0,
            views: [], distributions: [])
        if mapping["size"] == nil { fail(root, "missing 'size' (the root's size, e.g. size: [320, 416])") }
        for node in sequence(mapping["views"]) { if let view = view(node, rootKey: file.rootKey) { file.views.append(view) } }
        for node in sequence(mapping["distribute"]) { if let entry = distribution(node) { file.distributions.append(entry) } }
        return file
    }

    private func yamlError(_ error: YamlError) -> LayoutFileError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            // A constraint line with `: ` in it (CGSize(width: 1, height: 2)) reads as a mapping.
            let hint = problem.contains("mapping values") && line(mark.line, of: yaml(error)).contains("make")
                ? " — quote constraint lines that contain ': ', as in - 'make.size.equalTo(CGSize(width: 50, height: 50))'"
                : ""
            return LayoutFileError(file: path, location: SourceLocation(line: mark.line, column: mark.column),
                                   message: "invalid YAML: \(problem)" + hint)
        default:
            return LayoutFileError(file: path, location: SourceLocation(line: 1, column: 1), message: "invalid YAML: \(error)")
        }
    }

    /// Swift's labelled arguments (`CGSize(width: 1, height: 2)`) read as YAML mappings, so an
    /// unquoted `- make.…` line is wrapped in single quotes (a trailing `# comment` kept outside).
    /// Works on the UTF-8 bytes: every line of every file passes through here.
    private mutating func quotingConstraintLines(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let (space, tab, newline, quote, apostrophe, hash) =
            (UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\""),
             UInt8(ascii: "'"), UInt8(ascii: "#"))
        let marker = Array("- make.".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 16)
        var lineStart = 0, lineNumber = 1
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.count
            var first = lineStart
            while first < lineEnd && bytes[first] == space { first += 1 }
            if lineEnd - first >= marker.count && bytes[first..<first + marker.count].elementsEqual(marker) {
                // The statement, up to a ` #` outside a string; then trimmed.
                let bodyStart = first + 2
                var bodyEnd = lineEnd, inString = false
                for position in bodyStart..<lineEnd {
                    if bytes[position] == quote { inString.toggle() }
                    if !inString && bytes[position] == hash && position > bodyStart && bytes[position - 1] == space {
                        bodyEnd = position
                        break
                    }
                }
                var statementStart = bodyStart, statementEnd = bodyEnd
                while statementStart < statementEnd && (bytes[statementStart] == space || bytes[statementStart] == tab) {
                    statementStart += 1
                }
                while statementEnd > statementStart && (bytes[statementEnd - 1] == space || bytes[statementEnd - 1] == tab) {
                    statementEnd -= 1
                }
                out.append(contentsOf: bytes[lineStart..<bodyStart])
                out.append(apostrophe)
                for byte in bytes[statementStart..<statementEnd] {
                    out.append(byte)
                    if byte == apostrophe { out.append(apostrophe) }
                }
                out.append(apostrophe)
                if bodyEnd < lineEnd {
                    out.append(space)
                    out.append(contentsOf: bytes[bodyEnd..<lineEnd])
                }
                quotedLines.insert(lineNumber)
            } else {
                out.append(contentsOf: bytes[lineStart..<lineEnd])
            }
            if lineEnd < bytes.count { out.append(newline) }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func yaml(_ error: YamlError) -> String {
        switch error {
        case let .scanner(_, _, _, yaml), let .parser(_, _, _, yaml), let .composer(_, _, _, yaml): return yaml
        default: return ""
        }
    }

    private func line(_ number: Int, of text: String) -> Substring {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }

    private mutating func view(_ node: Node, rootKey: String) -> LayoutFile.ViewDeclaration? {
        guard let mapping = mapping(node, allowed: ["key", "class", "parent", "text", "font", "image", "lines", "maxWidth",
                                                    "color", "margins", "hidden", "hugging", "compressionResistance",
                                                    "constraints"] + Self.stackFields) else { return nil }
        guard let keyNode = mapping["key"], let key = string(keyNode) else {
            fail(node, "a view needs a 'key' (its name in constraints and renders)")
            return nil
        }
        if key == "superview" || key == "controller" {
            fail(keyNode, "'\(key)' is reserved in constraint lines; choose another key")
        }
        var kind = LayoutFile.ViewDeclaration.Kind.View
        if let classNode = mapping["class"], let name = string(classNode) {
            if let found = LayoutFile.ViewDeclaration.Kind(rawValue: name) {
                kind = found
            } else {
                let names = LayoutFile.ViewDeclaration.Kind.allCases.map(\.rawValue)
                fail(classNode, "unknown class '\(name)'" + (closest(to: name, in: names).map { " — did you mean '\($0)'?" }
                    ?? "; expected one of " + names.joined(separator: ", ")))
            }
        }
        var declaration = LayoutFile.ViewDeclaration(
            key: key, kind: kind, parent: mapping["parent"].flatMap { string($0) } ?? rootKey,
            text: mapping["text"].flatMap { string($0) }, fontSize: nil,
            imageSize: mapping["image"].flatMap { size($0) },
            lines: mapping["lines"].flatMap { count($0) },
            preferredMaxLayoutWidth: mapping["maxWidth"].flatMap { number($0) },
            color: mapping["color"].flatMap { color($0) }, margins: mapping["margins"].flatMap { insets($0) },
            isHidden: mapping["hidden"].flatMap { bool($0) }, stack: stackSettings(mapping, kind: kind),
            hugging: mapping["hugging"].flatMap { number($0) },
            compressionResistance: mapping["compressionResistance"].flatMap { number($0) },
            constraints: [], location: location(node))
        if let fontNode = mapping["font"] { font(fontNode, into: &declaration) }
        if let imageNode = mapping["image"], kind != .ImageView {
            fail(imageNode, "'image' is for class ImageView; this view is a \(kind.rawValue)")
        }
        for line in sequence(mapping["constraints"]) {
            guard let scalar = line.scalar else {
                fail(line, "expected a constraint line such as make.top.equalTo(superview)")
                continue
            }
            // Quoted scalars start one column before their text (unless this reader added the quote).
            let quoted = (scalar.style == .singleQuoted || scalar.style == .doubleQuoted) && !quotedLines.contains(location(line).line)
            let start = location(line).column + (quoted ? 1 : 0)
            switch DSLParser.parse(scalar.string) {
            case let .success(statement):
                declaration.constraints.append((statement, SourceLocation(line: location(line).line, column: start)))
            case let .failure(error):
                errors.append(LayoutFileError(file: path, location: SourceLocation(line: location(line).line,
                                                                                   column: start + error.column - 1),
                                              message: error.message))
            }
        }
        return declaration
    }

    /// `font: 15` (a size) or `font: {family: "DejaVu Sans", size: 15, weight: bold}`.
    private mutating func font(_ node: Node, into declaration: inout LayoutFile.ViewDeclaration) {
        declaration.fontLocation = location(node)
        guard node.mapping != nil else {
            declaration.fontSize = number(node)
            return
        }
        guard let fields = mapping(node, allowed: ["family", "size", "weight"]) else { return }
        declaration.fontSize = fields["size"].flatMap { number($0) }
        declaration.fontFamily = fields["family"].flatMap { string($0) }
        if let weightNode = fields["weight"], let name = string(weightNode) {
            if let weight = Self.weights[name] {
                declaration.fontWeight = weight
            } else {
                let names = Self.weights.keys.sorted { Self.weights[$0]! < Self.weights[$1]! }  // safe: keys of the table
                fail(weightNode, "unknown weight '\(name)'" + (closest(to: name, in: names).map { " — did you mean '\($0)'?" }
                    ?? "; expected one of " + names.joined(separator: ", ")))
            }
        }
    }

    static let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    static let stackFields = ["axis", "distribution", "alignment", "spacing", "marginsRelative", "baselineRelative"]

    /// A stack view's fields; on another class they are errors.
    private mutating func stackSettings(_ mapping: [String: Node], kind: LayoutFile.ViewDeclaration.Kind)
        -> LayoutFile.StackSettings? {
        guard kind == .StackView else {
            for field in Self.stackFields { if let node = mapping[field] { fail(node, "'\(field)' is for class StackView; this view is a \(kind.rawValue)") } }
            return nil
        }
        let axes: [String: LayoutAxis] = ["horizontal": .horizontal, "vertical": .vertical]
        let distributions: [String: StackView.Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering]
        let alignments: [String: StackView.Alignment] = [
            "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
            "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline]
        return LayoutFile.StackSettings(
            axis: mapping["axis"].flatMap { name($0, in: axes, of: "axis") },
            distribution: mapping["distribution"].flatMap { name($0, in: distributions, of: "distribution") },
            alignment: mapping["alignment"].flatMap { name($0, in: alignments, of: "alignment") },
            spacing: mapping["spacing"].flatMap { number($0) },
            isLayoutMarginsRelativeArrangement: mapping["marginsRelative"].flatMap { bool($0) },
            isBaselineRelativeArrangement: mapping["baselineRelative"].flatMap { bool($0) })
    }

    /// One of `names`' values, by name.
    private mutating func name<Value>(_ node: Node, in names: [String: Value], of what: String) -> Value? {
        guard let text = string(node) else { return nil }
        if let value = names[text] { return value }
        let known = names.keys.sorted()
        fail(node, "unknown \(what) '\(text.prefix(80))'" + (closest(to: text, in: known).map { " — did you mean '\($0)'?" }
            ?? "; expected one of " + known.joined(separator: ", ")))
        return nil
    }

    private mutating func bool(_ node: Node) -> Bool? {
        switch node.scalar?.string {
        case "true": return true
        case "false": return false
        default:
            fail(node, "expected true or false, found '\(node.scalar?.string.prefix(40) ?? "a list or mapping")'")
            return nil
        }
    }

    private mutating func distribution(_ node: Node) -> LayoutFile.Distribution? {
        guard let mapping = mapping(node, allowed: ["views", "axis", "fixedSpacing", "fixedItemLength", "leadSpacing",
                                                    "tailSpacing"]) else { return nil }
        let views = sequence(mapping["views"]).compactMap { item in string(item).map { ($0, location(item)) } }
        var axis = LayoutAxis.horizontal
        if let axisNode = mapping["axis"], let name = string(axisNode) {
            switch name {
            case "horizontal": axis = .horizontal
            case "vertical": axis = .vertical
            default: fail(axisNode, "unknown axis '\(name)'; expected horizontal or vertical")
            }
        }
        let fixedSpacing = mapping["fixedSpacing"].flatMap { number($0) }
        let fixedItemLength = mapping["fixedItemLength"].flatMap { number($0) }
        if (fixedSpacing == nil) == (fixedItemLength == nil) {
            fail(node, "a distribution needs exactly one of 'fixedSpacing' and 'fixedItemLength'")
        }
        if views.count < 2 { fail(node, "a distribution needs at least two views") }
        return LayoutFile.Distribution(
            views: views, axis: axis, fixedSpacing: fixedSpacing, fixedItemLength: fixedItemLength,
            leadSpacing: mapping["leadSpacing"].flatMap { number($0) } ?? 0,
            tailSpacing: mapping["tailSpacing"].flatMap { number($0) } ?? 0, location: location(node))
    }

    // MARK: Values

    /// The fields of a mapping by name (keys that are not plain text are reported, not kept).
    /// A dictionary, because looking a field up in Yams' mapping compares it with every key.
    private mutating func mapping(_ node: Node, allowed: [String]) -> [String: Node]? {
        guard let mapping = node.mapping else {
            fail(node, "expected a mapping (key: value lines)")
            return nil
        }
        var fields: [String: Node] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                fail(keyNode, "expected a field name; expected one of " + allowed.joined(separator: ", "))
                continue
            }
            guard allowed.contains(key) else {
                fail(keyNode, "unknown field '\(key.prefix(80))'" + (closest(to: key, in: allowed).map { " — did you mean '\($0)'?" }
                    ?? "; expected one of " + allowed.joined(separator: ", ")))
                continue
            }
            if fields[key] == nil { fields[key] = value }
        }
        return fields
    }

    private mutating func sequence(_ node: Node?) -> [Node] {
        guard let node else { return [] }
        guard let sequence = node.sequence else {
            fail(node, "expected a list (lines starting with '- ')")
            return []
        }
        return Array(sequence)
    }

    private mutating func string(_ node: Node) -> String? {
        guard let scalar = node.scalar else {
            fail(node, "expected a single value")
            return nil
        }
        return scalar.string
    }

    private mutating func number(_ node: Node) -> Double? {
        guard let text = node.scalar?.string, let value = Double(text), value.isFinite else {
            fail(node, "expected a number, found '\(node.scalar?.string.prefix(40) ?? "a list or mapping")'")
            return nil
        }
        guard abs(value) <= LayoutFile.numberLimit else {
            fail(node, LayoutFile.outOfRange(text))
            return nil
        }
        return value
    }

    /// A whole number from 0 up (a label's line count).
    private mutating func count(_ node: Node) -> Int? {
        guard let value = number(node) else { return nil }
        guard value >= 0, value == value.rounded() else {
            fail(node, "expected a whole number from 0 up, found '\(node.scalar?.string ?? "")'")
            return nil
        }
        return Int(value)
    }

    private mutating func numbers(_ node: Node, count: Int, labels: [String]) -> [Double]? {
        if node.mapping != nil, let mapping = mapping(node, allowed: labels) {
            var values: [Double] = []
            for label in labels {
                guard let value = mapping[label] else {
                    fail(node, "missing '\(label)'")
                    return nil
                }
                guard let number = number(value) else { return nil }
                values.append(number)
            }
            return values
        }
        let items = sequence(node)
        guard items.count == count else {
            fail(node, "expected \(count) numbers (\(labels.joined(separator: ", ")))")
            return nil
        }
        let values = items.compactMap { number($0) }
        return values.count == count ? values : nil
    }

    private mutating func size(_ node: Node) -> CGSize? {
        numbers(node, count: 2, labels: ["width", "height"]).map { CGSize(width: $0[0], height: $0[1]) }
    }

    /// A single number for all four edges, `[top, left, bottom, right]`, or a mapping of them.
    private mutating func insets(_ node: Node) -> EdgeInsets? {
        if node.scalar != nil { return number(node).map { EdgeInsets(all: CGFloat($0)) } }
        return numbers(node, count: 4, labels: ["top", "left", "bottom", "right"])
            .map { EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }

    private mutating func color(_ node: Node) -> Color? {
        guard let text = string(node) else { return nil }
        if let named = Color.named[text] { return named }
        if let hex = Color(hex: text) { return hex }
        fail(node, "unknown colour '\(text)'; expected #RRGGBB or one of " + Color.named.keys.sorted().joined(separator: ", "))
        return nil
    }
}
