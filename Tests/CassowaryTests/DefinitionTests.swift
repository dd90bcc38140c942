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
