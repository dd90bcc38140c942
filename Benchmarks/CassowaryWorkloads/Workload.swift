import Cassowary

/// A constraint system in the exact order its constraints are added.
public struct Workload {
    /// A label such as `GRID(1000)`.
    public var name: String
    /// Every variable, in the order they were created; exports refer to them by index.
    public var variables: [Variable]
    /// The constraints, in the order they are added.
    public var constraints: [Constraint]

    /// Creates a workload.
    public init(name: String, variables: [Variable], constraints: [Constraint]) {
        self.name = name
        self.variables = variables
        self.constraints = constraints
    }

    /// Adds every constraint to `solver` in order.
    public func add(to solver: Solver) throws(SolverError) {
        for constraint in constraints { try solver.add(constraint) }
    }

    /// The workload as JSON: variables by name, then each constraint's terms as
    /// `[variable index, coefficient]`, its constant, relation and priority (1000 = required).
    /// `extra` adds top-level members (already encoded JSON values).
    public func json(extra: [(String, String)] = []) -> String {
        var index: [ObjectIdentifier: Int] = [:]
        for (position, variable) in variables.enumerated() { index[ObjectIdentifier(variable)] = position }
        var out = "{\"name\": \(quoted(name)),\n\"variables\": ["
        out += variables.map { quoted($0.name) }.joined(separator: ", ")
        out += "],\n\"constraints\": [\n"
        out += constraints.map { constraint in
            let terms = constraint.expression.terms.map { term in
                "[\(index[ObjectIdentifier(term.variable)]!), \(number(term.coefficient))]"  // safe: built from `variables`
            }.joined(separator: ", ")
            let op: String
            switch constraint.op {
            case .equal: op = "=="
            case .lessThanOrEqual: op = "<="
            case .greaterThanOrEqual: op = ">="
            }
            return "{\"terms\": [\(terms)], \"constant\": \(number(constraint.expression.constant)), "
                + "\"op\": \"\(op)\", \"strength\": \(number(constraint.strength.priority))}"
        }.joined(separator: ",\n")
        out += "\n]"
        for (key, value) in extra { out += ",\n\(quoted(key)): \(value)" }
        return out + "}\n"
    }
}

/// A JSON number for a finite double, integral values without a fraction.
func number(_ value: Double) -> String {
    abs(value) < 1e15 && value == Double(Int64(value)) ? String(Int64(value)) : String(value)
}

/// A JSON string literal.
func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default:
            if scalar.value < 0x20 { out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16) } else { out.unicodeScalars.append(scalar) }
        }
    }
    return out + "\""
}
