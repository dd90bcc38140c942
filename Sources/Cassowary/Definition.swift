/// An equality kept out of the tableau because it was the first to name one of its variables: it
/// then simply defines that variable, `variable = Σ terms + constant`.
///
/// Such a variable is free apart from this one equality, so the equality can neither conflict with
/// the rest nor change its optimum — an optional one holds exactly, like a required one — and the
/// solver evaluates it after solving the rest. Chains of these —
/// `cell[i].top = cell[i-1].top + cell[i-1].height + 1` — are what make an explicit tableau grow
/// quadratically, since every row would otherwise carry the whole chain.
///
/// A *constant* definition, `variable = constant`, reads nothing, so it may define a variable that
/// older definitions already read (a label's intrinsic height, which the layout around it read
/// first): it is evaluated before all others, and a row expands it in place.
struct Definition {
    /// The constraint this definition stands for.
    let constraint: Constraint
    /// The variable defined.
    let variable: Variable
    /// The coefficient of `variable` in the constraint: constants are divided by it.
    let scale: Double
    /// The constant, already divided by `-scale`.
    var constant: Double
    /// When it was added, shared with the solver's records.
    let order: UInt64
    /// The symbols standing for this equality in the rows that read its variable (see
    /// `Solver+DefinitionReading.swift`): a required one's dummy marker, an optional one's two
    /// errors; `noSymbol` while no row has read it.
    var tag = Tag(marker: noSymbol)
    /// The position of `variable` among the constraint's terms.
    let position: Int32
    /// How many constraints with rows, and read definitions, name `variable`: the uses its symbol
    /// starts with if the definition is ever taken into the tableau.
    var readers: Int32 = 0
    /// Whether it reads no other variable.
    let isConstant: Bool

    /// Whether a row has read it, so that it has a marker and a record.
    var isRead: Bool { tag.marker != noSymbol }

    /// Whether it gives way at a priority (its errors then belong to the objective once read).
    var isOptional: Bool { !constraint.strength.isRequired }

    /// Solves `constraint` for the term at `index`, which is its only one if `isConstant`.
    init(_ constraint: Constraint, solvingFor index: Int, isConstant: Bool, order: UInt64) {
        let scale = constraint.coefficient(at: index)
        self.constraint = constraint
        self.variable = constraint.variable(at: index)
        self.scale = scale
        position = Int32(index)
        self.constant = -constraint.constant / scale
        self.order = order
        self.isConstant = isConstant
    }

    /// Calls `body` with each other variable and its coefficient divided by `-scale`, read from
    /// the constraint's own terms: a copy of them would be an allocation for every definition.
    @inline(__always)
    func forEachTerm(_ body: (_ variable: Variable, _ coefficient: Double) -> Void) {
        constraint.forEachTerm { index, variable, coefficient in
            guard index != Int(position), !nearZero(coefficient) else { return }
            body(variable, -coefficient / scale)
        }
    }

    /// The other variables' terms, as a list (for descriptions).
    var terms: [Term] {
        var list: [Term] = []
        forEachTerm { list.append(Term($0, $1)) }
        return list
    }

    /// The defined variable's value from the current values of the others.
    var value: Double {
        var sum = constant
        forEachTerm { variable, coefficient in sum += coefficient * variable.value }
        return sum
    }
}

/// What the solver knows about a variable outside the tableau: the definition that gives its
/// value, and the definitions that read it.
struct DefinitionLinks {
    /// The index of the definition of this variable, or -1.
    var defining: Int = -1
    /// The definitions whose terms mention this variable: the first inline (most variables have
    /// one reader, and an array for each would be an allocation per term), any others after it.
    private var firstReader = -1
    private var moreReaders: [Int] = []

    var isEmpty: Bool { defining < 0 && firstReader < 0 }

    mutating func addReader(_ index: Int) {
        if firstReader < 0 { firstReader = index } else { moreReaders.append(index) }
    }

    mutating func removeReader(_ index: Int) {
        if let position = moreReaders.lastIndex(of: index) {
            moreReaders.remove(at: position)
        } else if firstReader == index {
            firstReader = moreReaders.popLast() ?? -1
        }
    }

    /// Calls `body` with each reader.
    func forEachReader(_ body: (Int) -> Void) {
        guard firstReader >= 0 else { return }
        body(firstReader)
        for reader in moreReaders { body(reader) }
    }
}
