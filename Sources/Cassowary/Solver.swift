/// Cassowary: an incremental simplex solver for linear equality and inequality constraints.
///
/// This module is the foundation of the layout engine and knows nothing about views. It follows
/// the Cassowary algorithm as Kiwi implements it — primal simplex to add constraints, dual simplex
/// to re-solve after edits — with three differences: optional priorities are strict levels rather
/// than weights; each symbol knows which rows mention it, so work is proportional to the rows an
/// operation touches instead of the whole tableau; and every failed call is undone completely.

/// An incremental solver for a system of linear constraints with priorities.
///
/// Required constraints always hold. Optional ones hold as well as the required ones allow,
/// higher priorities strictly first; within one priority the total error is minimised.
/// Variables get their values from ``updateVariables()``.
public final class Solver: CustomStringConvertible {
    /// What the solver remembers about one added constraint.
    struct Record {
        let constraint: Constraint
        var tag: Tag
        /// When it was added, to list conflicts in the order the user wrote them.
        let order: UInt64
    }

    /// An edit variable's constraint and the value last suggested for it.
    struct Edit {
        let constraint: Constraint
        var value: Double
    }

    // Unchecked, this and the bookkeeping below: every public call goes through them, often many
    // times, and the runtime's access bookkeeping cost more than the small operations themselves.
    // Nothing here hands out an access that could overlap another (no closures or inout escape
    // the solver).
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var slots: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) var records: [Record?] = []
    @exclusivity(unchecked) var freeSlots: [Int32] = []
    @exclusivity(unchecked) var nextOrder: UInt64 = 0

    /// Symbols of the variables another solver has claimed (see `Solver+Variables.swift`).
    @exclusivity(unchecked) var symbolsByVariable: [ObjectIdentifier: Symbol] = [:]
    /// Every variable the solver knows, with its symbol and the number of constraints using it.
    @exclusivity(unchecked) var variables: [Variable] = []
    @exclusivity(unchecked) var variableSymbols: [Symbol] = []
    @exclusivity(unchecked) var variableUses: [Int] = []

    @exclusivity(unchecked) var edits: [ObjectIdentifier: Edit] = [:]

    /// Equalities kept out of the tableau (see ``Definition``), in the order made — an order in
    /// which each reads only older ones, but for constant ones; nil where one was removed or taken
    /// into the tableau.
    @exclusivity(unchecked) var definitions: [Definition?] = []
    @exclusivity(unchecked) var liveDefinitions = 0
    /// The index of each definition, by constraint.
    @exclusivity(unchecked) var definitionSlots: [ObjectIdentifier: Int] = [:]
    /// For variables that definitions define or read, which ones (for variables another solver
    /// has claimed).
    @exclusivity(unchecked) var links: [ObjectIdentifier: DefinitionLinks] = [:]
    /// Definitions to evaluate at the next update: a min-heap of indices, and membership.
    @exclusivity(unchecked) var staleDefinitions: [Int] = []
    @exclusivity(unchecked) var isStale: [Bool] = []
    /// The stale constant definitions, evaluated before the queue.
    @exclusivity(unchecked) var staleConstants: [Int] = []
    /// While stale definitions are taken in index order rather than from the queue.
    @exclusivity(unchecked) var isScanningStale = false
    /// Scratch for reading definitions (see `Solver+DefinitionReading.swift`), empty or false
    /// between calls: the readings of the add in progress and the order they were found in; the
    /// read definitions a row being built still has to expand (a max-heap of indices) with their
    /// weights and the constants they add (constant definitions' apart, summed first); a flag by
    /// definition index, for the definitions found or queued.
    @exclusivity(unchecked) var readings: [Reading] = []
    @exclusivity(unchecked) var readingOrder: [Int] = []
    @exclusivity(unchecked) var expansionQueue: [Int] = []
    @exclusivity(unchecked) var expansionWeights: [Double] = []
    @exclusivity(unchecked) var expandedConstants: [Double] = []
    @exclusivity(unchecked) var constantExpansions: [Double] = []
    @exclusivity(unchecked) var isMarkedDefinition: [Bool] = []

    /// Whether an unsatisfiable add searches for the minimal conflicting set; the probes that
    /// search use solvers that do not, so the search never recurses.
    let explainsConflicts: Bool
    /// This solver's number, for the variables it claims (see `Solver+Variables.swift`).
    let serial = Solver.serials.wrappingAdd(1, ordering: .relaxed).newValue

    /// Creates an empty solver.
    public init() {
        explainsConflicts = true
    }

    init(explainsConflicts: Bool) {
        self.explainsConflicts = explainsConflicts
    }

    deinit { releaseClaims() }

    /// Whether `constraint` has been added and not removed.
    public func contains(_ constraint: Constraint) -> Bool {
        slot(of: constraint) != nil || definitionIndex(of: constraint) != nil
    }

    /// Whether `variable` is an edit variable.
    public func containsEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        let editConstraints = Set(edits.values.map { ObjectIdentifier($0.constraint) })
        // A read definition has a record too: listed once, as a definition.
        let recorded = records.compactMap { $0 }.filter { definitionIndex(of: $0.constraint) == nil }
            .map { ($0.order, $0.constraint) }
        let defined = definitions.compactMap { $0 }.map { ($0.order, $0.constraint) }
        return (recorded + defined)
            .sorted { $0.0 < $1.0 }
            .map(\.1)
            .filter { !editConstraints.contains(ObjectIdentifier($0)) }
    }

    /// Makes `variable` editable: ``suggestValue(_:for:)`` then pulls it towards a value at `strength`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidNumber("edit strength \(strength.priority) for \(variable)") }
        guard !strength.isRequired else { throw .badRequiredStrength }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try add(constraint)
        edits[ObjectIdentifier(variable)] = Edit(constraint: constraint, value: 0)
    }

    /// Stops editing `variable` and removes its pull.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
        edits[ObjectIdentifier(variable)] = nil
    }

    /// Pulls edit variable `variable` towards `value`, re-solving incrementally (dual simplex).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .invalidNumber("suggested value \(value) for \(variable)") }
        // An edit of a variable nothing else names is a definition.
        if try !changeDefinitionConstant(-value, of: edit.constraint) { try changeConstant(-value, of: edit.constraint) }
        edit.value = value
        edits[ObjectIdentifier(variable)] = edit
    }

    /// Writes the current solution into every variable's ``Variable/value``.
    ///
    /// Only the variables whose value may have changed since the last update are visited, so after
    /// a small change this costs what the change touched, not the size of the system.
    public func updateVariables() {
        updateVariables { _ in }
    }

    /// ``updateVariables()``, calling `changed` with each variable whose value changed.
    public func updateVariables(_ changed: (Variable) -> Void) {
        updateTableauVariables { variable in
            changed(variable)
            noteValueChange(of: variable)
        }
        evaluateDefinitions(changed)
    }

    /// Writes the values of the variables in the tableau, and queues the read optional
    /// definitions whose errors moved.
    private func updateTableauVariables(_ changed: (Variable) -> Void) {
        if tableau.changedExternals.count > variables.count / 4 {
            // Most values moved: one pass over the dense arrays beats chasing the list (for the
            // variables; the watched errors are few).
            tableau.forgetChangedExternals { errorDidMove($0) }
            for index in variables.indices {
                let variable = variables[index]
                let value = tableau.value(of: variableSymbols[index])
                if variable.value != value {
                    variable.value = value
                    changed(variable)
                }
            }
            return
        }
        tableau.takeChangedExternals { symbol in
            guard tableau.symbols[Int(symbol)].kind == .external else { return errorDidMove(symbol) }
            let variable = variables[Int(tableau.symbols[Int(symbol)].owner)]
            let value = tableau.value(of: symbol)
            if variable.value != value {
                variable.value = value
                changed(variable)
            }
        }
    }

    /// Queues the read optional definition whose watched error moved (none if it has since been
    /// taken into the tableau as a row).
    private func errorDidMove(_ symbol: Symbol) {
        let owner = Int(tableau.symbols[Int(symbol)].owner)
        if let record = records[owner], let index = definitionIndex(of: record.constraint) { queueEvaluation(of: index) }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        releaseClaims()
        tableau = Tableau()
        slots.removeAll()
        records.removeAll()
        freeSlots.removeAll()
        symbolsByVariable.removeAll()
        variables.removeAll()
        variableSymbols.removeAll()
        variableUses.removeAll()
        edits.removeAll()
        definitions.removeAll()
        liveDefinitions = 0
        definitionSlots.removeAll()
        links.removeAll()
        staleDefinitions.removeAll()
        isStale.removeAll()
        staleConstants.removeAll()
        expansionWeights.removeAll()
        isMarkedDefinition.removeAll()
    }

    /// The size of the tableau, for profiling.
    public struct Statistics: Sendable, CustomStringConvertible {
        /// Basic symbols, each with a row.
        public var rows: Int
        /// Nonzero coefficients in all rows: the tableau's memory and the cost of touching it.
        public var cells: Int
        /// Symbols in use: variables, slacks, errors and dummies.
        public var symbols: Int
        /// Optional priority levels with constraints in them.
        public var levels: Int
        /// Equalities kept outside the tableau as definitions of new variables.
        public var definitions: Int
        /// Those of them that rows read, which have a marker (or errors) in the tableau.
        public var readDefinitions: Int

        public var description: String {
            "\(rows) rows, \(cells) cells, \(symbols) symbols, \(levels) levels, \(definitions) definitions"
        }
    }

    /// The current size of the tableau (counted on each call).
    public var statistics: Statistics {
        var rows = 0, cells = 0, symbols = 0
        for index in 0..<tableau.symbolCount where tableau.symbols[index].kind != .unused {
            symbols += 1
            if tableau.symbols[index].isBasic {
                rows += 1
                cells += tableau.rows[index].count
            }
        }
        let read = definitions.reduce(0) { $0 + ($1?.isRead == true ? 1 : 0) }
        return Statistics(rows: rows, cells: cells, symbols: symbols, levels: tableau.objective.levels.count,
                          definitions: liveDefinitions, readDefinitions: read)
    }

    public var description: String {
        "Solver(\(constraints.count + edits.count) constraints, \(variables.count + liveDefinitions) variables, "
            + "\(edits.count) edit variables)"
    }

    /// The tableau in text: one line per basic row, then the objective levels. For debugging.
    public var tableauDescription: String {
        func name(_ symbol: Symbol) -> String {
            switch tableau.symbols[Int(symbol)].kind {
            case .external: return variables[Int(tableau.symbols[Int(symbol)].owner)].description
            case .slack: return "s\(symbol)"
            case .error: return "e\(symbol)"
            case .dummy: return "d\(symbol)"
            case .unused: return "?\(symbol)"
            }
        }
        var lines: [String] = []
        for symbol in 0..<Symbol(tableau.symbolCount) where tableau.symbols[Int(symbol)].isBasic {
            let row = tableau.row(of: symbol)
            let cells = row.cells.map { formatNumber($0.coefficient) + "*" + name($0.symbol) }
            lines.append(([name(symbol) + " = " + formatNumber(row.constant)] + cells).joined(separator: " + "))
        }
        for level in tableau.objective.levels {
            let cells = level.coefficients.indices.compactMap { index -> String? in
                level.coefficients[index] == 0 || index >= tableau.symbolCount ? nil : formatNumber(level.coefficients[index]) + "*" + name(Symbol(index))
            }
            lines.append("objective \(formatNumber(level.priority)): " + cells.joined(separator: " + "))
        }
        for case let definition? in definitions {
            lines.append("\(definition.variable) := " + Expression(definition.terms, constant: definition.constant).description)
        }
        return lines.joined(separator: "\n")
    }
}
