/// The Objective-C name Swift gives a method (`@objc func handle(gesture:)` → `handleWithGesture:`),
/// which is what `#selector` produces and what a dispatcher switches on.
///
/// The rule is the compiler's: no parameter, the base name; otherwise a colon per parameter, the
/// first labelled one joined to the base name with "With" unless the label starts with a
/// preposition (`show(for:)` → `showFor:`), the others as `label:` (or `:` without one).
enum ObjCName {
    /// The selector for `base` with these argument labels (`nil` or `_`: unlabelled).
    static func selector(base: String, labels: [String?]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if let label = first, label != "_" {
            if !startsWithPreposition(label) { name += "With" }
            name += label.prefix(1).uppercased() + label.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() {
            if let label, label != "_" { name += label }
            name += ":"
        }
        return name
    }

    /// The getter's and setter's selectors of a property (`#selector(getter: title)`).
    static func getter(_ property: String) -> String { property }
    static func setter(_ property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    }

    /// Whether the label's first camel-case word is a preposition, which Swift does not prefix with "With".
    static func startsWithPreposition(_ label: String) -> Bool {
        let firstWord = label.prefix { !$0.isUppercase }
        return prepositions.contains(String(firstWord))
    }

    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]
}
