import Foundation

/// UIKit's visual format language: `H:|-[icon(32)]-8-[title]-(>=20)-|`, one row or column of
/// views read into constraints (not activated), as `constraints(withVisualFormat:…)` does.
///
/// `-` alone is the standard space: 8 between views, 20 to the superview's edge. Horizontal rows
/// run leading to trailing unless the options say left to right or right to left. A format that
/// does not parse, or names a view or metric it was not given, is reported as a misuse with the
/// column, and gives no constraints (UIKit raises an exception).
extension LayoutConstraint {
    /// Alignment of the views of a row or column, and its direction (UIKit's `NSLayoutConstraint.FormatOptions`).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing: FormatOptions = []
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

        static let alignments: [(FormatOptions, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
    }

    /// What `constraints(withVisualFormat:options:metrics:views:)` returns: the constraints
    /// `format` describes, or none, reported, when it does not parse.
    static func visualFormatConstraints(_ format: String, options: FormatOptions,
                                        metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        var reader = VisualFormatReader(format: format, options: options, metrics: metrics ?? [:], views: views)
        do {
            return try reader.read()
        } catch {
            let caret = String(repeating: " ", count: error.column) + "^"
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                "Unable to parse constraint format: \(error.reason)\n\(format)\n\(caret)"))
            return []
        }
    }
}

/// Why a visual format did not parse, and where.
struct VisualFormatError: Error {
    let reason: String
    let column: Int
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// One pass over a visual format, making constraints as it reads.
struct VisualFormatReader {
    /// A relation to a constant or a view, at a priority.
    private struct Predicate {
        var relation = LayoutRelation.equal
        var constant: CGFloat = 0
        var view: View?
        var priority = LayoutPriority.required
    }

    private let characters: [Character]
    private let options: LayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var position = 0
    private var result: [LayoutConstraint] = []

    init(format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        (self.options, self.metrics, self.views) = (options, metrics, views)
    }

    mutating func read() throws(VisualFormatError) -> [LayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            vertical = characters[0] == "V"
            position = 2
        }
        let rightToLeft = !vertical && options.contains(.directionRightToLeft)
        let (start, end): (LayoutAttribute, LayoutAttribute) = vertical ? (.top, .bottom)
            : options.contains(.directionLeftToRight) ? (.left, .right) : rightToLeft ? (.right, .left) : (.leading, .trailing)
        let sign: CGFloat = rightToLeft ? -1 : 1
        var previous: View?, startsAtSuperview = false
        var pending: [Predicate]?  // the connection waiting for the next element
        if peek == "|" {
            position += 1
            startsAtSuperview = true
            pending = try connection(afterSuperview: true)
        }
        while position < characters.count {
            if peek == "|" {
                guard let last = previous, let superview = last.superview else { throw fail("the superview edge needs a view with a superview before it") }
                position += 1
                for predicate in pending ?? [Predicate()] {
                    add(superview, end, predicate, last, end, sign)
                }
                guard position == characters.count else { throw fail("nothing may follow the superview's closing edge") }
                break
            }
            let view = try element(size: vertical ? .height : .width)
            if let previous {
                for predicate in pending ?? [Predicate()] { add(view, start, predicate, previous, end, sign) }
                for (option, attribute) in LayoutConstraint.FormatOptions.alignments where options.contains(option) {
                    result.append(LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: previous,
                                                   attribute: attribute, multiplier: 1, constant: 0))
                }
            } else if startsAtSuperview {
                guard let superview = view.superview else { throw fail("the superview edge needs a view with a superview") }
                for predicate in pending ?? [Predicate()] { add(view, start, predicate, superview, start, sign) }
            }
            previous = view
            pending = position < characters.count ? try connection(afterSuperview: false) : nil
        }
        guard previous != nil else { throw fail("a format needs at least one view, as [name]") }
        return result
    }

    private var peek: Character? { position < characters.count ? characters[position] : nil }
    private func fail(_ reason: String) -> VisualFormatError { VisualFormatError(reason: reason, column: position) }

    /// `item.first rel other.second + sign × constant`, with the relation turned round when the
    /// sign is (a right-to-left row measures its spaces leftwards).
    private mutating func add(_ item: View, _ first: LayoutAttribute, _ predicate: Predicate, _ other: View,
                              _ second: LayoutAttribute, _ sign: CGFloat) {
        var relation = predicate.relation
        if sign < 0 { relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal }
        let constraint = LayoutConstraint(item: item, attribute: first, relatedBy: relation, toItem: other, attribute: second,
                                          multiplier: 1, constant: sign * predicate.constant)
        constraint.priority = predicate.priority
        result.append(constraint)
    }

    /// `[name]` or `[name(predicates)]`: the view, with its size predicates made.
    private mutating func element(size: LayoutAttribute) throws(VisualFormatError) -> View {
        guard peek == "[" else { throw fail("expected a view, as [name]") }
        position += 1
        let start = position
        let name = identifier()
        guard !name.isEmpty else { throw fail("expected a view's name") }
        guard let view = views[name] as? View else {
            position = start
            throw fail("'\(name)' is not a key in the views dictionary")
        }
        if peek == "(" {
            for predicate in try predicateList() {
                let constraint = predicate.view.map {
                    LayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: $0, attribute: size,
                                     multiplier: 1, constant: 0)
                } ?? LayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: predicate.constant)
                constraint.priority = predicate.priority
                result.append(constraint)
            }
        }
        guard peek == "]" else { throw fail("expected ']' after the view's name") }
        position += 1
        return view
    }

    /// A connection: nothing (adjacent), `-` (the standard space: 20 at the superview's edge, 8
    /// between views), or `-predicates-`.
    private mutating func connection(afterSuperview: Bool) throws(VisualFormatError) -> [Predicate] {
        guard peek == "-" else { return [Predicate()] }
        position += 1
        if peek == "|" || (peek == "[" && afterSuperview) { return [Predicate(constant: 20)] }
        if peek == "[" { return [Predicate(constant: 8)] }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(constant: try constant())]
        }
        guard peek == "-" else { throw fail("expected '-' after the space") }
        position += 1
        return predicates
    }

    /// `(pred, pred, …)`.
    private mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
        position += 1  // "("
        var predicates: [Predicate] = []
        while true {
            var predicate = Predicate()
            if let relation = relation() { predicate.relation = relation }
            let name = identifier(), start = position
            if name.isEmpty {
                predicate.constant = try constant()
            } else if let view = views[name] as? View {
                predicate.view = view
            } else if let value = metric(name) {
                predicate.constant = value
            } else {
                position = start
                throw fail("'\(name)' is neither a view nor a metric")
            }
            if peek == "@" {
                position += 1
                predicate.priority = LayoutPriority(Float(try constant()))
            }
            predicates.append(predicate)
            if peek == "," {
                position += 1
                continue
            }
            guard peek == ")" else { throw fail("expected ',' or ')'") }
            position += 1
            return predicates
        }
    }

    private mutating func relation() -> LayoutRelation? {
        guard position + 1 < characters.count, characters[position + 1] == "=" else { return nil }
        let relation: LayoutRelation
        switch characters[position] {
        case "=": relation = .equal
        case "<": relation = .lessThanOrEqual
        case ">": relation = .greaterThanOrEqual
        default: return nil
        }
        position += 2
        return relation
    }

    private mutating func identifier() -> String {
        let start = position
        while let character = peek, character.isLetter || character == "_" || (position > start && character.isNumber) {
            position += 1
        }
        return String(characters[start..<position])
    }

    /// A number, or a metric's value by name.
    private mutating func constant() throws(VisualFormatError) -> CGFloat {
        let name = identifier()
        if !name.isEmpty {
            guard let value = metric(name) else { throw fail("'\(name)' is not a key in the metrics dictionary") }
            return value
        }
        let start = position
        while let character = peek, character.isNumber || character == "." { position += 1 }
        guard let value = Double(String(characters[start..<position])) else { throw fail("expected a number or a metric") }
        return CGFloat(value)
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
