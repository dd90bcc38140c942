/// The solver's invariants between public operations, checked by the tests that build systems
/// (the property tests after every step, the differential test's `cassowary-solve` in a debug
/// build) rather than by every debug build of an app, which would pay for a walk of the whole
/// state at each operation.
///
/// ``invariantViolations()`` lists what is broken, one sentence each, so that a test can break a
/// state on purpose and read the exact complaint; ``checkInvariants()`` stops the process on any.
extension Solver {
    /// Stops the process, naming every broken invariant, unless the solver's state is consistent.
    package func checkInvariants() {
        let violations = invariantViolations()
        precondition(violations.isEmpty, "solver invariants broken:\n" + violations.joined(separator: "\n"))
    }

    /// Every broken invariant of the tableau, the variables, the records and the definitions.
    package func invariantViolations() -> [String] {
        var violations = tableau.invariantViolations()
        // The checks below index the tableau by symbol: they need it well formed.
        guard violations.isEmpty else { return violations }
        addVariableViolations(to: &violations)
        addRecordViolations(to: &violations)
        addDefinitionViolations(to: &violations)
        addUseViolations(to: &violations)
        return violations
    }


    /// Each variable in the tableau has one external symbol that names it back, and some use.
    private func addVariableViolations(to violations: inout [String]) {
        guard variables.count == variableSymbols.count, variables.count == variableUses.count else {
            violations.append("the solver has \(variables.count) variables, \(variableSymbols.count) symbols "
                              + "and \(variableUses.count) use counts")
            return
        }
        // Read once: in a debug build each read through the property would copy the whole tableau.
        let symbols = tableau.symbols
        for index in 0..<variables.count {
            let variable = variables[index], symbol = variableSymbols[index]
            guard symbol >= 0 && Int(symbol) < symbols.count && symbols[Int(symbol)].kind == .external else {
                violations.append("\(variable) has \(tableau.describe(symbol)), no external one")
                continue
            }
            let owner = symbols[Int(symbol)].owner
            if owner != Int32(index) {
                violations.append("\(variable) has \(tableau.describe(symbol)), which names variable \(owner)")
            }
            if self.symbol(of: variable) != symbol {
                violations.append("\(variable) does not find its \(tableau.describe(symbol))")
            }
            if variableUses[index] <= 0 { violations.append("\(variable) has \(variableUses[index]) uses") }
        }
        var externals = 0
        for index in 0..<symbols.count where symbols[index].kind == .external { externals += 1 }
        if externals != variables.count {
            violations.append("the tableau has \(externals) external symbols for \(variables.count) variables")
        }
    }

    /// Each variable's symbol counts one use, and each definition one reader, for every row and
    /// every read definition naming the variable (the uses its symbol is released after, or
    /// starts with); every variable named so has a symbol or a read definition.
    private func addUseViolations(to violations: inout [String]) {
        var uses: [ObjectIdentifier: Int] = [:]
        forEachRecordedVariable { uses[ObjectIdentifier($0), default: 0] += 1 }
        for index in 0..<min(variables.count, variableUses.count) {
            let count = uses.removeValue(forKey: ObjectIdentifier(variables[index])) ?? 0
            if variableUses[index] != count {
                violations.append("\(variables[index]) counts \(variableUses[index]) uses, "
                                  + "but rows and read definitions name it \(count) times")
            }
        }
        for index in 0..<definitions.count {
            guard let definition = definitions[index] else { continue }
            let count = uses.removeValue(forKey: ObjectIdentifier(definition.variable)) ?? 0
            if Int(definition.readers) != count {
                violations.append("\(describe(definitionAt: index)) counts \(definition.readers) readers, "
                                  + "but rows and read definitions name its variable \(count) times")
            }
            if count > 0 && !definition.isRead {
                violations.append("\(describe(definitionAt: index)) is named by rows but not read")
            }
        }
        guard !uses.isEmpty else { return }
        // Named in the order of the records, not of the dictionary.
        forEachRecordedVariable { variable in
            guard uses.removeValue(forKey: ObjectIdentifier(variable)) != nil else { return }
            violations.append("\(variable) is named by rows but has no symbol and no definition")
        }
    }

    /// Calls `body` with each variable each record names, once per record: for a read
    /// definition's record those its definition reads, for any other its constraint's.
    private func forEachRecordedVariable(_ body: (Variable) -> Void) {
        for slot in 0..<records.count {
            guard let record = records[slot] else { continue }
            if let index = definitionIndex(of: record.constraint), index < definitions.count,
               let definition = definitions[index] {
                definition.forEachTerm { variable, _ in body(variable) }
            } else {
                record.constraint.forEachTerm { _, variable, coefficient in
                    if !nearZero(coefficient) { body(variable) }
                }
            }
        }
    }

    /// Each record is found by its constraint and owns the symbols its relation and strength call
    /// for; every marker and error belongs to the record whose tag holds it; the free slots are
    /// the empty ones, once each.
    private func addRecordViolations(to violations: inout [String]) {
        let symbols = tableau.symbols
        for slot in 0..<records.count {
            guard let record = records[slot] else { continue }
            let constraint = record.constraint
            if self.slot(of: constraint) != Int32(slot) {
                violations.append("the record in slot \(slot) is not found by \(constraint)")
            }
            let expected = expectedKinds(of: constraint)
            addTagViolations(record.tag.marker, is: expected.marker, of: constraint, slot: slot, symbols, to: &violations)
            addTagViolations(record.tag.other, is: expected.other, of: constraint, slot: slot, symbols, to: &violations)
        }
        for index in 0..<symbols.count {
            let kind = symbols[index].kind, owner = Int(symbols[index].owner), symbol = Symbol(index)
            guard kind == .slack || kind == .dummy || kind == .error else { continue }
            let tag = owner >= 0 && owner < records.count ? records[owner]?.tag : nil
            if tag?.marker != symbol && tag?.other != symbol {
                violations.append("\(tableau.describe(symbol)) belongs to no record")
            }
        }
        var isFree = [Bool](repeating: false, count: records.count)
        for slot in freeSlots {
            guard slot >= 0 && Int(slot) < records.count && records[Int(slot)] == nil else {
                violations.append("the free slot \(slot) is not an empty one")
                continue
            }
            if isFree[Int(slot)] { violations.append("the slot \(slot) is free twice") }
            isFree[Int(slot)] = true
        }
        for slot in 0..<records.count where records[slot] == nil && !isFree[slot] {
            violations.append("the empty slot \(slot) is not free")
        }
    }

    /// A record's marker, or other symbol, is of the kind expected (absent for nil) and names its slot.
    private func addTagViolations(_ symbol: Symbol, is kind: SymbolKind?, of constraint: Constraint, slot: Int,
                                  _ symbols: [Tableau.SymbolState], to violations: inout [String]) {
        guard kind != nil || symbol != noSymbol else { return }
        guard symbol >= 0 && Int(symbol) < symbols.count && symbols[Int(symbol)].kind == kind else {
            let wanted = kind.map { "a symbol of kind \($0)" } ?? "none"
            violations.append("the record of \(constraint) holds \(tableau.describe(symbol)), not \(wanted)")
            return
        }
        let owner = symbols[Int(symbol)].owner
        if owner != Int32(slot) { violations.append("\(tableau.describe(symbol)) of \(constraint) names slot \(owner)") }
    }

    /// The kinds of the symbols a constraint's tag holds (see `makeRow` and `equalityTag`).
    private func expectedKinds(of constraint: Constraint) -> (marker: SymbolKind?, other: SymbolKind?) {
        let isRequired = constraint.strength.isRequired
        switch constraint.op {
        case .lessThanOrEqual, .greaterThanOrEqual: return (.slack, isRequired ? nil : .error)
        case .equal: return isRequired ? (.dummy, nil) : (.error, .error)
        }
    }
}
