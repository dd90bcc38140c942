import Testing
import Cassowary

/// Optional priorities are strict levels, not weights.
@Suite struct PriorityTests {
    @Test func manyLowerPriorityErrorsNeverOutweighOneHigher() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0) | Strength(autoLayoutPriority: 501))
        for _ in 0..<1000 { try solver.add((x == 10) | .medium) }
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func athousandAndOneWeakLoseToOneMedium() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<1001 { try solver.add((x == 10) | .weak) }
        try solver.add((x == 0) | .medium)
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func equalPrioritiesTradeOffByTotalError() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0) | .medium)
        try solver.add((x == 10) | .medium)
        try solver.add((x == 10) | .medium)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func fractionalPrioritiesAreTheirOwnLevels() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<50 { try solver.add((x == 1) | Strength(autoLayoutPriority: 999)) }
        try solver.add((x == 2) | Strength(autoLayoutPriority: 999.5))
        solver.updateVariables()
        #expect(x.value == 2)
    }

    @Test func lowerLevelsStillChooseAmongTheHigherLevelsOptima() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add((x >= 30) | .strong)
        try solver.add((y >= 30) | .strong)
        try solver.add((x == 0) | .weak)
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 70)
        try solver.add((x == 200) | .medium)
        solver.updateVariables()
        #expect(x.value == 70 && y.value == 30)
    }

    @Test func removingAHigherLevelLetsTheLowerOneWin() throws {
        let x = Variable("x")
        let solver = Solver()
        let high = (x == 5) | Strength(autoLayoutPriority: 900)
        try solver.add((x == 1) | .weak)
        try solver.add(high)
        solver.updateVariables()
        #expect(x.value == 5)
        try solver.remove(high)
        solver.updateVariables()
        #expect(x.value == 1)
    }
}
