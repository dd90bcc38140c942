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
    /// The left-hand side, with repeated variables merged; the right-hand side is zero. Made on
    /// each read: the constraint keeps its terms inline (see ``InlineTerms``), and the solver
    /// reads them there.
    public var expression: Expression { Expression(storedTerms.list, constant: constant) }
    /// How the expression relates to zero.
    public let op: RelationalOperator
    /// For an optional equality that gives way downwards (its expression below zero) at another
    /// priority than upwards: that priority; 0 when ``strength`` holds both ways. A `Float` beside
    /// `op`, in room the layout leaves there, so that no constraint grows for it.
    private let belowPriority: Float
    /// How strongly the solver holds this constraint (upwards, for an equality with a
    /// ``belowStrength`` of its own).
    public let strength: Strength
    /// The expression's constant. Unchecked: the solver reads it for every row it builds; a
    /// constraint is used from one thread at a time, and only the solver holding it writes it.
    @exclusivity(unchecked) package internal(set) var constant: Double
    private let storedTerms: InlineTerms
    /// The solver keeping its record of this constraint here (its serial; 0 for none), and that
    /// record: its slot, or its definition's index (see `Solver+Variables.swift`). Both indices
    /// 32-bit, as slots are (a solver compacts its definitions, so they stay below twice the
    /// live ones): the constraint then fits a smaller allocation.
    @exclusivity(unchecked) var claimant: UInt64 = 0
    @exclusivity(unchecked) var claimedSlot: Int32 = -1
    @exclusivity(unchecked) var claimedDefinition: Int32 = -1

    /// Creates `expression OP 0` at the given strength.
    public convenience init(_ expression: Expression, _ op: RelationalOperator, strength: Strength = .required) {
        self.init(terms: InlineTerms(expression.terms), constant: expression.constant, op, strength: strength)
    }

    /// Creates `terms + constant OP 0`, taking the terms as they are (repeated variables merged).
    ///
    /// With `belowStrength`, an optional equality holds at `strength` against its expression
    /// rising above zero and at `belowStrength` against it falling below (Auto Layout's content
    /// size: hugging one way, compression resistance the other) — one row and two error
    /// symbols, where an inequality for each way needs two rows and four symbols.
    package init(terms: consuming InlineTerms, constant: Double, _ op: RelationalOperator, strength: Strength,
                 belowStrength: Strength? = nil) {
        terms.mergeRepeatedVariables()
        storedTerms = terms
        self.constant = constant
        self.op = op
        self.strength = strength
        belowPriority = belowStrength.map { $0 == strength ? 0 : Float($0.priority) } ?? 0
    }

    /// The strength holding an equality against its expression falling below zero.
    package var belowStrength: Strength {
        belowPriority == 0 ? strength : Strength(priority: Double(belowPriority))
    }

    /// Whether the two ways of an equality give way at different strengths.
    package var isAsymmetric: Bool { belowPriority != 0 }

    /// How many terms the expression has (after merging repeated variables).
    @inline(__always) package var termCount: Int { storedTerms.count }

    /// The variable of the term at `index` (below ``termCount``).
    @inline(__always) package func variable(at index: Int) -> Variable { storedTerms.variable(at: index) }

    /// The coefficient of the term at `index` (below ``termCount``).
    @inline(__always) package func coefficient(at index: Int) -> Double { storedTerms.coefficient(at: index) }

    /// Calls `body` with each term's position, variable and coefficient, in order, lending the
    /// variables (see ``InlineTerms/forEach(_:)``).
    @inline(__always)
    package func forEachTerm(_ body: (_ index: Int, _ variable: Variable, _ coefficient: Double) throws -> Void) rethrows {
        try storedTerms.forEach(body)
    }

    /// The terms, as a new list.
    package var terms: [Term] { storedTerms.list }

    /// A new constraint with the same expression and relation at another strength.
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(expression, op, strength: strength)
    }

    /// Whether the expression, at the variables' current values, breaks the relation
    /// (by more than 1e-8 for equalities).
    public var isViolated: Bool {
        var value = constant
        forEachTerm { _, variable, coefficient in value += coefficient * variable.value }
        switch op {
        case .equal: return abs(value) >= epsilon
        case .lessThanOrEqual: return value > 0
        case .greaterThanOrEqual: return value < 0
        }
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String {
        "\(expression) \(op) 0 | \(strength)" + (isAsymmetric ? " above, \(belowStrength) below" : "")
    }
}

/// The same constraint at another strength: `x >= 10 | .strong`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.strength(strength)
}
