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
        if terms.count < 2 { return self }
        // Most expressions name each variable once: check before building a new term list.
        var repeated = false
        outer: for i in 1..<terms.count {
            for j in 0..<i where terms[i].variable === terms[j].variable {
                repeated = true
                break outer
            }
        }
        if !repeated { return self }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        outer: for term in terms {
            for index in merged.indices where merged[index].variable === term.variable {
                merged[index].coefficient += term.coefficient
                continue outer
            }
            merged.append(term)
        }
        return Expression(merged, constant: constant)
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
