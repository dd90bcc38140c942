import Testing
import Cassowary
import CassowaryWorkloads

/// Required equalities that name a new variable are kept as its definition, outside the tableau.
@Suite struct DefinitionTests {
    @Test func aChainStaysOutOfTheTableau() throws {
        // top[i] = top[i-1] + height[i-1] + 1, heights pulled to 10 + i at medium strength.
        let solver = Solver()
        let tops = (0..<1000).map { Variable("top\($0)") }
        let heights = (0..<1000).map { Variable("height\($0)") }
        try solver.add(tops[0] == 0)
        for i in 0..<1000 {
            try solver.add((heights[i] == Double(10 + i)) | .medium)
            if i > 0 { try solver.add(tops[i] == tops[i - 1] + heights[i - 1] + 1) }
        }
        solver.updateVariables()
        // top[i] = Σ_{j<i} (10 + j + 1) = 11i + i(i-1)/2.
        #expect(tops[999].value == 11 * 999 + 999 * 998 / 2)
        #expect(tops[500].value == 11 * 500 + 500 * 499 / 2)
        let statistics = solver.statistics
        #expect(statistics.definitions == 1000)
        // One row per height: none of them mentions the chain.
        #expect(statistics.rows == 1000)
        #expect(statistics.cells == 2000)
    }

    @Test func aDefinitionsConstantMovesItsReaders() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let base = x == 5
        try solver.add(base)
        try solver.add(y == 2 * x + 1)
        try solver.add(z == y - x)
        solver.updateVariables()
        #expect([x.value, y.value, z.value] == [5, 11, 6])
        try solver.setConstant(-7, of: base)  // x - 7 == 0
        var changed: [String] = []
        solver.updateVariables { changed.append($0.name) }
        #expect([x.value, y.value, z.value] == [7, 15, 8])
        #expect(changed == ["x", "y", "z"])
        // Nothing moved: nothing reported.
        changed = []
        solver.updateVariables { changed.append($0.name) }
        #expect(changed.isEmpty)
    }

    @Test func aConstraintThatReadsADefinitionBringsItIntoTheTableau() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == x + 10)
        try solver.add(x >= 3)
        try solver.add((y == 0) | .weak)
        solver.updateVariables()
        #expect(x.value == 3 && y.value == 13)
        #expect(solver.statistics.definitions == 0)
        #expect(solver.constraints.count == 3)
    }

    @Test func aRefusedConstraintLeavesDefinitionsAsTheyWere() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 4)
        try solver.add(y == x + 1)
        solver.updateVariables()
        let before = solver.tableauDescription
        #expect(before == "x := 4\ny := x + 1")
        #expect(throws: SolverError.self) { try solver.add(y == 9) }
        #expect(solver.tableauDescription == before)
        #expect(solver.statistics.description == "0 rows, 0 cells, 0 symbols, 0 levels, 2 definitions")
        try solver.add(y <= 5)
        solver.updateVariables()
        #expect(y.value == 5)
    }

    @Test func removingADefinitionFreesItsVariable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let definition = x == 4
        try solver.add(definition)
        try solver.add(y == x + 1)
        solver.updateVariables()
        try solver.remove(definition)
        #expect(!solver.contains(definition))
        // x is free now: any value will do, and y still follows it.
        try solver.add(x == 10)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 11)
        #expect(throws: SolverError.self) { try solver.remove(definition) }
    }

    @Test func editingADefinedVariable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == y * 2)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(8, for: x)
        solver.updateVariables()
        #expect(x.value == 8 && y.value == 4)
    }

    @Test func manyRemovalsKeepTheOrder() throws {
        // Removals leave holes that are compacted away; readers must still follow older values.
        let solver = Solver()
        let chain = (0..<300).map { Variable("v\($0)") }
        var constraints: [Constraint] = [chain[0] == 1]
        try solver.add(constraints[0])
        for i in 1..<300 {
            let constraint = chain[i] == chain[i - 1] + 1
            try solver.add(constraint)
            constraints.append(constraint)
        }
        let loose = (0..<200).map { Variable("loose\($0)") }
        for variable in loose {
            let constraint = variable == 3
            try solver.add(constraint)
            try solver.remove(constraint)
        }
        try solver.setConstant(-101, of: constraints[0])
        solver.updateVariables()
        #expect(chain[299].value == 101 + 299)
        #expect(solver.statistics.definitions == 300)
    }
}

/// Random sequences of adds, removals and constant changes over chains that stay definitions,
/// with inequalities and optional constraints reading them now and then: after every step each
/// live required constraint holds, and the optimum's error at each level equals a fresh solver's.
@Suite struct DefinitionPropertyTests {
    @Test func randomOperationsKeepEveryRequiredConstraint() throws {
        var steps = 0, promotions = 0, refusals = 0
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
                    default: constraint = variables[j] == variables[i] + c
                    }
                    let before = solver.statistics.definitions
                    do {
                        try solver.add(constraint)
                        live.append(constraint)
                        if solver.statistics.definitions < before { promotions += 1 }
                    } catch {
                        refusals += 1
                        #expect(solver.statistics.definitions == before, "seed \(seed): a refusal keeps definitions")
                    }
                } else if action < 7 {
                    let constraint = live.remove(at: random.below(live.count))
                    try solver.remove(constraint)
                } else {
                    let constraint = live[random.below(live.count)]
                    do { try solver.setConstant(Double(random.below(21) - 10), of: constraint) } catch { refusals += 1 }
                }
                solver.updateVariables()
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
        #expect(steps == 8000 && promotions > 100 && refusals > 10)
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
