extension Solver {
    /// A definition brought into the tableau during an add, with what is needed to put it back
    /// if the add is refused.
    struct Promotion {
        let definition: Definition
        let index: Int
        let slot: Int32
        let appendedRecord: Bool
        /// The symbol its row was solved for.
        let basic: Symbol
    }

    /// The term of a required equality whose variable the solver has never seen, if there is one
    /// (the largest coefficient wins, to divide by it): the constraint can define that variable.
    func freshTermIndex(of constraint: Constraint) -> Int? {
        guard constraint.op == .equal, constraint.strength.isRequired else { return nil }
        var best: Int?
        var bestMagnitude = 0.0
        constraint.forEachTerm { index, variable, coefficient in
            let magnitude = abs(coefficient)
            guard magnitude > bestMagnitude, !nearZero(magnitude) else { return }
            guard symbol(of: variable) == nil, links(of: variable)?.isEmpty ?? true else { return }
            best = index
            bestMagnitude = magnitude
        }
        return best
    }

    /// Keeps `constraint` as the definition of its term at `index`.
    func define(_ constraint: Constraint, solvingFor index: Int) {
        if definitions.count >= 64 && liveDefinitions * 2 < definitions.count { compactDefinitions() }
        let definition = Definition(constraint, solvingFor: index, order: nextOrder)
        nextOrder += 1
        definitions.appendGrowingByHalf(nil)
        isStale.appendGrowingByHalf(false)
        restoreDefinition(definition, at: definitions.count - 1)
        markStale(definitions.count - 1)
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

    /// Removes a definition's constraint; false if `constraint` is not a definition.
    func removeDefinition(of constraint: Constraint) -> Bool {
        guard let index = definitionIndex(of: constraint) else { return false }
        dropDefinition(at: index)
        return true
    }

    /// Changes a definition's constant, to be evaluated at the next update; false if
    /// `constraint` is not a definition.
    func changeDefinitionConstant(_ constant: Double, of constraint: Constraint) -> Bool {
        guard let index = definitionIndex(of: constraint) else { return false }
        constraint.constant = constant
        definitions[index]!.constant = -constant / definitions[index]!.scale  // safe: indexed live
        markStale(index)
        return true
    }

    /// Brings into the tableau every definition `constraint` reads, directly or through other
    /// definitions, oldest first (each reads only older ones). Each only adds a row: its row is
    /// solved for a variable no other row mentions, so substituting it changes nothing else —
    /// which lets ``undoPromotions(_:)`` take the rows out again exactly.
    func promoteDefinitions(readBy constraint: Constraint) -> [Promotion] {
        guard liveDefinitions > 0 else { return [] }
        var readsADefinition = false
        constraint.forEachTerm { _, variable, _ in
            if !readsADefinition && (links(of: variable)?.defining ?? -1) >= 0 { readsADefinition = true }
        }
        guard readsADefinition else { return [] }
        // Usually a few: a list, searched in place. The definitions behind a long chain can
        // number thousands, so past a few dozen a set takes over.
        var needed: [Int] = []
        needed.reserveCapacity(8)
        var neededSet = Set<Int>()
        var pending: [Variable] = []
        pending.reserveCapacity(constraint.termCount)
        constraint.forEachTerm { _, variable, _ in pending.append(variable) }
        while let variable = pending.popLast() {
            guard let index = links(of: variable)?.defining, index >= 0 else { continue }
            if neededSet.isEmpty {
                guard !needed.contains(index) else { continue }
                if needed.count == 32 { neededSet = Set(needed) }
            }
            if !neededSet.isEmpty { guard neededSet.insert(index).inserted else { continue } }
            needed.append(index)
            definitions[index]!.forEachTerm { variable, _ in pending.append(variable) }  // safe: linked, so live
        }
        guard !needed.isEmpty else { return [] }
        needed.sort()
        var promotions: [Promotion] = []
        promotions.reserveCapacity(needed.count)
        for index in needed {
            let definition = dropDefinition(at: index)
            let slot = freeSlots.last ?? Int32(records.count)
            let appended = freeSlots.isEmpty
            do {
                // Its variable is new to the tableau, so the row is solved for it: no conflict.
                let basic = try insert(definition.constraint, order: definition.order)
                promotions.append(Promotion(definition: definition, index: index, slot: slot, appendedRecord: appended,
                                            basic: basic))
            } catch {
                // Rounding only (the insert removed its row): keep it a definition.
                restoreDefinition(definition, at: index)
            }
        }
        return promotions
    }

    /// Undoes promotions after the add they served was refused (and undid its own changes),
    /// newest first, so rows, columns, symbols and slots come back exactly as they were.
    func undoPromotions(_ promotions: [Promotion]) {
        for promotion in promotions.reversed() {
            let record = records[Int(promotion.slot)]!  // safe: inserted by the promotion
            // Its row is the newest entry of each column it is in: removing it restores them.
            if promotion.basic != noSymbol && tableau.isBasic[Int(promotion.basic)] { _ = tableau.uninstall(promotion.basic) }
            setSlot(nil, of: record.constraint)
            if record.tag.other != noSymbol { tableau.release(record.tag.other) }
            tableau.release(record.tag.marker)
            releaseVariables(of: record.constraint)
            if promotion.appendedRecord {
                records.removeLast()
            } else {
                records[Int(promotion.slot)] = nil
                freeSlots.append(promotion.slot)
            }
            restoreDefinition(promotion.definition, at: promotion.index)
        }
    }

    // MARK: Evaluating

    /// Queues a definition for evaluation at the next update.
    func markStale(_ index: Int) {
        guard !isStale[index] else { return }
        isStale[index] = true
        staleDefinitions.append(index)
        // Sift up: the queue is a min-heap, so older definitions are evaluated first.
        var child = staleDefinitions.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard staleDefinitions[parent] > staleDefinitions[child] else { break }
            staleDefinitions.swapAt(parent, child)
            child = parent
        }
    }

    /// The oldest stale definition, taken off the queue.
    private func popStale() -> Int? {
        guard let first = staleDefinitions.first else { return nil }
        let last = staleDefinitions.removeLast()
        if !staleDefinitions.isEmpty {
            staleDefinitions[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < staleDefinitions.count && staleDefinitions[left] < staleDefinitions[smallest] { smallest = left }
                if right < staleDefinitions.count && staleDefinitions[right] < staleDefinitions[smallest] { smallest = right }
                guard smallest != parent else { break }
                staleDefinitions.swapAt(parent, smallest)
                parent = smallest
            }
        }
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
        guard !staleDefinitions.isEmpty else { return }
        if staleDefinitions.count > liveDefinitions / 4 {
            // Most are stale: one pass in order beats the queue, and an older definition is
            // always evaluated before those that read it.
            for index in staleDefinitions { isStale[index] = false }
            staleDefinitions.removeAll(keepingCapacity: true)
            for case let definition? in definitions {
                let value = definition.value
                guard definition.variable.value != value else { continue }
                definition.variable.value = value
                changed(definition.variable)
            }
            return
        }
        while let index = popStale() {
            // Read in place: binding the definition would copy it, retaining its constraint and
            // variable, for each one evaluated.
            guard definitions[index] != nil else { continue }
            let value = definitions[index]!.value  // safe: tested just above
            let variable = definitions[index]!.variable  // safe: as above
            guard variable.value != value else { continue }
            variable.value = value
            changed(variable)
            noteValueChange(of: variable)
        }
    }

    /// Drops the holes removed and promoted definitions left, keeping the order.
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
