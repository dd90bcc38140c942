import Cassowary

/// What makes two solver constraints interchangeable but for their constants: the same terms, in
/// the same order, the same relation and the same strength.
struct RetiringShape: Hashable {
    let variables: [ObjectIdentifier]
    let coefficients: [Double]
    let op: RelationalOperator
    let priority: Double
    let belowPriority: Double

    init(_ constraint: Cassowary.Constraint) {
        variables = (0..<constraint.termCount).map { ObjectIdentifier(constraint.variable(at: $0)) }
        coefficients = (0..<constraint.termCount).map(constraint.coefficient(at:))
        op = constraint.op
        priority = constraint.strength.priority
        belowPriority = constraint.belowStrength.priority
    }
}

/// Deactivating a constraint and activating one of the same shape before the next solve — what
/// `remakeConstraints` does, and what UIKit code toggling constraints does — changes the solver
/// constraint's constant instead of removing it and adding another. Removing a constraint pivots
/// its marker through every row that mentions it, which in a long chain of views is most of the
/// tableau; a constant change only adjusts those rows' constants.
extension LayoutEngine {
    /// Keeps a deactivated constraint's solver constraint for reuse until the next registration.
    func retire(_ constraint: Cassowary.Constraint) {
        retiring[RetiringShape(constraint), default: []].append(constraint)
        retiringOrder.append(constraint)
    }

    /// A retired solver constraint of `constraint`'s shape, given `constraint`'s constant; nil if
    /// there is none or the new constant cannot hold (the caller then adds it the usual way).
    func reuseRetired(for constraint: Cassowary.Constraint) -> Cassowary.Constraint? {
        guard !retiringOrder.isEmpty else { return nil }
        let shape = RetiringShape(constraint)
        guard var candidates = retiring[shape], let reused = candidates.popLast() else { return nil }
        retiring[shape] = candidates.isEmpty ? nil : candidates
        retiringOrder.removeAll { $0 === reused }
        do {
            if reused.constant != constraint.constant {
                try solver.setConstant(constraint.constant, of: reused)
            }
            return reused
        } catch {
            try? solver.remove(reused)
            return nil
        }
    }

    /// Removes every retired solver constraint nothing reused.
    func removeRetired() {
        guard !retiringOrder.isEmpty else { return }
        for constraint in retiringOrder { try? solver.remove(constraint) }
        retiring.removeAll()
        retiringOrder.removeAll()
        markRefusedForRetry()
    }
}
