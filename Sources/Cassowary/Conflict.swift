extension Solver {
    /// The constraint slots that own `symbols` (markers and errors), without duplicates.
    func owningSlots(_ symbols: [Symbol]) -> [Int32] {
        var result: [Int32] = []
        for symbol in symbols {
            let kind = tableau.symbols[Int(symbol)].kind
            guard kind == .slack || kind == .dummy || kind == .error else { continue }
            let owner = tableau.symbols[Int(symbol)].owner
            if owner >= 0 && !result.contains(owner) { result.append(owner) }
        }
        return result
    }

    /// The error for a required `constraint` that cannot hold: a minimal conflicting set.
    ///
    /// `culprits` are the slots whose markers appear in the simplex's proof of infeasibility (the
    /// nonzero multipliers of a Farkas combination). That set is infeasible with `constraint`
    /// but not always minimal, so a deletion filter then drops every member the conflict does not
    /// need, re-solving small probe systems. `probe` stands in for `constraint` when its
    /// constant was being changed.
    func unsatisfiable(_ constraint: Constraint, culprits: [Int32], replacing probe: Constraint? = nil) -> SolverError {
        guard constraint.strength.isRequired else {
            return .internalError("an optional constraint could not be satisfied: \(constraint)")
        }
        guard explainsConflicts else { return .unsatisfiable(constraint, conflicting: [constraint]) }
        let test = probe ?? constraint
        var members = culprits.compactMap { Int($0) < records.count ? records[Int($0)] : nil }
            .filter { $0.constraint !== constraint && $0.constraint.strength.isRequired }
            .sorted { $0.order < $1.order }
            .map(\.constraint)
        if Solver.isFeasible(members + [test]) {
            members = requiredComponent(of: constraint)
        }
        var index = 0
        while index < members.count {
            var trial = members
            trial.remove(at: index)
            if Solver.isFeasible(trial + [test]) { index += 1 } else { members = trial }
        }
        return .unsatisfiable(constraint, conflicting: members + [constraint])
    }

    /// Whether required `constraints` can hold together, checked in a fresh solver.
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        let probe = Solver(explainsConflicts: false)
        for constraint in constraints {
            do { try probe.add(constraint) } catch { return false }
        }
        return true
    }

    /// Every required constraint linked to `constraint` through shared variables, in order added:
    /// the fallback when rounding spoils the simplex's own proof.
    private func requiredComponent(of constraint: Constraint) -> [Constraint] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (slot, record) in records.enumerated() {
            guard let record, record.constraint.strength.isRequired, record.constraint !== constraint else { continue }
            for term in record.constraint.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(slot)
            }
        }
        var pending = constraint.terms.map { ObjectIdentifier($0.variable) }
        var seenVariables = Set(pending)
        var found = Set<Int>()
        while let variable = pending.popLast() {
            for slot in byVariable[variable] ?? [] where found.insert(slot).inserted {
                for term in records[slot]!.constraint.terms  // safe: collected from live records
                where seenVariables.insert(ObjectIdentifier(term.variable)).inserted {
                    pending.append(ObjectIdentifier(term.variable))
                }
            }
        }
        return found.compactMap { records[$0] }.sorted { $0.order < $1.order }.map(\.constraint)
    }
}
