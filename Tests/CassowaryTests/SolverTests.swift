import Testing
import Cassowary

/// The classic Kiwi scenarios, and every public operation of ``Solver``.
@Suite struct SolverTests {
    @Test func readmeExample() throws {
        let left = Variable("left"), width = Variable("width")
        let solver = Solver()
        try solver.add(left >= 0)
        try solver.add(left + width <= 320)
        try solver.add((width == 400) | .strong)
        try solver.add((left == 10) | .weak)
        solver.updateVariables()
        #expect(left.value == 0 && width.value == 320)
    }

    @Test func simpleEqualities() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x - y == 4)
        solver.updateVariables()
        #expect(x.value == 7)
        #expect(y.value == 3)
    }

    @Test func inequalitiesWithWeakStays() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x == 5) | .weak)
        try solver.add((y == 5) | .weak)
        try solver.add(x + y >= 20)
        try solver.add(x <= 8)
        solver.updateVariables()
        #expect(x.value == 8)
        #expect(y.value == 12)
    }

    @Test func solvingWithStrengths() throws {
        let v1 = Variable("v1"), v2 = Variable("v2")
        let solver = Solver()
        try solver.add(v1 + v2 == 0)
        try solver.add(v1 == 10)
        try solver.add((v2 >= 0) | .weak)
        solver.updateVariables()
        #expect(v1.value == 10 && v2.value == -10)

        solver.reset()
        try solver.add(v1 + v2 == 0)
        try solver.add((v1 >= 10) | .medium)
        try solver.add((v2 == 2) | .strong)
        solver.updateVariables()
        #expect(v1.value == -2 && v2.value == 2)
    }

    @Test func underConstrainedSystemFollowsTheEdit() throws {
        let v = Variable("foo")
        let c = 2 * v + 1 >= 0
        let solver = Solver()
        try solver.addEditVariable(v, strength: .weak)
        try solver.add(c)
        try solver.suggestValue(10, for: v)
        solver.updateVariables()
        #expect(c.expression.value == 21)
        #expect(v.value == 10)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let v1 = Variable("foo"), v2 = Variable("bar")
        let solver = Solver()
        try solver.addEditVariable(v1, strength: .medium)
        try solver.add(v1 == v2)
        try solver.suggestValue(2, for: v1)
        solver.updateVariables()
        #expect(v1.value == 2 && v2.value == 2)
        try solver.addEditVariable(v2, strength: .strong)
        try solver.suggestValue(5, for: v2)
        solver.updateVariables()
        #expect(v1.value == 5 && v2.value == 5)
        try solver.removeEditVariable(v2)
        solver.updateVariables()
        #expect(v1.value == 2 && v2.value == 2)
    }

    @Test func infeasibleSuggestionsRunTheDualSimplex() throws {
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        let solver = Solver()
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.addEditVariable(xr, strength: .weak)
        try solver.add(2 * xm == xl + xr)
        try solver.add(xl + 20 <= xr)
        try solver.add(xl >= -10)
        try solver.add(xr <= 100)
        try solver.suggestValue(40, for: xm)
        try solver.suggestValue(50, for: xr)
        try solver.suggestValue(30, for: xl)
        try solver.suggestValue(60, for: xm)
        try solver.suggestValue(90, for: xm)
        solver.updateVariables()
        #expect(xl.value + xr.value == 2 * xm.value)
        #expect(xl.value == 80)
        #expect(xr.value == 100)
    }

    @Test func removalRestoresThePreviousSolution() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 100) | .weak)
        let upper = x <= 50
        let lower = (x >= 75) | .strong
        try solver.add(upper)
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.remove(upper)
        solver.updateVariables()
        #expect(x.value == 100)
        try solver.add(lower)
        try solver.add(upper)
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.remove(upper)
        solver.updateVariables()
        #expect(x.value == 100)
        try solver.remove(lower)
        #expect(!solver.contains(lower))
    }

    @Test func managingConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 1
        #expect(!solver.contains(c))
        try solver.add(c)
        #expect(solver.contains(c))
        #expect(solver.constraints == [c])
        #expect(throws: SolverError.self) { try solver.add(c) }
        do { try solver.add(c) } catch {
            guard case .duplicateConstraint(let other) = error else { Issue.record("wrong error \(error)"); return }
            #expect(other === c)
            #expect(error.description == "The constraint has already been added to the solver: x - 1 >= 0 | required")
        }
        try solver.remove(c)
        #expect(!solver.contains(c))
        do { try solver.remove(c) } catch {
            guard case .unknownConstraint(let other) = error else { Issue.record("wrong error \(error)"); return }
            #expect(other === c)
            #expect(error.description == "The constraint has not been added to the solver: x - 1 >= 0 | required")
        }
    }

    @Test func managingEditVariables() throws {
        let v = Variable("v"), w = Variable("w")
        let solver = Solver()
        #expect(!solver.containsEditVariable(v))
        try solver.addEditVariable(v, strength: .medium)
        #expect(solver.containsEditVariable(v))
        #expect(solver.constraints.isEmpty)
        do { try solver.addEditVariable(v, strength: .medium); Issue.record("no error") } catch {
            guard case .duplicateEditVariable(let other) = error else { Issue.record("wrong error \(error)"); return }
            #expect(other === v)
        }
        do { try solver.addEditVariable(w, strength: .required); Issue.record("no error") } catch {
            guard case .badRequiredStrength = error else { Issue.record("wrong error \(error)"); return }
            #expect(error.description == "A required strength cannot be used for an edit variable.")
        }
        do { try solver.suggestValue(1, for: w); Issue.record("no error") } catch {
            guard case .unknownEditVariable(let other) = error else { Issue.record("wrong error \(error)"); return }
            #expect(other === w)
        }
        do { try solver.removeEditVariable(w); Issue.record("no error") } catch {
            guard case .unknownEditVariable = error else { Issue.record("wrong error \(error)"); return }
        }
        try solver.removeEditVariable(v)
        #expect(!solver.containsEditVariable(v))
    }

    @Test func invalidNumbersAreRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        for bad in [Constraint(Expression([Term(x, .nan)]), .equal), x == .infinity,
                    Constraint(x.expression, .equal, strength: Strength(autoLayoutPriority: 0)),
                    Constraint(x.expression, .equal, strength: Strength(autoLayoutPriority: .nan)),
                    Constraint(Expression([Term(x, 1)]), .equal) | Strength(priority: -3)] {
            #expect(throws: SolverError.self) { try solver.add(bad) }
            #expect(!solver.contains(bad))
        }
        do { try solver.add(x / 0 == 1); Issue.record("no error") } catch {
            guard case .invalidNumber(let what) = error else { Issue.record("wrong error \(error)"); return }
            #expect(what == "non-finite coefficient or constant in inf*x - 1 == 0 | required")
        }
        let c = x == 1
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.setConstant(.nan, of: c) }
        try solver.addEditVariable(x, strength: .weak)
        #expect(throws: SolverError.self) { try solver.suggestValue(.infinity, for: x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(Variable(), strength: Strength(priority: 0)) }
        solver.updateVariables()
        #expect(x.value == 1)
        #expect(c.expression.constant == -1)
    }

    @Test func setConstantMovesTheSolutionInPlace() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = x == 10
        let gap = y >= x + 5
        try solver.add(pin)
        try solver.add(gap)
        try solver.add((y == 0) | .weak)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15)
        try solver.setConstant(-40, of: pin)  // x - 40 == 0
        solver.updateVariables()
        #expect(x.value == 40 && y.value == 45)
        #expect(pin.expression.constant == -40)
        #expect(pin.description == "x - 40 == 0 | required")
        try solver.setConstant(-20, of: gap)  // y - x - 20 >= 0
        solver.updateVariables()
        #expect(y.value == 60)
        let unknown = x <= 3
        do { try solver.setConstant(1, of: unknown); Issue.record("no error") } catch {
            guard case .unknownConstraint = error else { Issue.record("wrong error \(error)"); return }
        }
    }

    @Test func setConstantOnAnOptionalConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        let preferred = (x == 30) | .medium
        try solver.add(preferred)
        try solver.add(x <= 50)
        try solver.setConstant(-70, of: preferred)
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.setConstant(-20, of: preferred)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 4
        try solver.add(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.contains(c) && !solver.containsEditVariable(x))
        try solver.add(c)
        solver.updateVariables()
        #expect(x.value == 4)
        #expect(solver.description == "Solver(1 constraints, 1 variables, 0 edit variables)")
        #expect(solver.statistics.description == "0 rows, 0 cells, 0 symbols, 0 levels, 1 definitions")
    }

    @Test func variablesKeepTheirValueUntilUpdated() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 3)
        #expect(x.value == 0)
        solver.updateVariables()
        #expect(x.value == 3)
    }

    @Test func redundantEqualitiesAreAccepted() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let link: Constraint = x == y  // without the annotation `==` on two variables is Equatable's
        let redundant = x == 10
        try solver.add(link)
        try solver.add(y == 10)
        try solver.add(redundant)
        let twin = x - y == 0
        try solver.add(twin)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 10)
        try solver.remove(link)
        try solver.remove(twin)
        try solver.setConstant(-12, of: redundant)
        solver.updateVariables()
        #expect(x.value == 12 && y.value == 10)
        #expect(throws: SolverError.self) { try solver.remove(x == 12) }  // equal-looking, another object
    }

    /// Of two equal required equalities that an optional one pulls against, removing the first
    /// leaves the second holding, whether the optional one is a row or a definition.
    @Test(arguments: [false, true])
    func removingOneOfTwoEqualEqualitiesKeepsTheOther(optionalIsARow: Bool) throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        if optionalIsARow { try solver.add(x >= -100) }
        try solver.add(y == 50)
        try solver.add((x == y + 7) | .medium)
        let first = x == y + 9, second = x == y + 9
        try solver.add(first)
        try solver.add(second)
        try solver.remove(first)
        solver.updateVariables()
        // x held 9 above y by the second equality, the pull giving way by 2.
        #expect(x.value == 59 && y.value == 50)
        try solver.remove(second)
        solver.updateVariables()
        #expect(x.value == 57 && y.value == 50)
    }
}
