import Synchronization

/// What a solver keeps per variable — its symbol, and its links to definitions — and per
/// constraint — its record's slot or its definition's index — kept on the object itself by the
/// first solver that needs it (the object's claim), and in dictionaries by any other solver using
/// the same object at the same time (a scratch solver measuring part of a layout). Looking these
/// up by hashing identities was a tenth of adding a constraint.
extension Solver {
    /// A number for each solver, unique in the process: a claim names its solver by it, so a
    /// solver freed without releasing a claim can never be mistaken for a new one.
    static let serials = Atomic<UInt64>(0)

    /// The variable's symbol in this solver, if it has one.
    @inline(__always)
    func symbol(of variable: Variable) -> Symbol? {
        if variable.claim == serial {
            let symbol = variable.claimedSymbol
            return symbol == noSymbol ? nil : symbol
        }
        return symbolsByVariable[ObjectIdentifier(variable)]
    }

    /// Records (or with nil forgets) the variable's symbol.
    func setSymbol(_ symbol: Symbol?, of variable: Variable) {
        if claim(variable) {
            variable.claimedSymbol = symbol ?? noSymbol
            releaseClaimIfUnused(variable)
        } else {
            symbolsByVariable[ObjectIdentifier(variable)] = symbol
        }
    }

    /// The variable's links to definitions, if any.
    @inline(__always)
    func links(of variable: Variable) -> DefinitionLinks? {
        if variable.claim == serial { return variable.claimedLinks }
        return links.isEmpty ? nil : links[ObjectIdentifier(variable)]
    }

    /// Changes the variable's links (starting from none), dropping them when nothing is left.
    func modifyLinks(of variable: Variable, _ change: (inout DefinitionLinks) -> Void) {
        if claim(variable) {
            var link = variable.claimedLinks ?? DefinitionLinks()
            change(&link)
            variable.claimedLinks = link.isEmpty ? nil : link
            releaseClaimIfUnused(variable)
        } else {
            let key = ObjectIdentifier(variable)
            var link = links[key] ?? DefinitionLinks()
            change(&link)
            links[key] = link.isEmpty ? nil : link
        }
    }

    /// Whether the variable's bookkeeping lives on it for this solver, claiming it if it is free
    /// and this solver keeps nothing for it in its tables yet (a claim released by another solver
    /// must not hide what this one recorded there).
    @inline(__always)
    private func claim(_ variable: Variable) -> Bool {
        if variable.claim == serial { return true }
        guard variable.claim == 0 else { return false }
        let key = ObjectIdentifier(variable)
        guard symbolsByVariable.isEmpty || symbolsByVariable[key] == nil, links.isEmpty || links[key] == nil else {
            return false
        }
        variable.claim = serial
        return true
    }

    private func releaseClaimIfUnused(_ variable: Variable) {
        guard variable.claimedSymbol == noSymbol, variable.claimedLinks == nil else { return }
        variable.claim = 0
    }

    /// The slot of the constraint's record, if it is in the tableau.
    @inline(__always)
    func slot(of constraint: Constraint) -> Int32? {
        if constraint.claim == serial { return constraint.claimedSlot < 0 ? nil : constraint.claimedSlot }
        return slots[ObjectIdentifier(constraint)]
    }

    /// Records (or with nil forgets) the constraint's slot.
    func setSlot(_ slot: Int32?, of constraint: Constraint) {
        if claim(constraint) {
            constraint.claimedSlot = slot ?? -1
            releaseClaimIfUnused(constraint)
        } else {
            slots[ObjectIdentifier(constraint)] = slot
        }
    }

    /// The index of the constraint's definition, if it is one.
    @inline(__always)
    func definitionIndex(of constraint: Constraint) -> Int? {
        if constraint.claim == serial { return constraint.claimedDefinition < 0 ? nil : constraint.claimedDefinition }
        return definitionSlots.isEmpty ? nil : definitionSlots[ObjectIdentifier(constraint)]
    }

    /// Records (or with nil forgets) the index of the constraint's definition.
    func setDefinitionIndex(_ index: Int?, of constraint: Constraint) {
        if claim(constraint) {
            constraint.claimedDefinition = index ?? -1
            releaseClaimIfUnused(constraint)
        } else {
            definitionSlots[ObjectIdentifier(constraint)] = index
        }
    }

    /// As for variables: claims a free constraint this solver has no table entry for.
    @inline(__always)
    private func claim(_ constraint: Constraint) -> Bool {
        if constraint.claim == serial { return true }
        guard constraint.claim == 0 else { return false }
        let key = ObjectIdentifier(constraint)
        guard slots.isEmpty || slots[key] == nil, definitionSlots.isEmpty || definitionSlots[key] == nil else {
            return false
        }
        constraint.claim = serial
        return true
    }

    private func releaseClaimIfUnused(_ constraint: Constraint) {
        guard constraint.claimedSlot < 0, constraint.claimedDefinition < 0 else { return }
        constraint.claim = 0
    }

    /// Releases every claim this solver holds: each claimed variable has a symbol, or is a live
    /// definition's variable or term; each claimed constraint has a record or a definition.
    func releaseClaims() {
        func release(_ variable: Variable) {
            guard variable.claim == serial else { return }
            variable.claim = 0
            variable.claimedSymbol = noSymbol
            variable.claimedLinks = nil
        }
        func release(_ constraint: Constraint) {
            guard constraint.claim == serial else { return }
            constraint.claim = 0
            constraint.claimedSlot = -1
            constraint.claimedDefinition = -1
        }
        for variable in variables { release(variable) }
        for case let record? in records { release(record.constraint) }
        for case let definition? in definitions {
            release(definition.constraint)
            release(definition.variable)
            for term in definition.terms { release(term.variable) }
        }
    }
}
