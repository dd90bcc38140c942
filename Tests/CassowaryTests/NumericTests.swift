import Testing
@testable import Cassowary
import CassowaryWorkloads

/// Coordinates near ±1e7 and differences near 1e-6 solve correctly, and no pivot ever divides by
/// a coefficient smaller than the solver's epsilon (row arithmetic drops such cells).
@Suite struct NumericTests {
    @Test(arguments: [1e7, -1e7])
    func smallDifferencesAtLargeCoordinates(base: Double) throws {
        let solver = Solver()
        var variables = [Variable("v0")]
        try solver.add(variables[0] == base)
        for index in 1...100 {
            let next = Variable("v\(index)")
            try solver.add(next == variables[index - 1] + 1e-6)
            variables.append(next)
        }
        let edge = Variable("edge")
        try solver.add((edge >= variables[100] + 1e-6) | .strong)
        try solver.add((edge <= base) | .weak)
        solver.updateVariables()
        // 100 steps of 1e-6; the spacing of doubles near 1e7 is about 1.9e-9.
        #expect(abs(variables[100].value - variables[0].value - 1e-4) < 1e-7)
        #expect(abs(variables[1].value - variables[0].value - 1e-6) < 1e-8)
        #expect(abs(edge.value - (variables[100].value + 1e-6)) < 1e-8)
    }

    @Test func largeAndSmallTogetherInOneRow() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(x == 1e7)
        try solver.add(1e-6 * y == x - 9_999_999)   // y = 1 / 1e-6 = 1e6
        try solver.add((z == 0.5 * y + 1e-6 * x) | .strong)
        solver.updateVariables()
        #expect(abs(y.value - 1e6) < 1e-3)
        #expect(abs(z.value - (0.5e6 + 10)) < 1e-3)
    }

    /// Every stored coefficient — the divisors of every pivot — is at least epsilon in size.
    @Test func noCoefficientBelowEpsilonAfterManyOperations() throws {
        let workload = KiwiRandomWorkload.make(variables: 200, constraints: 400, seed: 11)
        let solver = Solver()
        for constraint in workload.constraints { try? solver.add(constraint) }
        for constraint in workload.constraints.prefix(100) where solver.contains(constraint) {
            try solver.remove(constraint)
        }
        solver.updateVariables()
        let smallest = solver.tableau.rows.flatMap { $0 }.map { abs($0.coefficient) }.min() ?? 1
        #expect(smallest >= epsilon)
        #expect(solver.tableau.rows.flatMap { $0 }.count > 100)
    }
}
