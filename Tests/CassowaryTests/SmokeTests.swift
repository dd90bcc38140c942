import Testing
@testable import Cassowary

@Test func smoke() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.add(x + y == 10)
    try solver.add(x >= 2 * y)
    try solver.add((x == 1) | .weak)
    solver.updateVariables()
    #expect(x.value == 6.666666666666667 || abs(x.value - 20.0/3) < 1e-9)
}
