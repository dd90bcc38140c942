import Testing
@testable import Cassowary
import CassowaryWorkloads

/// A seeded random system whose optimum is unique: after the random constraints, each variable
/// has a stay at its own low priority level, so the levels fix the variables one at a time.
struct RandomSystem {
    let variables: [Variable]
    let constraints: [Constraint]
    let stays: [Constraint]
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        let variables = (0..<(2 + random.below(11))).map { Variable("x\($0)") }
        var constraints: [Constraint] = []
        for _ in 0..<(1 + random.below(30)) {
            var terms: [Term] = []
            for _ in 0..<(1 + random.below(3)) {
                let variable = variables[random.below(variables.count)]
                guard !terms.contains(where: { $0.variable === variable }) else { continue }
                var coefficient = 0
                while coefficient == 0 { coefficient = random.below(9) - 4 }
                terms.append(Term(variable, Double(coefficient)))
            }
            let op: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.below(3)]
            let strengths: [Strength] = [.required, .required, .required, .required, .strong, .medium, Strength(priority: 300)]
            constraints.append(Constraint(Expression(terms, constant: Double(random.below(41) - 20)), op,
                                          strength: strengths[random.below(strengths.count)]))
        }
        self.variables = variables
        self.constraints = constraints
        stays = variables.enumerated().map { index, variable in
            (variable == Double(index * 7 % 13 - 6)) | Strength(priority: Double(10 + index))
        }
    }

    /// Adds everything to `solver`, checking its invariants after each add; returns the
    /// constraints it accepted and the conflicts it reported.
    func build(_ solver: Solver) -> (accepted: [Constraint], conflicts: [(Constraint, [Constraint])]) {
        var accepted: [Constraint] = [], conflicts: [(Constraint, [Constraint])] = []
        for constraint in constraints + stays {
            do {
                try solver.add(constraint)
                accepted.append(constraint)
            } catch {
                if case let .unsatisfiable(rejected, set) = error { conflicts.append((rejected, set)) }
                else { Issue.record("unexpected error \(error)") }
            }
            solver.checkInvariants()
        }
        return (accepted, conflicts)
    }

    var values: [Double] { variables.map(\.value) }
}

/// How far `constraint` is from holding at the variables' current values, relative to its size.
func relativeViolation(_ constraint: Constraint) -> Double {
    let value = constraint.expression.value
    let size = constraint.expression.terms.reduce(1 + abs(constraint.expression.constant)) {
        $0 + abs($1.coefficient * $1.variable.value)
    }
    switch constraint.op {
    case .equal: return abs(value) / size
    case .lessThanOrEqual: return max(0, value) / size
    case .greaterThanOrEqual: return max(0, -value) / size
    }
}

func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance * (1 + abs($1)) }
}

@Suite struct PropertyTests {
    static let seeds = (0..<300).map(UInt64.init)

    @Test func requiredConstraintsHold() {
        var checked = 0
        for seed in Self.seeds {
            let system = RandomSystem(seed: seed)
            let solver = Solver()
            let (accepted, _) = system.build(solver)
            solver.updateVariables()
            for constraint in accepted where constraint.strength.isRequired {
                #expect(relativeViolation(constraint) <= 1e-9, "seed \(seed): \(constraint)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    @Test func removeThenAddGivesTheSameSolution() throws {
        for seed in Self.seeds {
            var system = RandomSystem(seed: seed)
            let solver = Solver()
            let (accepted, _) = system.build(solver)
            solver.updateVariables()
            let before = system.values
            let chosen = accepted[system.random.below(accepted.count)]
            try solver.remove(chosen)
            solver.checkInvariants()
            try solver.add(chosen)
            solver.checkInvariants()
            solver.updateVariables()
            #expect(close(system.values, before), "seed \(seed): \(chosen)")
        }
    }

    @Test func setConstantEqualsRemoveAndAddWithTheNewConstant() throws {
        var refused = 0
        for seed in Self.seeds {
            var system = RandomSystem(seed: seed)
            let inPlace = Solver(), rebuilt = Solver()
            let (accepted, _) = system.build(inPlace)
            _ = system.build(rebuilt)
            inPlace.updateVariables()
            let before = system.values
            let chosen = accepted[system.random.below(accepted.count)]
            let constant = Double(system.random.below(41) - 20)
            var changed = chosen.expression
            changed.constant = constant
            let replacement = Constraint(changed, chosen.op, strength: chosen.strength)
            try rebuilt.remove(chosen)
            rebuilt.checkInvariants()
            let rebuiltAccepted = (try? rebuilt.add(replacement)) != nil
            rebuilt.checkInvariants()
            var inPlaceAccepted = true
            do { try inPlace.setConstant(constant, of: chosen) } catch {
                guard case let .unsatisfiable(rejected, set) = error else { Issue.record("\(error)"); continue }
                #expect(rejected === chosen && set.last === chosen)
                inPlaceAccepted = false
            }
            inPlace.checkInvariants()
            #expect(inPlaceAccepted == rebuiltAccepted, "seed \(seed)")
            inPlace.updateVariables()
            if inPlaceAccepted {
                #expect(chosen.expression.constant == constant)
                let afterInPlace = system.values
                rebuilt.updateVariables()
                #expect(close(afterInPlace, system.values), "seed \(seed): \(chosen) -> \(constant)")
            } else {
                refused += 1
                #expect(close(system.values, before), "seed \(seed): a refused setConstant moved the solution")
            }
        }
        #expect(refused > 5)
    }

    @Test func conflictingSetsAreInfeasibleAndMinimal() {
        var conflicts = 0
        for seed in Self.seeds {
            let system = RandomSystem(seed: seed)
            for (rejected, set) in system.build(Solver()).conflicts {
                conflicts += 1
                #expect(set.last === rejected)
                #expect(set.allSatisfy { $0.strength.isRequired })
                #expect(!feasible(set), "seed \(seed): the conflicting set can hold")
                for index in set.indices {
                    var smaller = set
                    smaller.remove(at: index)
                    #expect(feasible(smaller), "seed \(seed): not minimal without \(set[index])")
                }
            }
        }
        #expect(conflicts > 100)
    }

    @Test func aRefusedAddChangesNothing() {
        var refusals = 0
        for seed in Self.seeds {
            let system = RandomSystem(seed: seed)
            let solver = Solver()
            for constraint in system.constraints + system.stays {
                solver.updateVariables()
                let values = system.values
                let tableau = solver.tableauDescription
                do { try solver.add(constraint) } catch {
                    refusals += 1
                    #expect(solver.tableauDescription == tableau, "seed \(seed): \(constraint)")
                    solver.updateVariables()
                    #expect(system.values == values, "seed \(seed): \(constraint)")
                }
                solver.checkInvariants()
            }
        }
        #expect(refusals > 100)
    }

    /// An equality with a strength each way is the pair of inequalities it stands for: random
    /// systems with a few of them, solved both ways, have the same (unique) optimum — before and
    /// after their constants change, and after they are removed.
    @Test func anEqualityWithTwoStrengthsActsAsItsTwoInequalities() throws {
        let priorities: [Strength] = [.weak, .medium, .strong, Strength(priority: 600), Strength(priority: 20)]
        var differentWays = 0
        for seed in Self.seeds {
            let system = RandomSystem(seed: seed)
            var random = SplitMix64(seed: seed &+ 1000)
            let twoWay = Solver(), paired = Solver()
            _ = system.build(twoWay)
            _ = system.build(paired)
            var added: [(Constraint, Constraint, Constraint)] = []
            for _ in 0..<(1 + random.below(3)) {
                let variable = system.variables[random.below(system.variables.count)]
                let constant = Double(random.below(21) - 10)
                let above = priorities[random.below(priorities.count)], below = priorities[random.below(priorities.count)]
                if above != below { differentWays += 1 }
                var terms = InlineTerms()
                terms.append(variable, 1)
                let equality = Constraint(terms: terms, constant: -constant, .equal, strength: above, belowStrength: below)
                let upper = (variable <= constant) | above, lower = (variable >= constant) | below
                try twoWay.add(equality)
                twoWay.checkInvariants()
                try paired.add(upper)
                paired.checkInvariants()
                try paired.add(lower)
                paired.checkInvariants()
                added.append((equality, upper, lower))
            }
            func expectSameOptimum(_ stage: String) {
                twoWay.updateVariables()
                let values = system.values
                paired.updateVariables()
                #expect(close(values, system.values, 1e-7), "seed \(seed), \(stage)")
            }
            expectSameOptimum("added")
            for (equality, upper, lower) in added {
                let shifted = Double(random.below(21) - 10)
                try twoWay.setConstant(-shifted, of: equality)
                twoWay.checkInvariants()
                try paired.setConstant(-shifted, of: upper)
                paired.checkInvariants()
                try paired.setConstant(-shifted, of: lower)
                paired.checkInvariants()
            }
            expectSameOptimum("constants changed")
            for (equality, upper, lower) in added {
                try twoWay.remove(equality)
                twoWay.checkInvariants()
                try paired.remove(upper)
                paired.checkInvariants()
                try paired.remove(lower)
                paired.checkInvariants()
            }
            expectSameOptimum("removed")
        }
        #expect(differentWays > 300)
    }

    /// Whether `constraints` can all hold, in a fresh solver.
    func feasible(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        do {
            for constraint in constraints { try solver.add(constraint) }
            return true
        } catch {
            return false
        }
    }
}
