/// The relation between a constraint's expression and zero.
public enum RelationalOperator: Sendable, CustomStringConvertible {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear relation `expression OP 0` held at a strength; identified by the object itself.
///
/// Everything but the expression's constant is fixed at creation; the constant changes only
/// through ``Solver/setConstant(_:of:)``.
///
/// `@unchecked Sendable` so that ``SolverError`` can carry it, on the same terms as ``Variable``:
/// only the solver that holds it mutates it, from one thread at a time.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The left-hand side, with repeated variables merged; the right-hand side is zero.
    ///
    /// Made on each read: the constraint keeps its terms inline (a layout constraint has one to
    /// four), which spares every constraint an array of its own — an allocation the engine paid
    /// for each constraint it registered. The solver reads them in place.
    public var expression: Expression { Expression(terms, constant: constant) }
    /// How the expression relates to zero.
    public let op: RelationalOperator
    /// How strongly the solver holds this constraint.
    public let strength: Strength
    /// The expression's constant. Unchecked: the solver reads it for every row it builds; a
    /// constraint is used from one thread at a time, and only the solver holding it writes it.
    @exclusivity(unchecked) package internal(set) var constant: Double
    /// How many terms the expression has (after merging repeated variables).
    package let termCount: Int
    private let firstVariables: (Variable?, Variable?, Variable?, Variable?)
    private let firstCoefficients: (Double, Double, Double, Double)
    /// The terms after the fourth.
    private let laterTerms: [Term]
    /// The solver keeping its record of this constraint here (its serial; 0 for none), and that
    /// record: its slot, or its definition's index (see `Solver+Variables.swift`).
    @exclusivity(unchecked) var claim: UInt64 = 0
    @exclusivity(unchecked) var claimedSlot: Int32 = -1
    @exclusivity(unchecked) var claimedDefinition = -1

    /// Creates `expression OP 0` at the given strength.
    public init(_ expression: Expression, _ op: RelationalOperator, strength: Strength = .required) {
        let terms = expression.reduced.terms
        let count = terms.count
        termCount = count
        firstVariables = (count > 0 ? terms[0].variable : nil, count > 1 ? terms[1].variable : nil,
                          count > 2 ? terms[2].variable : nil, count > 3 ? terms[3].variable : nil)
        firstCoefficients = (count > 0 ? terms[0].coefficient : 0, count > 1 ? terms[1].coefficient : 0,
                             count > 2 ? terms[2].coefficient : 0, count > 3 ? terms[3].coefficient : 0)
        laterTerms = count > 4 ? Array(terms[4...]) : []
        constant = expression.constant
        self.op = op
        self.strength = strength
    }

    /// The variable of the term at `index` (below ``termCount``).
    @inline(__always)
    package func variable(at index: Int) -> Variable {
        switch index {
        case 0: return firstVariables.0!  // safe: set for every index below termCount
        case 1: return firstVariables.1!  // safe: as above
        case 2: return firstVariables.2!  // safe: as above
        case 3: return firstVariables.3!  // safe: as above
        default: return laterTerms[index - 4].variable
        }
    }

    /// The coefficient of the term at `index` (below ``termCount``).
    @inline(__always)
    package func coefficient(at index: Int) -> Double {
        switch index {
        case 0: return firstCoefficients.0
        case 1: return firstCoefficients.1
        case 2: return firstCoefficients.2
        case 3: return firstCoefficients.3
        default: return laterTerms[index - 4].coefficient
        }
    }

    /// The terms, as a new array.
    package var terms: [Term] {
        (0..<termCount).map { Term(variable(at: $0), coefficient(at: $0)) }
    }

    /// A new constraint with the same expression and relation at another strength.
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(expression, op, strength: strength)
    }

    /// Whether the expression, at the variables' current values, breaks the relation
    /// (by more than 1e-8 for equalities).
    public var isViolated: Bool {
        var value = constant
        for index in 0..<termCount { value += coefficient(at: index) * variable(at: index).value }
        switch op {
        case .equal: return abs(value) >= epsilon
        case .lessThanOrEqual: return value > 0
        case .greaterThanOrEqual: return value < 0
        }
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "\(expression) \(op) 0 | \(strength)" }
}

/// The same constraint at another strength: `x >= 10 | .strong`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.strength(strength)
}
