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

    /// `x == 10`, giving way upwards at 250 and downwards at 750 (a content size's hugging and
    /// compression resistance in one constraint).
    func twoWayEquality() -> (Variable, Constraint) {
        let x = Variable("x")
        var terms = InlineTerms()
        terms.append(x, 1)
        return (x, Constraint(terms: terms, constant: -10, .equal, strength: .weak, belowStrength: .strong))
    }

    @Test func anEqualityGivesWayEachWayAtItsOwnStrength() throws {
        let (x, twoWay) = twoWayEquality()
        let solver = Solver()
        try solver.add(twoWay)
        let pull = (x == 20) | .medium
        try solver.add(pull)
        solver.updateVariables()
        #expect(x.value == 20)  // above 10 costs 250, below 20 costs 500: up it goes
        try solver.remove(pull)
        try solver.add((x == 0) | .medium)
        solver.updateVariables()
        #expect(x.value == 10)  // below 10 costs 750, more than the 500 pulling down
        try solver.setConstant(-30, of: twoWay)
        solver.updateVariables()
        #expect(x.value == 30)
        #expect(twoWay.description == "x - 30 == 0 | weak above, strong below")
    }

    @Test func twoStrengthsNeedAnOptionalEquality() throws {
        let x = Variable("x")
        var terms = InlineTerms()
        terms.append(x, 1)
        let required = Constraint(terms: terms, constant: -10, .equal, strength: .required, belowStrength: .strong)
        #expect(throws: SolverError.self) { try Solver().add(required) }
        var inequalityTerms = InlineTerms()
        inequalityTerms.append(x, 1)
        let inequality = Constraint(terms: inequalityTerms, constant: -10, .lessThanOrEqual, strength: .weak,
                                    belowStrength: .strong)
        #expect(throws: SolverError.self) { try Solver().add(inequality) }
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
