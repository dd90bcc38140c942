import Testing
import Cassowary

/// Unsatisfiable required constraints: minimal conflicting sets, and no trace left behind.
@Suite struct ConflictTests {
    /// The conflicting set of the error `body` throws, or nil (recorded as an issue).
    func conflict(_ body: () throws -> Void) -> (Constraint, [Constraint])? {
        do {
            try body()
            Issue.record("expected .unsatisfiable")
        } catch {
            if case let .unsatisfiable(constraint, conflicting) = error as? SolverError { return (constraint, conflicting) }
            Issue.record("expected .unsatisfiable, got \(error)")
        }
        return nil
    }

    @Test func twoBoundsConflict() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let lower = x >= 10
        try solver.add(lower)
        try solver.add(y == 3)
        try solver.add(y <= x)
        let upper = x <= 5
        let (rejected, set) = try #require(conflict { try solver.add(upper) })
        #expect(rejected === upper)
        #expect(set == [lower, upper])
        #expect(!solver.contains(upper))
        do { try solver.add(upper) } catch {
            #expect(error.description == """
                Unable to satisfy x - 5 <= 0 | required; it conflicts with:
                  x - 10 >= 0 | required
                  x - 5 <= 0 | required
                """)
        }
    }

    @Test func aChainConflictListsTheWholeChainAndNothingElse() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let solver = Solver()
        let chain = [x == 0, y == x + 10, z == y + 10]
        for c in chain { try solver.add(c) }
        try solver.add(y >= x)        // holds, but is not needed for the conflict
        try solver.add(w == z + 1)    // unrelated to the conflict
        try solver.add((z == 3) | .strong)
        let cap = z <= 15
        let (_, set) = try #require(conflict { try solver.add(cap) })
        #expect(set == chain + [cap])
    }

    @Test func duplicatedEqualitiesAppearOnceInTheConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = x == 10, second = x == 10
        try solver.add(first)
        try solver.add(second)
        let other = x == 20
        let (_, set) = try #require(conflict { try solver.add(other) })
        #expect(set.count == 2)
        #expect(set.last === other)
        #expect(set.first === first || set.first === second)
    }

    @Test func aFailedAddLeavesNoTrace() throws {
        let x = Variable("x"), y = Variable("y"), fresh = Variable("fresh")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 20) | .weak)
        try solver.add(y == x + 1)
        solver.updateVariables()
        let before = solver.tableauDescription
        #expect(x.value == 20 && y.value == 21)
        // Phase one runs (no free variable to solve for), then fails.
        _ = conflict { try solver.add(x + fresh <= 1 + fresh) }
        _ = conflict { try solver.add(y <= 5) }
        #expect(solver.tableauDescription == before)
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 21)
        // Kiwi rejects this valid constraint after such a failure; we must not.
        try solver.add(x <= 30)
        try solver.add(y >= 12)
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 21)
    }

    @Test func setConstantThatBreaksARequiredConstraintIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let floor = x >= 10
        let ceiling = x <= 20
        try solver.add(floor)
        try solver.add(ceiling)
        try solver.add(y == x)
        try solver.add((x == 15) | .weak)
        let (rejected, set) = try #require(conflict { try solver.setConstant(-5, of: ceiling) })
        #expect(rejected === ceiling)
        #expect(set == [floor, ceiling])
        #expect(ceiling.expression.constant == -20)
        solver.updateVariables()
        #expect(x.value == 15 && y.value == 15)
        try solver.setConstant(-12, of: ceiling)
        solver.updateVariables()
        #expect(x.value == 12 && y.value == 12)
    }

    @Test func setConstantOnARedundantEqualityIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = x == 10, second = x == 10
        try solver.add(first)
        try solver.add(second)
        let (_, set) = try #require(conflict { try solver.setConstant(-20, of: second) })
        #expect(set == [first, second])
        solver.updateVariables()
        #expect(x.value == 10)
        let (_, again) = try #require(conflict { try solver.setConstant(-20, of: first) })
        #expect(again == [second, first])
    }
}
