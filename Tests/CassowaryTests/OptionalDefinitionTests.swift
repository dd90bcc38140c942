import Testing
@testable import Cassowary

/// Optional equalities that name a free variable are kept as its definition too: they hold exactly
/// until a row reads them, and then give way through their errors as a row of theirs would.
@Suite struct OptionalDefinitionTests {
    @Test func anOptionalEqualityOnAFreeVariableHoldsExactlyOutsideTheTableau() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add((x == 40) | .medium)
        try solver.add(y == x + 10)
        solver.updateVariables()
        #expect(x.value == 40 && y.value == 50)
        let statistics = solver.statistics
        #expect(statistics.definitions == 2 && statistics.readDefinitions == 0)
        // No row, no symbol, no objective level.
        #expect(statistics.rows == 0 && statistics.symbols == 0 && statistics.levels == 0)
    }

    @Test func aRowThatReadsAnOptionalDefinitionMakesItGiveWay() throws {
        let solver = Solver()
        let x = Variable("x")
        let pull = (x == 40) | .medium
        try solver.add(pull)
        let cap = x <= 30
        try solver.add(cap)
        solver.updateVariables()
        // x = 40 + e⁺ - e⁻, and the cap's row makes e⁻ = 10.
        #expect(x.value == 30)
        let statistics = solver.statistics
        #expect(statistics.definitions == 1 && statistics.readDefinitions == 1)
        // The cap's row; its slack and the pull's two errors, on one level.
        #expect(statistics.rows == 1 && statistics.symbols == 3 && statistics.levels == 1)
        try solver.setConstant(-50, of: pull)  // x - 50 == 0: still capped
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.remove(cap)
        solver.updateVariables()
        #expect(x.value == 50)
        #expect(solver.constraints == [pull])
    }

    @Test func anIntrinsicSizeGivesWayAtItsHuggingAboveAndItsCompressionBelow() throws {
        let solver = Solver()
        let width = Variable("width")
        // width == 100, hugging 250 against growing, compression 750 against shrinking.
        let size = Constraint(terms: InlineTerms([Term(width, 1)]), constant: -100, .equal,
                              strength: Strength(priority: 250), belowStrength: Strength(priority: 750))
        try solver.add(size)
        solver.updateVariables()
        #expect(width.value == 100 && solver.statistics.rows == 0)
        // A wish at 500 outranks the hugging: 120.
        try solver.add((width >= 120) | Strength(priority: 500))
        solver.updateVariables()
        #expect(width.value == 120)
        // One at 700 caps the wish at 110; the compression (750) keeps 100 as the floor.
        try solver.add((width <= 110) | Strength(priority: 700))
        solver.updateVariables()
        #expect(width.value == 110)
        // Required 90: the compression gives way.
        try solver.add(width <= 90)
        solver.updateVariables()
        #expect(width.value == 90)
    }

    @Test func aConstantDefinitionMayDefineAVariableOlderDefinitionsRead() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(y == x + 5)  // defines y, reading x
        try solver.add(z == 2 * y)  // defines z, reading y
        let height = (x == 10) | .medium  // x is read already, but nothing gives it a value
        try solver.add(height)
        var changed: [String] = []
        solver.updateVariables { changed.append($0.name) }
        #expect([x.value, y.value, z.value] == [10, 15, 30])
        #expect(changed == ["x", "y", "z"])
        #expect(solver.statistics.definitions == 3 && solver.statistics.rows == 0)
        try solver.setConstant(-12, of: height)
        changed = []
        solver.updateVariables { changed.append($0.name) }
        // The constant definition first, then the older definitions that read it.
        #expect([x.value, y.value, z.value] == [12, 17, 34])
        #expect(changed == ["x", "y", "z"])
    }

    @Test func aRowReadsAConstantDefinitionThroughTheOlderOnesThatReadIt() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(y == x + 5)
        try solver.add(z == 2 * y)
        try solver.add((x == 12) | .medium)
        let cap = z <= 30  // 2(x + 5) <= 30: x gives way to 10
        try solver.add(cap)
        solver.updateVariables()
        #expect([x.value, y.value, z.value] == [10, 15, 30])
        #expect(solver.statistics.readDefinitions == 3 && solver.statistics.rows == 1)
        try solver.remove(cap)
        solver.updateVariables()
        #expect([x.value, y.value, z.value] == [12, 17, 34])
    }

    @Test func aRefusedAddLeavesTheOptionalDefinitionsItReadUnread() throws {
        let solver = Solver()
        let b = Variable("b"), x = Variable("x"), y = Variable("y")
        let base = b == 10
        try solver.add(base)
        try solver.add((x == 40) | .medium)
        let sum = y == x + b
        try solver.add(sum)
        // y - x = b = 10: x cancels, but reading y's definition read x's too.
        let floor = y - x >= 20
        #expect {
            try solver.add(floor)
        } throws: { error in
            guard case .unsatisfiable(let refused, let conflicting)? = error as? SolverError else { return false }
            return refused === floor && conflicting == [base, sum, floor]
        }
        let statistics = solver.statistics
        #expect(statistics.definitions == 3 && statistics.readDefinitions == 0)
        #expect(statistics.rows == 0 && statistics.symbols == 0 && statistics.levels == 0)
        solver.updateVariables()
        #expect([b.value, x.value, y.value] == [10, 40, 50])
    }

    @Test func anEditOfAFreeVariableIsADefinitionUntilARowReadsIt() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.statistics.definitions == 1 && solver.statistics.rows == 0)
        try solver.suggestValue(25, for: x)
        solver.updateVariables()
        #expect(x.value == 25)
        let cap = x <= 20
        try solver.add(cap)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.suggestValue(10, for: x)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.removeEditVariable(x)
        #expect(solver.constraints == [cap] && !solver.containsEditVariable(x))
    }

    @Test func onlyRequiredDefinitionsFixAVariable() throws {
        let solver = Solver()
        let fixed = Variable("fixed"), pulled = Variable("pulled")
        try solver.add(fixed == 5)
        try solver.add((pulled == 5) | .strong)
        #expect(solver.isFixedByRequiredEqualities(fixed))
        #expect(!solver.isFixedByRequiredEqualities(pulled))
    }

    @Test func compactingKeepsConstantAndReadOptionalDefinitions() throws {
        let solver = Solver()
        let xs = (0..<100).map { Variable("x\($0)") }
        let pulls = xs.indices.map { (xs[$0] == Double($0)) | .medium }
        for pull in pulls { try solver.add(pull) }
        try solver.add(xs[95] <= 50)
        for pull in pulls[0..<80] { try solver.remove(pull) }
        // A new definition finds 20 of 100 live, and compacts them first.
        let z = Variable("z")
        try solver.add((z == 1) | .medium)
        try solver.setConstant(-40, of: pulls[95])  // x95 wants 40, under its cap
        try solver.setConstant(-98, of: pulls[99])
        solver.updateVariables()
        #expect([xs[95].value, xs[99].value, xs[90].value, z.value] == [40, 98, 90, 1])
        try solver.setConstant(-60, of: pulls[95])  // over the cap again
        solver.updateVariables()
        #expect(xs[95].value == 50)
        #expect(solver.statistics.definitions == 21 && solver.statistics.readDefinitions == 1)
    }
}
