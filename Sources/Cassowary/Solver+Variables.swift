import Synchronization

/// What a solver keeps per variable — its symbol, and its links to definitions — kept on the
/// variable itself by the first solver that needs it (the variable's claim), and in dictionaries
/// by any other solver using the same variable at the same time (a scratch solver measuring
/// part of a layout). Looking these up by hashing the variable's identity was a tenth of adding
/// a constraint.
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

    /// Whether the variable's bookkeeping lives on it for this solver, claiming it if it is free.
    @inline(__always)
    private func claim(_ variable: Variable) -> Bool {
        if variable.claim == serial { return true }
        guard variable.claim == 0 else { return false }
        variable.claim = serial
        return true
    }

    private func releaseClaimIfUnused(_ variable: Variable) {
        guard variable.claimedSymbol == noSymbol, variable.claimedLinks == nil else { return }
        variable.claim = 0
    }

    /// Releases every claim this solver holds: each claimed variable has a symbol, or is a live
    /// definition's variable or term.
    func releaseClaims() {
        func release(_ variable: Variable) {
            guard variable.claim == serial else { return }
            variable.claim = 0
            variable.claimedSymbol = noSymbol
            variable.claimedLinks = nil
        }
        for variable in variables { release(variable) }
        for case let definition? in definitions {
            release(definition.variable)
            for term in definition.terms { release(term.variable) }
        }
    }
}
