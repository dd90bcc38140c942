/// Terms kept in place, the first four inline and any more in an array: how a ``Constraint``
/// stores its expression, and the buffer a layer above builds one in.
///
/// A layout constraint has one to four terms. Holding them inline spares every constraint an
/// array of its own, with its allocation and release; building them in this value and handing
/// it to the constraint moves them in.
package struct InlineTerms {
    /// How many terms there are.
    package private(set) var count = 0
    private var variables: (Variable?, Variable?, Variable?, Variable?) = (nil, nil, nil, nil)
    private var coefficients: (Double, Double, Double, Double) = (0, 0, 0, 0)
    /// The terms after the fourth.
    private var later: [Term] = []

    /// No terms.
    package init() {}

    /// The terms of a list, in order.
    package init(_ terms: [Term]) {
        for term in terms { append(term) }
    }

    /// Adds a term after the others.
    @inline(__always)
    package mutating func append(_ term: Term) {
        append(term.variable, term.coefficient)
    }

    /// Adds `coefficient × variable` after the others, taking the variable as it is passed (no
    /// retain beyond the caller's).
    @inline(__always)
    package mutating func append(_ variable: consuming Variable, _ coefficient: Double) {
        switch count {
        case 0: coefficients.0 = coefficient; variables.0 = consume variable
        case 1: coefficients.1 = coefficient; variables.1 = consume variable
        case 2: coefficients.2 = coefficient; variables.2 = consume variable
        case 3: coefficients.3 = coefficient; variables.3 = consume variable
        default: later.append(Term(consume variable, coefficient))
        }
        count += 1
    }

    /// The variable of the term at `index` (below ``count``).
    @inline(__always)
    package func variable(at index: Int) -> Variable {
        switch index {
        case 0: return variables.0!  // safe: set for every index below count
        case 1: return variables.1!  // safe: as above
        case 2: return variables.2!  // safe: as above
        case 3: return variables.3!  // safe: as above
        default: return later[index - 4].variable
        }
    }

    /// The coefficient of the term at `index` (below ``count``).
    @inline(__always)
    package func coefficient(at index: Int) -> Double {
        switch index {
        case 0: return coefficients.0
        case 1: return coefficients.1
        case 2: return coefficients.2
        case 3: return coefficients.3
        default: return later[index - 4].coefficient
        }
    }

    /// Calls `body` with each term's position, variable and coefficient, in order. The variables
    /// are lent, not copied out: reading them one at a time by position retained and released
    /// each, in loops that run for every constraint.
    @inline(__always)
    package func forEach(_ body: (_ index: Int, _ variable: Variable, _ coefficient: Double) throws -> Void) rethrows {
        guard count > 0 else { return }
        try body(0, variables.0.unsafelyUnwrapped, coefficients.0)
        guard count > 1 else { return }
        try body(1, variables.1.unsafelyUnwrapped, coefficients.1)
        guard count > 2 else { return }
        try body(2, variables.2.unsafelyUnwrapped, coefficients.2)
        guard count > 3 else { return }
        try body(3, variables.3.unsafelyUnwrapped, coefficients.3)
        for (offset, term) in later.enumerated() { try body(4 + offset, term.variable, term.coefficient) }
    }

    /// The terms as a list.
    package var list: [Term] {
        (0..<count).map { Term(variable(at: $0), coefficient(at: $0)) }
    }

    /// Whether a variable appears in more than one term (most expressions name each once).
    private var hasRepeatedVariable: Bool {
        var repeated = false
        forEach { index, variable, _ in
            guard !repeated, index > 0 else { return }
            forEach { other, earlier, _ in
                if other < index && earlier === variable { repeated = true }
            }
        }
        return repeated
    }

    /// Merges each repeated variable into its first term, keeping the order in which variables
    /// first appear (so the solver's symbol order is the order written, not an address order).
    /// Returns whether any were merged.
    @discardableResult
    package mutating func mergeRepeatedVariables() -> Bool {
        guard count > 1, hasRepeatedVariable else { return false }
        var merged: [Term] = []
        outer: for index in 0..<count {
            let variable = variable(at: index), coefficient = coefficient(at: index)
            for position in merged.indices where merged[position].variable === variable {
                merged[position].coefficient += coefficient
                continue outer
            }
            merged.append(Term(variable, coefficient))
        }
        self = InlineTerms(merged)
        return true
    }
}
