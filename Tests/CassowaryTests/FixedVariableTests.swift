import Cassowary
import Testing

/// `isFixedByRequiredEqualities`: true only for variables no edit or optional constraint can move.
@Suite struct FixedVariableTests {
    @Test func requiredEqualitiesFixAndAnythingElseIsNotShown() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let u = Variable("u"), v = Variable("v"), unused = Variable("unused")
        try solver.add(x == 10)          // a definition with no terms
        try solver.add(y == x + 5)       // a definition on a fixed variable
        try solver.add(z >= y + 1)       // held by an inequality only
        try solver.add((z == 0) | .weak)
        try solver.add((w == 40) | .strong)  // optional
        try solver.add(u == v + 1)       // v is free, so u is too
        #expect(solver.isFixedByRequiredEqualities(x))
        #expect(solver.isFixedByRequiredEqualities(y))
        #expect(!solver.isFixedByRequiredEqualities(z))
        #expect(!solver.isFixedByRequiredEqualities(w))
        #expect(!solver.isFixedByRequiredEqualities(u))
        #expect(!solver.isFixedByRequiredEqualities(v))
        #expect(!solver.isFixedByRequiredEqualities(unused))
        // Pinning v fixes u through the tableau as well: an edit on x brings x into the tableau.
        try solver.add(v == y * 2)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(12, for: x)
        solver.updateVariables()
        #expect([x.value, y.value, v.value, u.value] == [10, 15, 30, 31])
        #expect(solver.isFixedByRequiredEqualities(x) && solver.isFixedByRequiredEqualities(u))
    }

    @Test func aLongChainOfDefinitionsStopsAtTheBudget() throws {
        let solver = Solver()
        var previous = Variable("v0")
        try solver.add(previous == 0)
        let first = previous
        for index in 1...100 {
            let next = Variable("v\(index)")
            try solver.add(next == previous + 1)
            previous = next
        }
        #expect(solver.isFixedByRequiredEqualities(first))
        #expect(solver.isFixedByRequiredEqualities(previous, budget: 200))
        // Not shown within 64 variables: false, the caller asks another way.
        #expect(!solver.isFixedByRequiredEqualities(previous))
    }
}
