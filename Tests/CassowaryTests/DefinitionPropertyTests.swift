import Testing
@testable import Cassowary
import CassowaryWorkloads

/// Random sequences of adds, removals and constant changes over chains that stay definitions —
/// required and optional, of one term or more — with inequalities and optional constraints reading
/// them now and then: after every step the solver's invariants hold, each live required constraint
/// holds, and the optimum's error at each level equals a fresh solver's.
@Suite struct DefinitionPropertyTests {
    @Test func randomOperationsKeepEveryRequiredConstraint() throws {
        var steps = 0, readings = 0, refusals = 0
        for seed in 0..<200 as Range<UInt64> {
            var random = SplitMix64(seed: seed &* 31 &+ 7)
            let variables = (0..<12).map { Variable("v\($0)") }
            let solver = Solver()
            var live: [Constraint] = []
            for _ in 0..<40 {
                steps += 1
                let action = random.below(10)
                if action < 5 || live.isEmpty {
                    // Mostly `v[j] = v[i] + c` with j > i: a chain, a definition when v[j] is new.
                    let i = random.below(variables.count - 1), j = i + 1 + random.below(variables.count - i - 1)
                    let c = Double(random.below(21) - 10)
                    let constraint: Constraint
                    switch random.below(6) {
                    case 0: constraint = variables[j] >= variables[i] + c
                    case 1: constraint = (variables[j] == c) | .weak
                    case 2: constraint = variables[i] <= c + 40
                    case 3: constraint = (variables[j] == variables[i] + c) | .medium
                    default: constraint = variables[j] == variables[i] + c
                    }
                    let before = solver.statistics
                    do {
                        try solver.add(constraint)
                        live.append(constraint)
                        if solver.statistics.readDefinitions > before.readDefinitions { readings += 1 }
                    } catch {
                        refusals += 1
                        let after = solver.statistics
                        #expect(after.definitions == before.definitions && after.readDefinitions == before.readDefinitions
                                && after.symbols == before.symbols, "seed \(seed): a refusal keeps definitions")
                    }
                } else if action < 7 {
                    let constraint = live.remove(at: random.below(live.count))
                    try solver.remove(constraint)
                } else {
                    let constraint = live[random.below(live.count)]
                    do { try solver.setConstant(Double(random.below(21) - 10), of: constraint) } catch { refusals += 1 }
                }
                solver.checkInvariants()
                solver.updateVariables()
                solver.checkInvariants()
                for constraint in live where constraint.strength.isRequired {
                    #expect(relativeViolation(constraint) <= 1e-9, "seed \(seed): \(constraint)")
                }
                // The same constraints added afresh reach the same optimum (error per level).
                let fresh = Solver()
                for constraint in live { try? fresh.add(constraint) }
                let ours = levelErrors(live)
                let saved = variables.map(\.value)
                fresh.updateVariables()
                let theirs = levelErrors(live)
                #expect(close(ours, theirs, 1e-7), "seed \(seed): \(ours) against \(theirs)")
                // Put back our solver's values: its next update writes only what changed.
                for (variable, value) in zip(variables, saved) { variable.value = value }
            }
        }
        #expect(steps == 8000 && readings > 100 && refusals > 10)
    }

    /// The total error of the optional constraints at each strength, highest first.
    private func levelErrors(_ constraints: [Constraint]) -> [Double] {
        let optional = constraints.filter { !$0.strength.isRequired }
        let levels = Set(optional.map(\.strength.priority)).sorted(by: >)
        return levels.map { level in
            optional.filter { $0.strength.priority == level }.reduce(0) { sum, constraint in
                let value = constraint.expression.value
                switch constraint.op {
                case .equal: return sum + abs(value)
                case .lessThanOrEqual: return sum + max(0, value)
                case .greaterThanOrEqual: return sum + max(0, -value)
                }
            }
        }
    }
}
