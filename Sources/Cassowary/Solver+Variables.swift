import Synchronization

/// What a solver keeps per variable — its symbol, and its links to definitions — and per
/// constraint — its record's slot or its definition's index — kept on the object itself by the
/// first solver that needs it (the object's claim), and in dictionaries by any other solver using
/// the same object at the same time (a scratch solver measuring part of a layout). The common
/// case, one solver, then finds them without hashing an identity.
extension Solver {
    /// A number for each solver, unique in the process: a claim names its solver by it, so a
    /// solver freed without releasing a claim can never be mistaken for a new one.
    static let serials = Atomic<UInt64>(0)

    /// The variable's symbol in this solver, if it has one.
    @inline(__always)
    func symbol(of variable: Variable) -> Symbol? {
        if variable.claimant == serial {
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
        if variable.claimant == serial { return variable.claimedLinks }
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

    /// The slot of the constraint's record, if it is in the tableau.
    @inline(__always)
    func slot(of constraint: Constraint) -> Int32? {
        entry(of: constraint, isDefinition: false).map(Int32.init)
    }

    /// Records (or with nil forgets) the constraint's slot.
    func setSlot(_ slot: Int32?, of constraint: Constraint) {
        setEntry(slot.map(Int.init), of: constraint, isDefinition: false)
    }

    /// The index of the constraint's definition, if it is one.
    @inline(__always)
    func definitionIndex(of constraint: Constraint) -> Int? {
        entry(of: constraint, isDefinition: true)
    }

    /// Records (or with nil forgets) the index of the constraint's definition.
    func setDefinitionIndex(_ index: Int?, of constraint: Constraint) {
        setEntry(index, of: constraint, isDefinition: true)
    }

    /// A constraint's slot or definition index, wherever this solver keeps it.
    @inline(__always)
    private func entry(of constraint: Constraint, isDefinition: Bool) -> Int? {
        if constraint.claimant == serial {
            let value = Int(isDefinition ? constraint.claimedDefinition : constraint.claimedSlot)
            return value < 0 ? nil : value
        }
        let key = ObjectIdentifier(constraint)
        if isDefinition { return definitionSlots.isEmpty ? nil : definitionSlots[key] }
        return slots[key].map(Int.init)
    }

    private func setEntry(_ value: Int?, of constraint: Constraint, isDefinition: Bool) {
        if claim(constraint) {
            if isDefinition { constraint.claimedDefinition = Int32(value ?? -1) } else { constraint.claimedSlot = Int32(value ?? -1) }
            releaseClaimIfUnused(constraint)
        } else if isDefinition {
            definitionSlots[ObjectIdentifier(constraint)] = value
        } else {
            slots[ObjectIdentifier(constraint)] = value.map(Int32.init)
        }
    }

    /// Whether `object`'s bookkeeping lives on it for this solver, claiming it if it is free and
    /// this solver keeps nothing for it in its tables yet (a claim another solver released must
    /// not hide what this one recorded there).
    @inline(__always)
    private func claim(_ object: some Claimable) -> Bool {
        if object.claimant == serial { return true }
        guard object.claimant == 0, !hasTableEntries(for: object) else { return false }
        object.claimant = serial
        return true
    }

    private func hasTableEntries(for object: some Claimable) -> Bool {
        let key = ObjectIdentifier(object)
        if object is Variable {
            return (!symbolsByVariable.isEmpty && symbolsByVariable[key] != nil) || (!links.isEmpty && links[key] != nil)
        }
        return (!slots.isEmpty && slots[key] != nil) || (!definitionSlots.isEmpty && definitionSlots[key] != nil)
    }

    /// Gives the claim up once nothing is kept on the object.
    private func releaseClaimIfUnused(_ object: some Claimable) {
        if object.holdsNothing { object.claimant = 0 }
    }

    /// Releases every claim this solver holds: each claimed variable has a symbol, or is a live
    /// definition's variable or term; each claimed constraint has a record or a definition.
    func releaseClaims() {
        func release(_ object: some Claimable) {
            guard object.claimant == serial else { return }
            object.clearClaimed()
        }
        for variable in variables { release(variable) }
        for case let record? in records { release(record.constraint) }
        for case let definition? in definitions {
            release(definition.constraint)
            release(definition.variable)
            definition.forEachTerm { variable, _ in release(variable) }
        }
    }
}

/// An object a solver can keep its bookkeeping on: a variable or a constraint.
protocol Claimable: AnyObject {
    /// The serial of the solver keeping its bookkeeping here; 0 for none.
    var claimant: UInt64 { get set }
    /// Whether nothing is kept here (the claim can go).
    var holdsNothing: Bool { get }
    /// Forgets what is kept here, and the claim.
    func clearClaimed()
}

extension Variable: Claimable {
    var holdsNothing: Bool { claimedSymbol == noSymbol && claimedLinks == nil }

    func clearClaimed() {
        claimant = 0
        claimedSymbol = noSymbol
        claimedLinks = nil
    }
}

extension Constraint: Claimable {
    var holdsNothing: Bool { claimedSlot < 0 && claimedDefinition < 0 }

    func clearClaimed() {
        claimant = 0
        claimedSlot = -1
        claimedDefinition = -1
    }
}
