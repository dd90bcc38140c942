/// A variable multiplied by a coefficient: one summand of an ``Expression``.
public struct Term: CustomStringConvertible {
    /// The variable this term scales.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        switch coefficient {
        case 1: return variable.description
        case -1: return "-" + variable.description
        default: return formatNumber(coefficient) + "*" + variable.description
        }
    }
}

/// Prints integral values without a fractional part, so `2*x + 10` reads as written.
func formatNumber(_ value: Double) -> String {
    // Not `rounded()`: without Foundation that needs libm, which this module does not link.
    if value.isFinite, abs(value) < 1e15, value == Double(Int64(value)) {
        return String(Int64(value))
    }
    return String(value)
}
