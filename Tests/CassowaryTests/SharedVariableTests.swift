import Cassowary
import Testing

/// One variable in several solvers: the first keeps its bookkeeping on the variable, the others
/// in their own tables, and each solves as if alone.
@Suite struct SharedVariableTests {
    /// x, y and z in `solver`: x pinned to `base`, y a definition on x, z held above y by an inequality.
    private func build(_ solver: Solver, _ x: Variable, _ y: Variable, _ z: Variable, base: Double) throws {
        try solver.add(x == base)
        try solver.add(y == x + 5)
        try solver.add(z >= y + 1)
        try solver.add((z == 0) | .weak)
    }

    @Test func twoSolversAtOnceEachSolveAsIfAlone() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let first = Solver(), second = Solver()
        try build(first, x, y, z, base: 10)
        try build(second, x, y, z, base: 20)
        first.updateVariables()
        #expect([x.value, y.value, z.value] == [10, 15, 16])  // y = 10 + 5, z ≥ 15 + 1
        second.updateVariables()
        #expect([x.value, y.value, z.value] == [20, 25, 26])
        // Removing from one leaves the other whole.
        for constraint in first.constraints { try first.remove(constraint) }
        second.updateVariables()
        #expect([x.value, y.value, z.value] == [20, 25, 26])
        // With the first solver's claims released, the second still finds what its tables hold.
        for constraint in second.constraints { try second.remove(constraint) }
        #expect(second.constraints.isEmpty)
        try build(second, x, y, z, base: 30)
        second.updateVariables()
        #expect([x.value, y.value, z.value] == [30, 35, 36])
        try build(first, x, y, z, base: 1)
        first.updateVariables()
        #expect([x.value, y.value, z.value] == [1, 6, 7])
    }

    @Test func aFreedOrResetSolverLetsTheNextOneKeepTheBookkeeping() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        do {
            let first = Solver()
            try build(first, x, y, z, base: 3)
            first.updateVariables()
            #expect([x.value, y.value, z.value] == [3, 8, 9])
        }
        let second = Solver(), third = Solver()
        try build(second, x, y, z, base: 4)
        try build(third, x, y, z, base: 5)
        second.updateVariables()
        #expect([x.value, y.value, z.value] == [4, 9, 10])
        third.updateVariables()
        #expect([x.value, y.value, z.value] == [5, 10, 11])
        second.reset()
        let fourth = Solver()
        try build(fourth, x, y, z, base: 7)
        fourth.updateVariables()
        #expect([x.value, y.value, z.value] == [7, 12, 13])
        // The third, which kept its own tables all along, still removes and adds. (Values are
        // written only where a solver's own solution changed, so it is rebuilt at another base.)
        for constraint in third.constraints { try third.remove(constraint) }
        try build(third, x, y, z, base: 8)
        third.updateVariables()
        #expect([x.value, y.value, z.value] == [8, 13, 14])
        #expect(second.constraints.isEmpty && third.constraints.count == 4 && fourth.constraints.count == 4)
    }

    @Test func oneConstraintInTwoSolversIsTrackedInEach() throws {
        let x = Variable("x"), y = Variable("y")
        let shared = x == 3, row = y >= x + 1  // a definition of x, and a row reading it
        let first = Solver(), second = Solver()
        for solver in [first, second] {
            try solver.add(shared)
            try solver.add(row)
        }
        #expect(first.contains(shared) && second.contains(shared) && first.contains(row) && second.contains(row))
        try first.remove(shared)
        try first.remove(row)
        #expect(!first.contains(shared) && !first.contains(row) && second.contains(shared) && second.contains(row))
        try second.remove(row)
        #expect(second.contains(shared) && !second.contains(row))
        #expect(throws: SolverError.self) { try first.remove(shared) }
    }
}
