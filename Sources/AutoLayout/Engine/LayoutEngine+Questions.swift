import Cassowary
import Foundation

extension LayoutEngine {
    /// The size of `root` in a throwaway engine that sees only its subtree, pulled towards
    /// `target` at the fitting priorities; no frame changes.
    /// `inspect` sees the solution before the variables are restored.
    func measure(_ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority,
                 inspect: () -> Void = {}) -> CGSize {
        var saved: [(Variable, Double)] = []
        visitItems(root) { variables in
            for variable in [variables.minX, variables.minY, variables.width, variables.height] {
                saved.append((variable, variable.value))
            }
        }
        attach(root)
        enqueue(LayoutConstraint(kind: .fitting, item: root, attribute: .width, constant: target.width, priority: horizontal))
        enqueue(LayoutConstraint(kind: .fitting, item: root, attribute: .height, constant: target.height, priority: vertical))
        registerPending()
        solver.updateVariables()
        let size = CGSize(width: root.variables.width.value, height: root.variables.height.value)
        inspect()
        for (variable, value) in saved { variable.restore(value) }
        return size
    }

    /// Whether `item`'s frame could move without breaking or worsening any constraint: each of its
    /// variables is pulled up and down at a priority below every other; one that moves is free.
    func isAmbiguous(_ item: any LayoutItem, variables: ItemVariables) -> Bool {
        solve()
        var ambiguous = false
        for variable in [variables.minX, variables.minY, variables.width, variables.height] where !ambiguous {
            // Most variables of a finished layout are fixed by required equalities: no probe.
            if solver.isFixedByRequiredEqualities(variable) { continue }
            let value = variable.value
            holdProbeLevel()
            do {
                // One edit per variable, pulled one way then the other.
                try solver.addEditVariable(variable, strength: LayoutEngine.probeStrength)
                for step in [1.0, -1.0] where !ambiguous {
                    try solver.suggestValue(value + step, for: variable)
                    solver.updateVariables()
                    ambiguous = abs(variable.value - value) > 1e-9
                }
                try solver.removeEditVariable(variable)
            } catch {
                return false
            }
            solver.updateVariables()
            variable.restore(value)
        }
        return ambiguous
    }

    /// Below every priority a constraint can have.
    static let probeStrength = Strength(priority: 1e-3)

    /// Keeps the probes' priority level in the solver between probes: a level is made with room
    /// for every symbol and dropped when its last error goes, so asking about each view of a large
    /// tree in turn would otherwise cost the square of its size. Dropped at the next solve that
    /// has work to do.
    private func holdProbeLevel() {
        guard probeLevelHolder == nil else { return }
        let holder = Variable("probe level")
        guard (try? solver.addEditVariable(holder, strength: LayoutEngine.probeStrength)) != nil else { return }
        probeLevelHolder = holder
    }

    func dropProbeLevel() {
        guard let holder = probeLevelHolder else { return }
        probeLevelHolder = nil
        try? solver.removeEditVariable(holder)
    }

    /// The registered constraints that position `item` along `axis`, the engine's own included.
    func constraintsAffecting(_ item: any LayoutItem, axis: LayoutAxis) -> [LayoutConstraint] {
        registeredConstraints.filter { constraint in
            guard constraint.kind != .sizeFloor else { return false }
            return (constraint.firstReference.item === item && constraint.storedFirstAttribute.axis == axis)
                || (constraint.secondReference?.item === item && constraint.storedSecondAttribute.axis == axis)
        }
    }

    private func visitItems(_ view: View, _ body: (ItemVariables) -> Void) {
        visit(view) { each in
            body(each.variables)
            for guide in each.layoutGuides { body(guide.variables) }
        }
    }
}

extension Variable {
    /// Puts back a value a measurement overwrote, so frames read later are the real layout's.
    func restore(_ value: Double) {
        self.value = value
    }
}
