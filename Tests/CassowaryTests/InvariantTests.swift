import Testing
@testable import Cassowary

/// The solver's invariant checks: a consistent state has no violations, and each kind of damage
/// to a copy of a tableau, or to a solver's definitions, is named exactly.
@Suite struct InvariantTests {
    /// A solver with required inequalities, an optional equality, an edit variable, and
    /// definitions: one read by a row, one constant, and one reading both.
    struct Layout {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let label = Variable("label"), below = Variable("below")
        let solver = Solver()

        init() throws {
            try solver.add(left >= 10)
            try solver.add(width >= 0)
            try solver.add(right == left + width)
            try solver.add(right <= 300)
            try solver.add((width == 500) | .medium)
            try solver.add(label == 20)  // a constant definition
            try solver.add(below == label + right)  // a definition reading it
            try solver.addEditVariable(left, strength: .strong)
            try solver.suggestValue(40, for: left)
            solver.updateVariables()
        }
    }

    @Test func aSolvedSystemKeepsEveryInvariant() throws {
        let layout = try Layout()
        let solver = layout.solver
        #expect(layout.left.value == 40 && layout.width.value == 260 && layout.right.value == 300)
        #expect(layout.label.value == 20 && layout.below.value == 320)
        // right, below and label are definitions; `right <= 300` reads right's.
        #expect(solver.statistics.definitions == 3 && solver.statistics.readDefinitions == 1)
        #expect(solver.invariantViolations() == [])
        solver.checkInvariants()
        // A row reading below's definition makes it read, and with it label's, which it reads.
        let cap = layout.below <= 200
        try solver.add(cap)
        solver.updateVariables()
        #expect(layout.right.value == 180 && layout.below.value == 200)
        #expect(solver.statistics.readDefinitions == 3)
        #expect(solver.invariantViolations() == [])
        try solver.remove(cap)
        try solver.removeEditVariable(layout.left)
        solver.updateVariables()
        #expect(layout.left.value == 10 && layout.right.value == 300 && solver.statistics.readDefinitions == 3)
        #expect(solver.invariantViolations() == [])
        solver.reset()
        #expect(solver.invariantViolations() == [])
    }

    @Test func aRestrictedRowBelowZeroIsInfeasible() throws {
        var tableau = try Layout().solver.tableau
        let basicSlack = (0..<Symbol(tableau.symbolCount)).first {
            tableau.symbols[Int($0)].kind == .slack && tableau.symbols[Int($0)].isBasic
        }
        let slack = try #require(basicSlack)
        tableau.symbols[Int(slack)].constant = -1
        #expect(tableau.invariantViolations() == ["the row of symbol \(slack) (slack) has the negative constant -1.0"])
    }

    @Test func aRowThatMentionsABasicSymbolIsNotCanonical() throws {
        var tableau = try Layout().solver.tableau
        let basics = (0..<Symbol(tableau.symbolCount)).filter { tableau.symbols[Int($0)].isBasic }
        // A row of a constraint the others do not imply (a redundant one's may mention only dummies).
        let rowSymbol = basics.first { tableau.symbols[Int($0)].kind != .dummy }
        let row = try #require(rowSymbol)
        let otherSymbol = basics.first { $0 != row }
        let other = try #require(otherSymbol)
        // Entered as the tableau enters a cell, so that the columns still mirror the rows.
        let position = tableau.rows[Int(row)].insertionPoint(of: other)
        tableau.rows[Int(row)].insert(Cell(other, 2, column: Int32(tableau.columns[Int(other)].count)), at: position)
        tableau.columns[Int(other)].append(row)
        let rowKind = tableau.symbols[Int(row)].kind, otherKind = tableau.symbols[Int(other)].kind
        #expect(tableau.invariantViolations() == [
            "the row of symbol \(row) (\(rowKind)) mentions the basic symbol \(other) (\(otherKind))",
        ])
    }

    @Test func aColumnThatMissesARowNoLongerMirrorsTheRows() throws {
        var tableau = try Layout().solver.tableau
        let mentioned = (0..<Symbol(tableau.symbolCount)).first { !tableau.columns[Int($0)].isEmpty }
        let symbol = try #require(mentioned)
        let count = tableau.columns[Int(symbol)].count
        let basic = tableau.columns[Int(symbol)].removeLast()
        let kind = tableau.symbols[Int(symbol)].kind, basicKind = tableau.symbols[Int(basic)].kind
        #expect(tableau.invariantViolations() == [
            "the row of symbol \(basic) (\(basicKind)) mentions symbol \(symbol) (\(kind)), "
                + "whose column does not list it at \(count - 1)",
            "the column of symbol \(symbol) (\(kind)) lists \(count - 1) rows, but \(count) mention it",
        ])
    }

    @Test func definitionsThatReadEachOtherAreACycle() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == x + 1)
        solver.updateVariables()
        try #require(solver.definitions.count == 1 && solver.definitions[0]?.variable === y)
        // `x == y + 1` kept as x's definition, which the solver itself never does: y's reads x.
        let loop = x == y + 1
        let term = (0..<loop.termCount).first { loop.variable(at: $0) === x }
        let position = try #require(term)
        solver.definitions.append(nil)
        solver.isStale.append(false)
        solver.restoreDefinition(Definition(loop, solvingFor: position, isConstant: false, order: 1), at: 1)
        #expect(solver.invariantViolations() == [
            "definition 0 (of y) reads x, which the newer definition 1 (of x) gives",
            "the definition of y reads its own variable: y reads x reads y",
        ])
    }
}
