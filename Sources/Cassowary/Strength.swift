/// How strongly the solver holds a constraint: required, or one of the optional priority levels.
///
/// Optional levels are strict: the solver never accepts more error at a level to reduce the error
/// at any lower level, however many lower-level constraints there are. Within one level, errors
/// trade off by their sum.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The Auto Layout priority this strength stands for; 1000 is required.
    public let priority: Double

    /// A strength from an Auto Layout priority in (0, 1000]; 1000 and above are required.
    ///
    /// Values at or below zero and NaN are kept as given: ``Solver/add(_:)`` rejects them with
    /// ``SolverError/invalidNumber(_:)``.
    public init(autoLayoutPriority: Float) {
        self.init(priority: Double(autoLayoutPriority))
    }

    /// A strength from a priority in (0, 1000]; 1000 and above are required.
    public init(priority: Double) {
        self.priority = priority > 1000 ? 1000 : priority
    }

    /// A constraint that must hold: 1000.
    public static let required = Strength(priority: 1000)
    /// Auto Layout's default high priority: 750.
    public static let strong = Strength(priority: 750)
    /// The middle priority: 500.
    public static let medium = Strength(priority: 500)
    /// Auto Layout's default low priority: 250.
    public static let weak = Strength(priority: 250)

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// Whether the priority is a usable number: in (0, 1000].
    var isValid: Bool { priority > 0 && priority <= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    public var description: String {
        switch priority {
        case 1000: return "required"
        case 750: return "strong"
        case 500: return "medium"
        case 250: return "weak"
        default: return "priority " + formatNumber(priority)
        }
    }
}
