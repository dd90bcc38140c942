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
        // Each height is first named by its own optional equality, which holds exactly: a
        // definition too, and no row is left.
        #expect(statistics.definitions == 2000)
        #expect(statistics.rows == 0)
        #expect(statistics.cells == 0)
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

    @Test func aConstraintThatReadsADefinitionLeavesItADefinition() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == x + 10)
        try solver.add(x >= 3)
        try solver.add((y == 0) | .weak)
        solver.updateVariables()
        #expect(x.value == 3 && y.value == 13)
        let statistics = solver.statistics
        #expect(statistics.definitions == 1 && statistics.readDefinitions == 1)
        // Two rows, x >= 3 and the weak y == 0 over x + 10: y has no row and no symbol. Symbols:
        // x, the slack, the definition's marker and the weak equality's two errors.
        #expect(statistics.rows == 2 && statistics.symbols == 5)
        #expect(solver.constraints.count == 3)
    }

    @Test func aReadDefinitionsConstantMovesTheRowsThatReadIt() throws {
        let solver = Solver()
        let (x, y, _, definition) = try twoDefinitions(in: solver)
        let z = Variable("z")
        let reader = z >= y + 1
        try solver.add(reader)
        try solver.add((z == 0) | .weak)
        solver.updateVariables()
        #expect([x.value, y.value, z.value] == [2, 12, 13])
        try solver.setConstant(-20, of: definition)  // y - x - 20 == 0: y = 22, z >= 23
        solver.updateVariables()
        #expect([x.value, y.value, z.value] == [2, 22, 23])
        #expect(solver.statistics.readDefinitions == 2)
    }

    @Test func aReadDefinitionsConstantIsRefusedWhenARequiredReaderCannotFollow() throws {
        let solver = Solver()
        let (_, y, _, definition) = try twoDefinitions(in: solver)
        let cap = y <= 15
        try solver.add(cap)
        solver.updateVariables()
        #expect(y.value == 12)
        // y = 2 + 20 = 22 would break y <= 15.
        #expect {
            try solver.setConstant(-20, of: definition)
        } throws: { error in
            guard case .unsatisfiable(let refused, let conflicting)? = error as? SolverError else { return false }
            return refused === definition && conflicting.count == 3 && conflicting.contains(cap)
        }
        solver.updateVariables()
        #expect(y.value == 12 && definition.constant == -10)
    }

    @Test func aConflictThroughAReadDefinitionNamesIt() throws {
        let solver = Solver()
        let (_, y, base, definition) = try twoDefinitions(in: solver)
        let floor = y >= 20  // y = 12
        #expect {
            try solver.add(floor)
        } throws: { error in
            guard case .unsatisfiable(_, let conflicting)? = error as? SolverError else { return false }
            return conflicting == [base, definition, floor]
        }
        #expect(solver.statistics.readDefinitions == 0)
    }

    @Test func removingAReadDefinitionLeavesItsReadersOnTheFreedVariable() throws {
        let solver = Solver()
        let (x, y, _, definition) = try twoDefinitions(in: solver)
        try solver.add(y <= 40)
        try solver.add((y == 50) | .strong)
        solver.updateVariables()
        #expect(y.value == 12)
        try solver.remove(definition)
        solver.updateVariables()
        // y is free: the strong pull takes it to the required cap.
        #expect(x.value == 2 && y.value == 40)
        let statistics = solver.statistics
        // x := 2 is left, read: y's definition read it, and y's row reads it now.
        #expect(statistics.definitions == 1 && statistics.readDefinitions == 1)
        #expect(solver.constraints.count == 3)
    }

    @Test func aReadDefinitionRemovedAfterItsReadersLeavesNothingBehind() throws {
        let solver = Solver()
        let (_, y, base, definition) = try twoDefinitions(in: solver)
        let cap = y <= 40
        try solver.add(cap)
        try solver.remove(cap)
        try solver.remove(definition)
        try solver.remove(base)
        let statistics = solver.statistics
        #expect(statistics.description == "0 rows, 0 cells, 0 symbols, 0 levels, 0 definitions")
        #expect(solver.constraints.isEmpty)
    }

    @Test func aRowReadingADiamondOfDefinitionsExpandsEachOnce() throws {
        // a[i+1] = a[i] + b[i], b[i+1] = a[i] - b[i]: read through its terms, a[40] names each
        // earlier definition 2^k times over; expanded with weights, each once.
        let solver = Solver()
        var a = [Variable("a0")], b = [Variable("b0")]
        try solver.add(a[0] == 1)
        try solver.add(b[0] == 0)
        for i in 0..<40 {
            a.append(Variable("a\(i + 1)"))
            b.append(Variable("b\(i + 1)"))
            try solver.add(a[i + 1] == a[i] + b[i])
            try solver.add(b[i + 1] == a[i] - b[i])
        }
        let z = Variable("z")
        try solver.add(z >= a[40])
        try solver.add((z == 0) | .weak)
        solver.updateVariables()
        // (a, b) goes (1, 0), (1, 1), (2, 0), (2, 2), (4, 0)…: a[2k] = 2^k, so a[40] = 2^20.
        #expect(a[40].value == 1_048_576 && z.value == 1_048_576)
        let statistics = solver.statistics
        // All but b[40], which a[40] does not read.
        #expect(statistics.definitions == 82 && statistics.readDefinitions == 81)
        // Two rows, z >= a[40] over the 81 markers and the weak pull on z: no row for a definition.
        #expect(statistics.rows == 2)
    }

    @Test func aChangeThatSpreadsToManyDefinitionsEvaluatesEachAfterWhatItReads() throws {
        // x := 1, y[i] := x + i, z[i] := y[i] + y[i-1]: changing x makes 200 stale at once.
        let solver = Solver()
        let x = Variable("x")
        let base = x == 1
        try solver.add(base)
        let y = (0..<200).map { Variable("y\($0)") }
        let z = (0..<200).map { Variable("z\($0)") }
        for i in 0..<200 {
            try solver.add(y[i] == x + Double(i))
            if i > 0 { try solver.add(z[i] == y[i] + y[i - 1]) }
        }
        solver.updateVariables()
        #expect(z[199].value == (1 + 199) + (1 + 198))
        try solver.setConstant(-5, of: base)  // x = 5
        solver.updateVariables()
        // z[i] = (5 + i) + (5 + i - 1)
        #expect((1..<200).allSatisfy { z[$0].value == Double(9 + 2 * $0) })
        #expect(y[0].value == 5 && y[199].value == 204)
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

    /// `x := 2` and `y := x + 10` in `solver`, with their constraints.
    private func twoDefinitions(in solver: Solver) throws -> (Variable, Variable, Constraint, Constraint) {
        let x = Variable("x"), y = Variable("y")
        let base = x == 2, definition = y == x + 10
        try solver.add(base)
        try solver.add(definition)
        return (x, y, base, definition)
    }
}
