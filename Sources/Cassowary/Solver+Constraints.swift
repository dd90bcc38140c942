extension Solver {
    /// Adds a constraint and re-solves.
    ///
    /// A required constraint that cannot hold with the required constraints already present is
    /// refused with ``SolverError/unsatisfiable(_:conflicting:)`` and leaves no trace.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        if let (index, isOnly) = freshTerm(of: constraint) {
            define(constraint, solvingFor: index, isOnly: isOnly)
            return
        }
        let newlyRead = beginReading(definitionsReadBy: constraint)
        do {
            try insert(constraint, order: nextOrder)
        } catch {
            // A refusal undoes the readings too; after a rounding failure they stay (they change
            // no solution).
            if case .unsatisfiable = error, newlyRead > 0 { undoReadings() }
            throw error
        }
        nextOrder += 1
    }

    /// Puts a constraint into the tableau and re-solves. A refusal leaves the tableau as it was.
    private func insert(_ constraint: Constraint, order: UInt64) throws(SolverError) {
        let slot = freeSlots.popLast() ?? Int32(records.count)
        retainVariables(of: constraint)
        var (row, tag) = makeRow(for: constraint, slot: slot)
        var subject = chooseSubject(row, tag)
        if subject == noSymbol && row.cells.allSatisfy({ tableau.symbols[Int($0.symbol)].kind == .dummy }) {
            guard nearZero(row.constant) else {
                // Only required equalities remain and they disagree with this one.
                let culprits = owningSlots(row.cells.map(\.symbol))
                abandon(tag, constraint, slot: slot)
                throw unsatisfiable(constraint, culprits: culprits)
            }
            subject = tag.marker  // redundant with the required equalities: keep it as a basic dummy
        }
        if subject == noSymbol {
            if let (artificial, certificate) = addWithArtificialVariable(row) {
                let culprits = owningSlots(certificate)
                tableau.rollBack()
                abandon(tag, constraint, slot: slot, artificial: artificial)
                throw unsatisfiable(constraint, culprits: culprits)
            }
        } else {
            row.solve(for: subject)
            // Consumed, not copied: a copy would leave the cells shared, and the tableau would
            // copy them again as it numbers their columns.
            tableau.makeBasic(subject, with: consume row)
        }
        let record = Record(constraint: constraint, tag: tag, order: order)
        if Int(slot) == records.count { records.appendGrowingByHalf(record) } else { records[Int(slot)] = record }
        setSlot(slot, of: constraint)
        guard tableau.optimize() else {
            // Rounding only; the tableau is put right by removing the row, not restored bit for bit.
            removeRecord(slot)
            throw .internalError("the objective became unbounded while adding \(constraint)")
        }
    }

    /// Removes a constraint and re-solves.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        if let index = definitionIndex(of: constraint) {
            guard definitions[index]!.isRead else {  // safe: indexed live
                dropDefinition(at: index)
                return
            }
            // Rows read it: it leaves the tableau through its marker, as a row.
            takeIntoTableau(readDefinitionAt: index)
        }
        guard let slot = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        removeRecord(slot)
        _ = tableau.optimize()
    }

    /// Changes the constant of an added constraint in place, re-solving incrementally.
    ///
    /// Only the rows that mention the constraint's marker move, then the dual simplex repairs
    /// feasibility; the constraint is never removed and re-added. If a required constraint can no
    /// longer hold, the call throws ``SolverError/unsatisfiable(_:conflicting:)`` and changes nothing.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .invalidNumber("constant \(constant) for \(constraint)") }
        if try changeDefinitionConstant(constant, of: constraint) { return }
        try changeConstant(constant, of: constraint)
    }

    /// ``setConstant(_:of:)`` without the checks, shared with ``suggestValue(_:for:)``.
    func changeConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        let slot = slot(of: constraint)!  // safe: callers check membership
        let tag = records[Int(slot)]!.tag  // safe: a slot in `slots` always has a record
        let delta = constant - constraint.constant
        guard delta != 0 else { return }
        // Only a required constraint can fail to hold; record its changes so a refusal undoes them exactly.
        let required = constraint.strength.isRequired
        if required { tableau.beginRecording() }
        let shift = delta / markerCoefficient(of: constraint)
        var broken = tableau.shift(tag.marker, by: shift)
        if broken == nil { broken = tableau.dualOptimize() }
        guard let broken else {
            tableau.commit()
            constraint.constant = constant
            return
        }
        let culprits = owningSlots([broken] + tableau.row(of: broken).cells.map(\.symbol))
        if required {
            tableau.rollBack()
        } else {
            _ = tableau.shift(tag.marker, by: -shift)
            _ = tableau.dualOptimize()
        }
        var changed = constraint.expression
        changed.constant = constant
        let probe = Constraint(changed, constraint.op, strength: constraint.strength)
        throw unsatisfiable(constraint, culprits: culprits, replacing: probe)
    }

    // MARK: Building rows

    /// Refuses NaN, infinities and priorities outside (0, 1000].
    private func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.strength.isValid else {
            throw .invalidNumber("strength \(constraint.strength.priority) of \(constraint)")
        }
        if constraint.isAsymmetric {
            let below = constraint.belowStrength
            guard below.isValid, !below.isRequired, !constraint.strength.isRequired, constraint.op == .equal else {
                throw .invalidNumber("below strength \(below.priority) of \(constraint): two strengths need an optional equality")
            }
        }
        guard constraint.constant.isFinite,
              (0..<constraint.termCount).allSatisfy({ constraint.coefficient(at: $0).isFinite }) else {
            throw .invalidNumber("non-finite coefficient or constant in \(constraint)")
        }
    }

    /// The coefficient of a constraint's marker in its row as first built: the sign that turns a
    /// change of the constant into a shift of the marker.
    func markerCoefficient(of constraint: Constraint) -> Double {
        switch constraint.op {
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return -1
        case .equal: return constraint.strength.isRequired ? 1 : -1
        }
    }

    /// Counts one more use of each variable of `constraint`. The constraint's terms are distinct
    /// (merged when it was made), so they list its variables: no record keeps a copy of the list.
    private func retainVariables(of constraint: Constraint) {
        constraint.forEachTerm { _, variable, coefficient in
            guard !nearZero(coefficient) else { return }
            retainVariable(variable)
        }
    }

    /// Counts one more use of `variable`: of its symbol, of the read definition giving it, or of
    /// a new symbol.
    func retainVariable(_ variable: Variable) {
        if let symbol = symbol(of: variable) {
            variableUses[Int(tableau.symbols[Int(symbol)].owner)] += 1
        } else if let index = definingIndex(of: variable) {
            definitions[index]!.readers += 1  // safe: linked, so live
        } else {
            addVariable(variable, uses: 1)
        }
    }

    /// Gives `variable`, new to the tableau, a symbol with `uses` uses; returns the symbol.
    @discardableResult
    func addVariable(_ variable: Variable, uses: Int) -> Symbol {
        let symbol = tableau.allocate(.external, owner: Int32(variables.count))
        setSymbol(symbol, of: variable)
        variables.appendGrowingByHalf(variable)
        variableSymbols.appendGrowingByHalf(symbol)
        variableUses.appendGrowingByHalf(uses)
        return symbol
    }

    /// Drops the uses ``retainVariables(of:)`` counted for `constraint`, newest first, but for the
    /// term at `skipped` (a definition's own variable, which it does not use).
    func releaseVariables(of constraint: Constraint, skipping skipped: Int = -1) {
        for index in stride(from: constraint.termCount - 1, through: 0, by: -1)
        where index != skipped && !nearZero(constraint.coefficient(at: index)) {
            releaseVariable(constraint.variable(at: index))
        }
    }

    /// Drops one use ``retainVariable(_:)`` counted.
    func releaseVariable(_ variable: Variable) {
        if let symbol = symbol(of: variable) {
            releaseVariable(symbol)
        } else {
            let index = definingIndex(of: variable)!  // safe: retained, so it has a symbol or a read definition
            definitions[index]!.readers -= 1  // safe: as above
        }
    }

    /// Drops one use of a variable's symbol; a variable no constraint uses any more is forgotten.
    /// Releasing in reverse keeps symbol numbers exactly as they were before a failed add.
    private func releaseVariable(_ symbol: Symbol) {
        let index = Int(tableau.symbols[Int(symbol)].owner)
        variableUses[index] -= 1
        guard variableUses[index] == 0 else { return }
        if tableau.symbols[Int(symbol)].isBasic { _ = tableau.uninstall(symbol) }
        tableau.eliminate(symbol)
        setSymbol(nil, of: variables[index])
        let last = variables.count - 1
        if index != last {
            variables[index] = variables[last]
            variableSymbols[index] = variableSymbols[last]
            variableUses[index] = variableUses[last]
            tableau.symbols[Int(variableSymbols[index])].owner = Int32(index)
        }
        variables.removeLast(); variableSymbols.removeLast(); variableUses.removeLast()
        tableau.release(symbol)
    }

    /// The tableau row for `constraint`, in terms of the current parametric symbols (Kiwi's createRow).
    private func makeRow(for constraint: Constraint, slot: Int32) -> (Row, Tag) {
        accumulateTerms(of: constraint)
        var row = tableau.endRow()
        let priority = constraint.strength.priority
        var tag = Tag(marker: noSymbol)
        switch constraint.op {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.op == .lessThanOrEqual ? 1 : -1
            tag.marker = tableau.allocate(.slack, owner: slot)
            row.insert(tag.marker, sign)
            if !constraint.strength.isRequired {
                tag.other = tableau.allocate(.error, owner: slot, priority: priority)
                row.insert(tag.other, -sign)
                tableau.objective.addError(tag.other, priority: priority)
            }
        case .equal:
            tag = equalityTag(of: constraint, slot: slot)
            if tag.other == noSymbol {
                row.insert(tag.marker, 1)
            } else {
                row.insert(tag.marker, -1)
                row.insert(tag.other, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbols of an equality's row (owned by `slot`): a required one's dummy marker; an
    /// optional one's two errors, the marker measuring the expression above zero and the other
    /// below it, both entered in the objective. A read definition takes the same.
    @inline(__always)
    func equalityTag(of constraint: Constraint, slot: Int32) -> Tag {
        guard !constraint.strength.isRequired else { return Tag(marker: tableau.allocate(.dummy, owner: slot)) }
        let priority = constraint.strength.priority, below = constraint.belowStrength.priority
        let tag = Tag(marker: tableau.allocate(.error, owner: slot, priority: priority),
                      other: tableau.allocate(.error, owner: slot, priority: below))
        tableau.objective.addError(tag.marker, priority: priority)
        tableau.objective.addError(tag.other, priority: below)
        return tag
    }

    /// The symbol to solve a new row for: the unrestricted variable that the fewest rows mention
    /// (so the substitution touches the fewest rows), else a restricted marker whose negative
    /// coefficient keeps the row feasible. `noSymbol` means phase one is needed.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best = noSymbol
        var bestCount = Int.max
        for cell in row.cells where tableau.symbols[Int(cell.symbol)].kind == .external {
            let count = tableau.columnCount(cell.symbol)
            if count < bestCount { best = cell.symbol; bestCount = count }
        }
        if best != noSymbol { return best }
        var subject = noSymbol
        tag.forEach { symbol in
            let kind = tableau.symbols[Int(symbol)].kind
            if subject == noSymbol && (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 {
                subject = symbol
            }
        }
        return subject
    }

    /// Phase one: adds `row` through an artificial variable. Returns nil on success, or the
    /// artificial variable and the symbols of the phase-one objective that prove the row infeasible.
    private func addWithArtificialVariable(_ row: Row) -> (Symbol, [Symbol])? {
        let artificial = tableau.allocate(.slack, owner: -1)
        tableau.beginRecording()
        tableau.makeBasic(artificial, with: row)
        tableau.artificial = row
        let bounded = tableau.optimizeArtificial()
        let objective = tableau.artificial!  // safe: set above, cleared only below
        tableau.artificial = nil
        guard bounded, nearZero(objective.constant) else {
            return (artificial, objective.cells.map(\.symbol))
        }
        if tableau.symbols[Int(artificial)].isBasic {
            var remaining = tableau.uninstall(artificial)
            let kinds = remaining.cells.map { tableau.symbols[Int($0.symbol)].kind }
            let entering = remaining.cells.indices.first { kinds[$0] == .slack || kinds[$0] == .error }
                ?? remaining.cells.indices.first { kinds[$0] == .external }
                ?? remaining.cells.indices.first
            if let entering {
                let symbol = remaining.cells[entering].symbol
                remaining.solve(for: symbol, replacing: artificial)
                tableau.makeBasic(symbol, with: remaining)
            }
        }
        tableau.eliminate(artificial)
        tableau.release(artificial)
        tableau.commit()
        return nil
    }

    /// Undoes the symbols and variable uses of an add that failed, newest first.
    private func abandon(_ tag: Tag, _ constraint: Constraint, slot: Int32, artificial: Symbol = noSymbol) {
        if artificial != noSymbol { tableau.release(artificial) }
        releaseTag(tag)
        releaseVariables(of: constraint)
        if Int(slot) != records.count { freeSlots.append(slot) }
    }

    /// Releases the symbols of a tag that no row holds (an add that failed), newest first, taking
    /// its errors out of the objective.
    func releaseTag(_ tag: Tag) {
        for symbol in [tag.other, tag.marker] where symbol != noSymbol {
            tableau.eliminate(symbol)
            if tableau.symbols[Int(symbol)].kind == .error {
                tableau.objective.removeError(symbol, priority: tableau.symbols[Int(symbol)].priority, row: nil)
            }
            tableau.release(symbol)
        }
    }

    /// Takes a constraint's rows and symbols out of the tableau (Kiwi's removeConstraint, without
    /// the final optimisation).
    func removeRecord(_ slot: Int32) {
        let record = records[Int(slot)]!  // safe: callers pass slots they looked up
        let tag = record.tag
        tag.forEach { symbol in
            guard tableau.symbols[Int(symbol)].kind == .error else { return }
            let row = tableau.symbols[Int(symbol)].isBasic ? tableau.row(of: symbol) : nil
            tableau.objective.removeError(symbol, priority: tableau.symbols[Int(symbol)].priority, row: row)
        }
        if !tableau.symbols[Int(tag.marker)].isBasic, let leaving = tableau.markerLeavingRow(tag.marker) {
            tableau.pivot(leaving: leaving, entering: tag.marker)
        }
        tag.forEach { symbol in
            if tableau.symbols[Int(symbol)].isBasic { _ = tableau.uninstall(symbol) }
            tableau.eliminate(symbol)
        }
        if tag.other != noSymbol { tableau.release(tag.other) }
        tableau.release(tag.marker)
        releaseVariables(of: record.constraint)
        setSlot(nil, of: record.constraint)
        records[Int(slot)] = nil
        freeSlots.append(slot)
    }
}
