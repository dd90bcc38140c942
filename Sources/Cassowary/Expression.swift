/// A linear expression: a sum of terms plus a constant.
public struct Expression: CustomStringConvertible {
    /// The summands, in the order they were written.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates an expression of a single variable.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates an expression of a single term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates a constant expression.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with repeated variables merged into one term each.
    ///
    /// Terms keep the order in which each variable first appears, so the solver's symbol order is
    /// the order the user wrote, not an address or hash order.
    public var reduced: Expression {
        var merged = InlineTerms(terms)
        // Most expressions name each variable once: then this one is returned as it is.
        guard merged.mergeRepeatedVariables() else { return self }
        return Expression(merged.list, constant: constant)
    }

    /// The expression evaluated with each variable's current ``Variable/value``.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + " + formatNumber(constant) }
        if constant < 0 { text += " - " + formatNumber(-constant) }
        if constant.isNaN { text += " + nan" }
        return text
    }
}
