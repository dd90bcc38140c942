/// An unknown of the constraint system, identified by the object itself.
///
/// A variable's `value` is written only by ``Solver/updateVariables()``; it is 0 until then.
///
/// `@unchecked Sendable` so that ``SolverError`` (an `Error`, hence `Sendable`) can name it: a
/// variable belongs to one solver, which is used from one thread at a time; an error that crosses
/// threads only identifies the variable and prints its name.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name used in descriptions; it plays no part in identity.
    public var name: String
    /// The value the last ``Solver/updateVariables()`` gave this variable.
    ///
    /// Setting it changes only what this object reports, not any solver: a layer that measures
    /// in a scratch solver uses it to put back the values of the real one.
    public var value: Double {
        get { storedValue }
        set { storedValue = newValue }
    }
    /// Whatever the variable's owner wants to reach from it (Kiwi's variable context): a layer
    /// above finds what a changed variable belongs to without a dictionary. The solver never
    /// reads it.
    public var context: AnyObject? {
        get { storedContext }
        set { storedContext = newValue }
    }
    // Unchecked: `updateVariables()` writes every variable, and the runtime's access check would
    // cost more than the write; a variable is used from one thread at a time. Behind accessors
    // because the waiver covers only this module: other modules reaching a public stored
    // property directly would pay the check at every read.
    @exclusivity(unchecked) private var storedValue: Double = 0
    @exclusivity(unchecked) private var storedContext: AnyObject?
    /// The solver keeping its bookkeeping for this variable here (its serial; 0 for none), and
    /// that bookkeeping: see `Solver+Variables.swift`.
    @exclusivity(unchecked) var claimant: UInt64 = 0
    @exclusivity(unchecked) var claimedSymbol: Symbol = noSymbol
    @exclusivity(unchecked) var claimedLinks: DefinitionLinks?

    /// Creates a variable with an optional name for debugging.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Creates a variable with a name and a context for its owner.
    public init(_ name: String, context: AnyObject?) {
        self.name = name
        storedContext = context
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "unnamed" : name }
}
