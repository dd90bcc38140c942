/// Why a ``Solver`` call was refused. After any of these the solver is as it was before the call.
public enum SolverError: Error, CustomStringConvertible {
    /// The required constraint cannot hold together with `conflicting`, a minimal set of required
    /// constraints that includes it: drop any one of them and the rest can hold.
    case unsatisfiable(Constraint, conflicting: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional.
    case badRequiredStrength
    /// A coefficient, constant, value or strength is NaN, infinite or out of range.
    case invalidNumber(String)
    /// Rounding broke the tableau beyond repair; the call was undone.
    case internalError(String)

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicting):
            let list = conflicting.map { "  " + $0.description }.joined(separator: "\n")
            return "Unable to satisfy \(constraint); it conflicts with:\n" + list
        case let .duplicateConstraint(constraint):
            return "The constraint has already been added to the solver: \(constraint)"
        case let .unknownConstraint(constraint):
            return "The constraint has not been added to the solver: \(constraint)"
        case let .duplicateEditVariable(variable):
            return "The edit variable has already been added to the solver: \(variable)"
        case let .unknownEditVariable(variable):
            return "The edit variable has not been added to the solver: \(variable)"
        case .badRequiredStrength:
            return "A required strength cannot be used for an edit variable."
        case let .invalidNumber(what):
            return "Invalid number: \(what)"
        case let .internalError(what):
            return "Internal solver error (the call was undone): \(what)"
        }
    }
}
