extension Solver {
    /// The term of an equality whose variable the solver has never seen, if there is one (the
    /// largest coefficient wins, to divide by it): the constraint can define that variable; and
    /// whether that is its only term. An equality with one term may define a variable that
    /// definitions read already, as long as nothing gives it a value and no row names it: it
    /// reads nothing, so it can be evaluated before its readers although it is newer.
    func freshTerm(of constraint: Constraint) -> (index: Int, isOnly: Bool)? {
        guard constraint.op == .equal else { return nil }
        var best = -1, bestMagnitude = 0.0, count = 0, last = 0, lastIsUndefined = false
        constraint.forEachTerm { index, variable, coefficient in
            let magnitude = abs(coefficient)
            guard !nearZero(magnitude) else { return }
            count += 1
            last = index
            lastIsUndefined = false
            // The one term of a one-term equality always comes here (its magnitude beats 0).
            guard magnitude > bestMagnitude, symbol(of: variable) == nil else { return }
            let links = links(of: variable)
            lastIsUndefined = (links?.defining ?? -1) < 0
            guard links?.isEmpty ?? true else { return }
            best = index
            bestMagnitude = magnitude
        }
        if best >= 0 { return (best, count == 1) }
        return count == 1 && lastIsUndefined ? (last, true) : nil
    }

    /// Keeps `constraint` as the definition of its term at `index` (its only one if `isOnly`).
    func define(_ constraint: Constraint, solvingFor index: Int, isOnly: Bool) {
        if definitions.count >= 64 && liveDefinitions * 2 < definitions.count { compactDefinitions() }
        let definition = Definition(constraint, solvingFor: index, isConstant: isOnly, order: nextOrder)
        nextOrder += 1
        definitions.appendGrowingByHalf(nil)
        isStale.appendGrowingByHalf(false)
        restoreDefinition(definition, at: definitions.count - 1)
        if isOnly { markConstantStale(definitions.count - 1) } else { markStale(definitions.count - 1) }
    }

    /// Puts a definition (back) at `index`, linking it to its variables.
    func restoreDefinition(_ definition: Definition, at index: Int) {
        definitions[index] = definition
        liveDefinitions += 1
        setDefinitionIndex(index, of: definition.constraint)
        link(definition, at: index)
    }

    /// Takes the definition at `index` out; its variable keeps its value and, if other
    /// definitions read it, becomes a free variable they read.
    @discardableResult
    func dropDefinition(at index: Int) -> Definition {
        let definition = definitions[index]!  // safe: callers pass the index of a live definition
        definitions[index] = nil
        liveDefinitions -= 1
        setDefinitionIndex(nil, of: definition.constraint)
        modifyLinks(of: definition.variable) { $0.defining = -1 }
        definition.forEachTerm { variable, _ in modifyLinks(of: variable) { $0.removeReader(index) } }
        return definition
    }

    /// Links a definition at `index` to the variable it defines and those it reads.
    private func link(_ definition: Definition, at index: Int) {
        modifyLinks(of: definition.variable) { $0.defining = index }
        definition.forEachTerm { variable, _ in modifyLinks(of: variable) { $0.addReader(index) } }
    }

    /// Changes a definition's constant, to be evaluated at the next update; false if
    /// `constraint` is not a definition. A read definition moves the rows that read it too, and
    /// like any required constraint is refused if they cannot follow.
    func changeDefinitionConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) -> Bool {
        guard let index = definitionIndex(of: constraint) else { return false }
        if definitions[index]!.isRead { try changeConstant(constant, of: constraint) }  // safe: indexed live
        constraint.constant = constant
        definitions[index]!.constant = -constant / definitions[index]!.scale  // safe: as above
        queueEvaluation(of: index)
        return true
    }

    // MARK: Evaluating

    /// Queues the live definition at `index` for evaluation at the next update: a constant one
    /// with the other constant ones, before the rest.
    func queueEvaluation(of index: Int) {
        if definitions[index]!.isConstant { markConstantStale(index) } else { markStale(index) }  // safe: callers pass live indices
    }

    /// Queues a constant definition, to be evaluated before the others.
    private func markConstantStale(_ index: Int) {
        guard !isStale[index] else { return }
        isStale[index] = true
        staleConstants.append(index)
    }

    /// Queues a definition that reads other variables for evaluation at the next update.
    func markStale(_ index: Int) {
        guard !isStale[index] else { return }
        isStale[index] = true
        // A scan in progress reaches it: it reads the definition being evaluated, so it is newer.
        guard !isScanningStale else { return }
        // Older definitions are evaluated first.
        staleDefinitions.pushHeap(index, first: <)
    }

    /// The oldest stale definition, taken off the queue.
    private func popStale() -> Int? {
        guard let first = staleDefinitions.popHeap(first: <) else { return nil }
        isStale[first] = false
        return first
    }

    /// Marks stale the definitions that read `variable`, whose value changed.
    @inline(__always)
    func noteValueChange(of variable: Variable) {
        guard liveDefinitions > 0, let link = links(of: variable) else { return }
        link.forEachReader { markStale($0) }
    }

    /// Evaluates the stale definitions, oldest first, calling `changed` for each value that moved.
    func evaluateDefinitions(_ changed: (Variable) -> Void) {
        // Constant definitions read nothing, and may be read by older ones: they go first.
        if !staleConstants.isEmpty {
            for index in staleConstants where isStale[index] {
                isStale[index] = false
                evaluateDefinition(at: index, changed)
            }
            staleConstants.removeAll(keepingCapacity: true)
        }
        guard !staleDefinitions.isEmpty else { return }
        if staleDefinitions.count > liveDefinitions / 4 {
            // Most are stale: one pass in order beats the queue, and an older definition is
            // always evaluated before those that read it (a constant one was evaluated above).
            for index in staleDefinitions { isStale[index] = false }
            staleDefinitions.removeAll(keepingCapacity: true)
            // Read in place, as in `evaluateDefinition(at:)`.
            for index in definitions.indices where definitions[index] != nil {
                let value = value(ofDefinitionAt: index)
                let variable = definitions[index]!.variable  // safe: as above
                guard variable.value != value else { continue }
                variable.value = value
                changed(variable)
            }
            return
        }
        while let index = popStale() {
            evaluateDefinition(at: index, changed)
            // A change that spreads — a chain of cells, all moved — queues more than a scan of
            // the definitions after this one costs: take them in index order instead, which is
            // the order of age.
            if staleDefinitions.count > 64 && staleDefinitions.count * 8 > definitions.count - index {
                scanStaleDefinitions(after: index, changed)
                return
            }
        }
    }

    /// Evaluates the stale definitions after `start` in index order, the queue set aside (its
    /// members are marked stale, and all come after `start`).
    private func scanStaleDefinitions(after start: Int, _ changed: (Variable) -> Void) {
        staleDefinitions.removeAll(keepingCapacity: true)
        isScanningStale = true
        for index in (start + 1)..<definitions.count where isStale[index] {
            isStale[index] = false
            evaluateDefinition(at: index, changed)
        }
        isScanningStale = false
    }

    /// Evaluates one definition, noting a change of its value.
    @inline(__always)
    private func evaluateDefinition(at index: Int, _ changed: (Variable) -> Void) {
        // Read in place: binding the definition would copy it, retaining its constraint and
        // variable, for each one evaluated.
        guard definitions[index] != nil else { return }
        let value = value(ofDefinitionAt: index)
        let variable = definitions[index]!.variable  // safe: tested just above
        guard variable.value != value else { return }
        variable.value = value
        changed(variable)
        noteValueChange(of: variable)
    }

    /// The value of the live definition at `index`: its expression's, and for a read optional one
    /// what its errors give way, `(e⁺ - e⁻)/scale`.
    @inline(__always)
    private func value(ofDefinitionAt index: Int) -> Double {
        // Each read on its own: binding the definition, or its tag, would copy it.
        let value = definitions[index]!.value  // safe: callers pass live indices
        guard definitions[index]!.tag.other != noSymbol else { return value }  // safe: as above
        let above = tableau.value(of: definitions[index]!.tag.marker)  // safe: as above
        let below = tableau.value(of: definitions[index]!.tag.other)  // safe: as above
        return value + (above - below) / definitions[index]!.scale  // safe: as above
    }

    /// Drops the holes removed definitions left, keeping the order.
    private func compactDefinitions() {
        var newIndex = [Int](repeating: -1, count: definitions.count)
        var kept: [Definition?] = []
        kept.reserveCapacity(liveDefinitions)
        var keptStale: [Bool] = []
        for (index, definition) in definitions.enumerated() where definition != nil {
            newIndex[index] = kept.count
            kept.append(definition)
            keptStale.append(isStale[index])
        }
        // Sorted, the queue is a heap again.
        staleDefinitions = staleDefinitions.compactMap { newIndex[$0] >= 0 ? newIndex[$0] : nil }.sorted()
        staleConstants = staleConstants.compactMap { newIndex[$0] >= 0 ? newIndex[$0] : nil }
        // Links are rebuilt from the kept definitions at their new indices.
        for case let definition? in definitions {
            modifyLinks(of: definition.variable) { $0 = DefinitionLinks() }
            definition.forEachTerm { variable, _ in modifyLinks(of: variable) { $0 = DefinitionLinks() } }
        }
        definitions = kept
        isStale = keptStale
        for case let (index, definition?) in kept.enumerated() {
            setDefinitionIndex(index, of: definition.constraint)
            link(definition, at: index)
        }
    }
}
