/// MasonryLayoutFile: layout files — a root, a view tree and, per view, constraints written as in
/// Swift (`make.top.left.equalTo(superview).offset(10)`) — read with Yams and built with the real DSL.

import Foundation

/// A constraint line of a layout file, parsed: `make.top.left.equalTo(superview).offset(10)`.
struct ConstraintStatement: Equatable {
    /// The attributes after `make`, in order (`edges`, `size` and `center` included).
    var attributes: [String]
    /// The relation and its target, if any.
    var relation: (name: String, target: TargetExpression)?
    /// The modifiers after the relation (or after the attributes), in order.
    var modifiers: [Modifier]
    /// Where each part starts, for error messages and the diagnostic's source line.
    var column: Int

    static func == (lhs: ConstraintStatement, rhs: ConstraintStatement) -> Bool {
        lhs.attributes == rhs.attributes && lhs.relation?.name == rhs.relation?.name
            && lhs.relation?.target == rhs.relation?.target && lhs.modifiers == rhs.modifiers
    }
}

/// What a relation relates to.
indirect enum TargetExpression: Equatable {
    case number(Double)
    case view(String, column: Int)
    case attribute(view: String, attribute: String, column: Int)
    case size(Double, Double)
    case point(Double, Double)
    case insets(Double, Double, Double, Double)
    case array([TargetExpression])
}

/// A chained modifier: `offset(10)`, `priority(750)`, `key("name")`.
struct Modifier: Equatable {
    var name: String
    var arguments: [TargetExpression]
    var text: String?
    var column: Int
}

/// A parse error at a column of the constraint line.
struct ParseError: Error, Equatable {
    var column: Int
    var message: String
}

/// A small recursive-descent parser of the DSL's grammar, as written in Swift.
struct DSLParser {
    static let attributes: Set<String> = [
        "left", "top", "right", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "baseline", "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "edges", "size", "center",
    ]
    /// What may follow `view.mas.`: plain attributes, the safe-area guide and its attributes, and
    /// (on `controller`) the top and bottom layout guides.
    static let masProperties: Set<String> = attributes.subtracting(["edges", "size", "center"]).union([
        "safeAreaLayoutGuide", "safeAreaLayoutGuideLeading", "safeAreaLayoutGuideTrailing", "safeAreaLayoutGuideLeft",
        "safeAreaLayoutGuideRight", "safeAreaLayoutGuideTop", "safeAreaLayoutGuideBottom", "safeAreaLayoutGuideWidth",
        "safeAreaLayoutGuideHeight", "safeAreaLayoutGuideCenterX", "safeAreaLayoutGuideCenterY",
        "topLayoutGuide", "topLayoutGuideTop", "topLayoutGuideBottom",
        "bottomLayoutGuide", "bottomLayoutGuideTop", "bottomLayoutGuideBottom",
    ])
    static let relations: Set<String> = ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"]
    static let modifiers: Set<String> = [
        "offset", "inset", "insets", "sizeOffset", "centerOffset", "valueOffset", "multipliedBy", "dividedBy",
        "priority", "priorityLow", "priorityMedium", "priorityHigh", "key",
    ]

    /// The line's Unicode scalars: columns count them (a constraint line is ASCII but for the
    /// text of keys), and splitting it into characters would cost more than parsing it.
    private let characters: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        characters = Array(text.unicodeScalars)
    }

    /// Parses one statement; columns are 1-based.
    static func parse(_ text: String) -> Result<ConstraintStatement, ParseError> {
        var parser = DSLParser(text)
        do {
            return .success(try parser.statement())
        } catch let error as ParseError {
            return .failure(error)
        } catch {
            return .failure(ParseError(column: 1, message: "\(error)"))
        }
    }

    private var column: Int { position + 1 }

    private mutating func skipSpaces() {
        while position < characters.count && Self.isSpace(characters[position]) { position += 1 }
    }

    // Character classes with an ASCII fast path: Unicode's properties are looked up otherwise,
    // for every character of every line.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value == 0x20 || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        return scalar.properties.numericType != nil
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39)
                || value == 0x5F
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// The scalars from `start` up to the current position, as text.
    private func text(from start: Int) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: characters[start..<position])
        return text
    }

    private mutating func expect(_ character: Unicode.Scalar) throws {
        skipSpaces()
        guard position < characters.count, characters[position] == character else {
            throw ParseError(column: column, message: "expected '\(character)'" + found())
        }
        position += 1
    }

    private func found() -> String {
        position < characters.count ? ", found '\(characters[position])'" : ", found the end of the line"
    }

    private mutating func accept(_ character: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard position < characters.count, characters[position] == character else { return false }
        position += 1
        return true
    }

    private mutating func identifier() throws -> (String, Int) {
        skipSpaces()
        let start = position
        while position < characters.count && Self.isNameCharacter(characters[position]) { position += 1 }
        guard position > start else { throw ParseError(column: start + 1, message: "expected a name" + found()) }
        return (text(from: start), start + 1)
    }

    private mutating func number() throws -> Double {
        skipSpaces()
        let start = position
        func sign() {
            if position < characters.count && (characters[position] == "-" || characters[position] == "+") { position += 1 }
        }
        sign()
        while position < characters.count && (Self.isDigit(characters[position]) || characters[position] == ".") { position += 1 }
        // An exponent, as Swift writes it: 1e6, 2.5E-3.
        if position < characters.count && (characters[position] == "e" || characters[position] == "E") {
            position += 1
            sign()
            while position < characters.count && Self.isDigit(characters[position]) { position += 1 }
        }
        let text = self.text(from: start)
        guard let value = Double(text), value.isFinite else {
            position = start
            throw ParseError(column: start + 1, message: "expected a number" + found())
        }
        guard abs(value) <= LayoutFile.numberLimit else {
            throw ParseError(column: start + 1, message: LayoutFile.outOfRange(text))
        }
        return value
    }

    private mutating func statement() throws -> ConstraintStatement {
        let (make, makeColumn) = try identifier()
        guard make == "make" else {
            throw ParseError(column: makeColumn, message: "expected 'make', found '\(make)'")
        }
        var result = ConstraintStatement(attributes: [], relation: nil, modifiers: [], column: makeColumn)
        while accept(".") {
            let (name, nameColumn) = try identifier()
            if name == "with" || name == "and" { continue }
            if Self.attributes.contains(name) {
                if ["edges", "size", "center"].contains(name) && !result.attributes.isEmpty {
                    throw ParseError(column: nameColumn, message: "'\(name)' can only follow 'make' directly")
                }
                guard result.relation == nil && result.modifiers.isEmpty else {
                    throw ParseError(column: nameColumn, message: "Attributes should be chained before defining the "
                        + "constraint relation: '\(name)' comes after it")
                }
                result.attributes.append(name)
            } else if Self.relations.contains(name) {
                guard !result.attributes.isEmpty else {
                    throw ParseError(column: nameColumn, message: "expected an attribute before '\(name)'")
                }
                guard result.relation == nil else {
                    throw ParseError(column: nameColumn, message: "Redefinition of constraint relation: '\(name)'")
                }
                try expect("(")
                let target = try self.target()
                try expect(")")
                result.relation = (name, target)
            } else if Self.modifiers.contains(name) {
                guard !result.attributes.isEmpty else {
                    throw ParseError(column: nameColumn, message: "expected an attribute before '\(name)'")
                }
                try expect("(")
                var modifier = Modifier(name: name, arguments: [], text: nil, column: nameColumn)
                if !accept(")") {
                    if name == "key" {
                        modifier.text = try string()
                    } else if name == "priority" && accept(".") {
                        let (level, levelColumn) = try identifier()
                        let levels = ["low": 250.0, "medium": 500, "high": 750, "required": 1000,
                                      "defaultLow": 250, "defaultHigh": 750, "fittingSizeLevel": 50]
                        guard let value = levels[level] else {
                            throw ParseError(column: levelColumn, message: "unknown priority '.\(level)'; expected one of "
                                + levels.keys.sorted().map { "." + $0 }.joined(separator: ", "))
                        }
                        modifier.arguments = [.number(value)]
                    } else {
                        modifier.arguments = [try target()]
                    }
                    try expect(")")
                }
                result.modifiers.append(modifier)
            } else {
                let suggestion = closest(to: name, in: Self.attributes.union(Self.relations).union(Self.modifiers))
                throw ParseError(column: nameColumn, message: "unknown attribute or method '\(name)'"
                    + (suggestion.map { " — did you mean '\($0)'?" } ?? ""))
            }
        }
        skipSpaces()
        if position < characters.count {
            throw ParseError(column: column, message: "expected '.' or the end of the line" + found())
        }
        guard !result.attributes.isEmpty else {
            throw ParseError(column: makeColumn, message: "expected at least one attribute after 'make'")
        }
        return result
    }

    private mutating func string() throws -> String {
        try expect("\"")
        let start = position
        while position < characters.count && characters[position] != "\"" { position += 1 }
        let text = self.text(from: start)
        try expect("\"")
        return text
    }

    private mutating func target(inList: Bool = false) throws -> TargetExpression {
        skipSpaces()
        guard position < characters.count else { throw ParseError(column: column, message: "expected a value" + found()) }
        let character = characters[position]
        if character == "[" {
            // One level only, as the DSL takes it: refusing a nested list here also keeps the
            // parser's depth bounded whatever the line holds.
            guard !inList else {
                throw ParseError(column: column, message: "a list cannot be inside another list")
            }
            position += 1
            var elements: [TargetExpression] = []
            if !accept("]") {
                repeat { elements.append(try target(inList: true)) } while accept(",")
                try expect("]")
            }
            return .array(elements)
        }
        if Self.isDigit(character) || character == "-" || character == "+" || character == "." {
            return .number(try number())
        }
        let (name, nameColumn) = try identifier()
        switch name {
        case "CGSize":
            let values = try labelled(["width", "height"])
            return .size(values[0], values[1])
        case "CGPoint":
            let values = try labelled(["x", "y"])
            return .point(values[0], values[1])
        case "EdgeInsets", "UIEdgeInsets":
            let values = try labelled(["top", "left", "bottom", "right"])
            return .insets(values[0], values[1], values[2], values[3])
        default:
            if accept(".") {
                let (mas, masColumn) = try identifier()
                guard mas == "mas" else {
                    throw ParseError(column: masColumn, message: "expected 'mas' (as in \(name).mas.\(mas)), found '\(mas)'")
                }
                try expect(".")
                let (attribute, attributeColumn) = try identifier()
                guard Self.masProperties.contains(attribute) else {
                    let suggestion = closest(to: attribute, in: Self.masProperties)
                    throw ParseError(column: attributeColumn, message: "unknown attribute '\(attribute)'"
                        + (suggestion.map { " — did you mean '\($0)'?" } ?? ""))
                }
                return .attribute(view: name, attribute: attribute, column: nameColumn)
            }
            return .view(name, column: nameColumn)
        }
    }

    /// `(width: 30, height: 40)`, labels in this order.
    private mutating func labelled(_ labels: [String]) throws -> [Double] {
        try expect("(")
        var values: [Double] = []
        for (index, label) in labels.enumerated() {
            if index > 0 { try expect(",") }
            let (name, nameColumn) = try identifier()
            guard name == label else { throw ParseError(column: nameColumn, message: "expected '\(label):', found '\(name)'") }
            try expect(":")
            values.append(try number())
        }
        try expect(")")
        return values
    }
}

/// The candidate nearest to `word` by edit distance (a swap of neighbours counts as one edit,
/// the commonest typo), if it is close enough to be a typo.
func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
    // Suggestions are for typos in names; a word far longer than any candidate has none (and
    // measuring it against each would cost its length times theirs).
    guard word.count <= 64 else { return nil }
    let target = Array(word)
    let scored = candidates.map { ($0, distance(target, Array($0))) }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    guard let best = scored.first, best.1 <= max(2, word.count / 3) else { return nil }
    return best.0
}
