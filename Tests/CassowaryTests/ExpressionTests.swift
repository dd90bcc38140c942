import Testing
import Cassowary

@Suite struct ExpressionTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func operatorsBuildTermsAndExpressions() {
        let term: Term = 2 * x
        #expect(term.coefficient == 2 && term.variable === x)
        #expect((x * 3).coefficient == 3)
        #expect((x / 4).coefficient == 0.25)
        #expect((-x).coefficient == -1)
        let expression = 2 * x + y - 10
        #expect(expression.terms.map(\.coefficient) == [2, 1])
        #expect(expression.constant == -10)
        #expect((5 - x).description == "-x + 5")
        #expect((x + 5).description == "x + 5")
        #expect(((x + y) * 2).description == "2*x + 2*y")
        #expect((-(x - y)).description == "-x + y")
        #expect(((x + 1) / 2).description == "0.5*x + 0.5")
    }

    @Test func relationsBuildConstraintsAsLeftMinusRight() {
        #expect((2 * x + y - 10 == 0).description == "2*x + y - 10 == 0 | required")
        #expect((2 * x + y - 10 == z).description == "2*x + y - z - 10 == 0 | required")
        #expect((x >= 0).description == "x >= 0 | required")
        #expect((x <= y).description == "x - y <= 0 | required")
        #expect((10 <= x).description == "-x + 10 <= 0 | required")
        let c: Constraint = x == y
        #expect(c.op == .equal && c.strength == .required)
    }

    @Test func strengthOperatorMakesANewConstraint() {
        let required = x >= 10
        let strong = required | .strong
        #expect(strong !== required)
        #expect(strong.strength == .strong && required.strength == .required)
        #expect(strong.description == "x - 10 >= 0 | strong")
        #expect(required.strength(.weak).description == "x - 10 >= 0 | weak")
        #expect((x == 1).strength(Strength(autoLayoutPriority: 999.5)).description == "x - 1 == 0 | priority 999.5")
    }

    @Test func constraintsKeepEveryTermInOrderPastTheFourthAndSolveWithThem() throws {
        // Six distinct variables (four kept inline, two after), one repeated: merged into the first.
        let v = (0..<6).map { Variable("v\($0)") }
        let c = v[0] + 2 * v[1] + 3 * v[2] + 4 * v[3] + 5 * v[4] + 6 * v[5] - v[0] == 20
        #expect(c.expression.terms.map(\.variable.name) == ["v0", "v1", "v2", "v3", "v4", "v5"])
        #expect(c.expression.terms.map(\.coefficient) == [0, 2, 3, 4, 5, 6])
        #expect(c.expression.constant == -20)
        let solver = Solver()
        for index in 0..<5 { try solver.add(v[index] == Double(index)) }
        try solver.add(c)
        solver.updateVariables()
        // 2·1 + 3·2 + 4·3 + 5·4 + 6·v5 = 20 → 40 + 6·v5 = 20 → v5 = -10/3
        #expect(abs(v[5].value - (-10.0 / 3)) < 1e-9)
        #expect(!c.isViolated)
        // The constant changes in place, past the inline terms too: 40 + 6·v5 = 26 → v5 = -7/3.
        try solver.setConstant(-26, of: c)
        solver.updateVariables()
        #expect(abs(v[5].value - (-7.0 / 3)) < 1e-9)
        #expect(c.expression.constant == -26)
    }

    @Test func constraintsMergeRepeatedVariables() {
        let c = x + y + 2 * x - y == 4
        #expect(c.expression.terms.count == 2)
        #expect(c.expression.terms[0].coefficient == 3)
        #expect(c.expression.terms[1].coefficient == 0)
        #expect(c.expression.constant == -4)
    }

    @Test func expressionValueUsesVariableValues() throws {
        let solver = Solver()
        try solver.add(x == 3)
        try solver.add(y == 4)
        solver.updateVariables()
        #expect((2 * x + y + 1).value == 11)
        #expect((x >= 4).isViolated)
        #expect(!(x <= 3).isViolated)
    }

    @Test func variablesAreIdentityHashed() {
        let twin = Variable("x")
        #expect(x != twin)
        #expect(Set([x, twin, x]).count == 2)
        #expect(Variable().description == "unnamed")
        #expect(x.value == 0)
    }
}
