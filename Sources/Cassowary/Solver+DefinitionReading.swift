/// Rows that read a defined variable.
///
/// A constraint added to the tableau may name a variable a ``Definition`` gives,
/// `v = Σ terms + constant`. Its row then takes the definition's expression in place of `v`, plus
/// the definition's own dummy marker `d` with the coefficient it would have had, had the
/// definition been a row `v = Σ terms + constant - d/scale` solved for `v` (an optional
/// definition's two errors instead, `+ (e⁺ - e⁻)/scale`, which join the objective). The tableau is
/// then exactly that tableau without `v`'s row, and `v` stays a definition, evaluated after the
/// solve (an optional one's value adds its errors', which are watched: it is evaluated again
/// whenever they move):
/// - a change of the definition's constant moves the rows that read it through `d`, as any
///   constraint's constant moves its rows through its marker;
/// - removing the definition first builds the missing row (`v` joins the tableau), then removes it
///   through `d` like any other row;
/// - a conflict names the definition, whose marker has a record like any row's.
///
/// A definition read this way is *read*: it has a marker and a record, and counts its readers, so
/// that `v` can start with their uses if it ever joins the tableau. Its own variables are retained
/// as a row's are, and every definition it reads is read too. Against taking the definitions into
/// the tableau as rows, this saves their rows, their variables' symbols and the work of inserting
/// them; each row that reads them expands them instead, which costs the definitions it reaches.
extension Solver {
    /// A definition that began to be read during an add, with what is needed to undo that if the
    /// add is refused.
    struct Reading {
        let index: Int
        let slot: Int32
        let appendedRecord: Bool
    }

    /// The index of the definition giving `variable`, if one does.
    @inline(__always)
    func definingIndex(of variable: Variable) -> Int? {
        guard liveDefinitions > 0, let index = links(of: variable)?.defining, index >= 0 else { return nil }
        return index
    }

    /// Makes read every definition `constraint` reads, directly or through other definitions,
    /// that is not read yet, oldest first (each reads only older ones); returns how many, the
    /// last entries of ``readings``.
    func beginReading(definitionsReadBy constraint: Constraint) -> Int {
        readings.removeAll(keepingCapacity: true)
        guard liveDefinitions > 0 else { return 0 }
        var found = false
        constraint.forEachTerm { _, variable, _ in
            if !found, let index = definingIndex(of: variable), !definitions[index]!.isRead { found = true }  // safe: linked
        }
        guard found else { return 0 }
        // The closure, marked in the dense flags (a read definition's own definitions are read
        // already), then taken in order.
        growDefinitionScratch()
        var order = readingOrder
        readingOrder = []
        order.removeAll(keepingCapacity: true)
        func visit(_ variable: Variable) {
            guard let index = definingIndex(of: variable), !definitions[index]!.isRead,  // safe: linked
                  !isMarkedDefinition[index] else { return }
            isMarkedDefinition[index] = true
            order.append(index)
        }
        constraint.forEachTerm { _, variable, _ in visit(variable) }
        var next = 0
        while next < order.count {
            definitions[order[next]]!.forEachTerm { variable, _ in visit(variable) }  // safe: linked, so live
            next += 1
        }
        for index in order { isMarkedDefinition[index] = false }
        order.sort()
        for index in order { readings.append(beginReading(at: index)) }
        readingOrder = order
        return order.count
    }

    /// Gives the definition at `index` its marker (or errors) and record, and retains its variables.
    private func beginReading(at index: Int) -> Reading {
        let slot = freeSlots.popLast() ?? Int32(records.count)
        let appended = Int(slot) == records.count
        let constraint = definitions[index]!.constraint  // safe: callers pass live indices
        definitions[index]!.forEachTerm { variable, _ in retainVariable(variable) }  // safe: as above
        let tag = equalityTag(of: constraint, slot: slot)
        if tag.other != noSymbol {
            // An optional one's errors: its variable's value follows theirs.
            tableau.symbols[Int(tag.marker)].isWatched = true
            tableau.symbols[Int(tag.other)].isWatched = true
        }
        definitions[index]!.tag = tag  // safe: as above
        let record = Record(constraint: constraint, tag: tag, order: definitions[index]!.order)
        if appended { records.appendGrowingByHalf(record) } else { records[Int(slot)] = record }
        setSlot(slot, of: constraint)
        return Reading(index: index, slot: slot, appendedRecord: appended)
    }

    /// Undoes the readings of the add that was refused (and undid its own changes), newest first,
    /// so symbols, uses and slots come back exactly as they were.
    func undoReadings() {
        for reading in readings.reversed() {
            let definition = definitions[reading.index]!  // safe: made read by this add
            releaseTag(definition.tag)
            setSlot(nil, of: definition.constraint)
            if reading.appendedRecord {
                records.removeLast()
            } else {
                records[Int(reading.slot)] = nil
                freeSlots.append(reading.slot)
            }
            releaseVariables(of: definition.constraint, skipping: Int(definition.position))
            definitions[reading.index]!.tag = Tag(marker: noSymbol)  // safe: as above
        }
        readings.removeAll(keepingCapacity: true)
    }

    /// Takes a read definition into the tableau as the row it stands for, solved for its variable,
    /// which joins the tableau with the uses of the rows that read it; the definition's record
    /// then belongs to that row. Nothing else changes: the other rows already hold what the row
    /// says.
    func takeIntoTableau(readDefinitionAt index: Int) {
        let definition = dropDefinition(at: index)
        let symbol = addVariable(definition.variable, uses: 1 + Int(definition.readers))
        accumulateTerms(of: definition.constraint)
        accumulate(definition.tag, times: 1)
        var row = tableau.endRow()
        row.solve(for: symbol)
        tableau.makeBasic(symbol, with: consume row)
    }

    // MARK: Expanding

    /// Starts the row of `constraint` in terms of the current parametric symbols: its constant
    /// and its terms, read definitions expanded (Kiwi's createRow, before the marker and errors).
    func accumulateTerms(of constraint: Constraint) {
        tableau.beginRow(constant: constraint.constant)
        constraint.forEachTerm { _, variable, coefficient in
            guard !nearZero(coefficient) else { return }
            accumulate(variable, coefficient)
        }
        accumulateExpansions()
    }

    /// Adds `coefficient·variable` to the row being built: its symbol, or if a read definition
    /// gives it, that definition's expansion (queued: see ``accumulateExpansions()``; a constant
    /// one, which reads nothing, at once).
    @inline(__always)
    func accumulate(_ variable: Variable, _ coefficient: Double) {
        if let symbol = symbol(of: variable) {
            tableau.accumulate(symbol, coefficient)
        } else {
            let index = definingIndex(of: variable)!  // safe: a row's variable has a symbol or a read definition
            if definitions[index]!.isConstant {  // safe: linked, so live
                constantExpansions.append(coefficient * definitions[index]!.constant)  // safe: as above
                accumulateTag(of: index, coefficient)
            } else {
                queueExpansion(of: index, coefficient)
            }
        }
    }

    /// Adds the symbols standing for the read definition at `index` as `weight` times its
    /// variable carries them: `-weight/scale` times their coefficients in the definition's row.
    @inline(__always)
    private func accumulateTag(of index: Int, _ weight: Double) {
        accumulate(definitions[index]!.tag, times: -weight / definitions[index]!.scale)  // safe: callers pass read ones
    }

    /// Adds `factor` times an equality's symbols as its own row holds them (see `makeRow`): a
    /// dummy marker `+1`, or errors `-1` above zero and `+1` below.
    @inline(__always)
    private func accumulate(_ tag: Tag, times factor: Double) {
        if tag.other == noSymbol {
            tableau.accumulate(tag.marker, factor)
        } else {
            tableau.accumulate(tag.marker, -factor)
            tableau.accumulate(tag.other, factor)
        }
    }

    /// Makes the scratch arrays indexed by definition as long as the definitions.
    private func growDefinitionScratch() {
        guard expansionWeights.count < definitions.count else { return }
        let missing = definitions.count - expansionWeights.count
        expansionWeights.append(0, count: missing, matching: definitions.capacity)
        isMarkedDefinition.append(false, count: missing, matching: definitions.capacity)
    }

    private func queueExpansion(of index: Int, _ coefficient: Double) {
        growDefinitionScratch()
        if !isMarkedDefinition[index] {
            isMarkedDefinition[index] = true
            // The newest first, so that every definition reading one is expanded (and has added
            // its weight) before it.
            expansionQueue.pushHeap(index, first: >)
        }
        expansionWeights[index] += coefficient
    }

    /// Expands the queued definitions into the row being built, each once with its total weight:
    /// its constant, its terms (queueing the older definitions they name) and its marker.
    ///
    /// The constants are summed in the order in which evaluating the definitions adds them —
    /// constant definitions first, then the others oldest first: near 1e7 a chain summed the other
    /// way round differs from its evaluated values by more than the solver's epsilon, and the row
    /// would then disagree with the values reported.
    func accumulateExpansions() {
        guard !expansionQueue.isEmpty || !constantExpansions.isEmpty else { return }
        expandedConstants.removeAll(keepingCapacity: true)
        while let index = expansionQueue.popHeap(first: >) {
            let weight = expansionWeights[index]
            expansionWeights[index] = 0
            isMarkedDefinition[index] = false
            expandedConstants.append(weight * definitions[index]!.constant)  // safe: queued live
            // The constraint alone taken out: calling into the definition while `accumulate` reads
            // the others would copy it.
            let constraint = definitions[index]!.constraint, position = Int(definitions[index]!.position)  // safe: as above
            let scale = definitions[index]!.scale  // safe: as above
            constraint.forEachTerm { term, variable, coefficient in
                // As `Definition.forEachTerm` gives it, to the bit.
                if term != position && !nearZero(coefficient) { accumulate(variable, weight * (-coefficient / scale)) }
            }
            accumulateTag(of: index, weight)
        }
        var sum = 0.0
        for constant in constantExpansions { sum += constant }
        constantExpansions.removeAll(keepingCapacity: true)
        for constant in expandedConstants.reversed() { sum += constant }
        tableau.accumulatedConstant += sum
    }
}
