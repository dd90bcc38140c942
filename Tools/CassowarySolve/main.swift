// Solves constraint systems given as JSON, for the differential test against kiwisolver.
//
//   cassowary-solve < systems.json > results.json
//
// Input: {"systems": [{"variables": N, "constraints": [{"terms": [[index, coefficient], ...],
//          "constant": c, "op": "==" | "<=" | ">=", "strength": priority}, ...]}, ...]}
// Each constraint is added in order; the output gives, per system, whether each add succeeded
// (an unsatisfiable required constraint is refused and leaves the solver as it was), the
// variables' values afterwards, and the total error of the optional constraints.

import Cassowary
import Foundation

/// In a debug build (the differential test's), stops on any broken solver invariant after each
/// step; a release build checks nothing, so that timings are the solver's own.
func checkInvariants(of solver: Solver) {
    #if DEBUG
    solver.checkInvariants()
    #endif
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(("cassowary-solve: " + message + "\n").data(using: .utf8)!)
    exit(2)
}

let input = FileHandle.standardInput.readDataToEndOfFile()
guard let root = try? JSONSerialization.jsonObject(with: input) as? [String: Any],
      let systems = root["systems"] as? [[String: Any]] else {
    fail("expected a JSON object with a \"systems\" array on standard input")
}

var results: [[String: Any]] = []
for (number, system) in systems.enumerated() {
    guard let count = system["variables"] as? Int, let specs = system["constraints"] as? [[String: Any]] else {
        fail("system \(number): needs \"variables\" and \"constraints\"")
    }
    let variables = (0..<count).map { Variable("x\($0)") }
    var constraints: [Constraint] = []
    for (index, spec) in specs.enumerated() {
        guard let terms = spec["terms"] as? [[Double]], let constant = spec["constant"] as? Double,
              let op = spec["op"] as? String, let strength = spec["strength"] as? Double else {
            fail("system \(number), constraint \(index): needs terms, constant, op and strength")
        }
        let relation: RelationalOperator
        switch op {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: fail("system \(number), constraint \(index): unknown op \(op)")
        }
        let expression = Expression(terms.map { Term(variables[Int($0[0])], $0[1]) }, constant: constant)
        constraints.append(Constraint(expression, relation, strength: Strength(priority: strength)))
    }
    let solver = Solver()
    var verdicts: [Bool] = []
    for constraint in constraints {
        do {
            try solver.add(constraint)
            verdicts.append(true)
        } catch {
            guard case .unsatisfiable = error else { fail("system \(number): \(error)") }
            verdicts.append(false)
        }
        checkInvariants(of: solver)
    }
    solver.updateVariables()
    checkInvariants(of: solver)
    var optionalError = 0.0
    for (constraint, added) in zip(constraints, verdicts) where added && !constraint.strength.isRequired {
        let value = constraint.expression.value
        switch constraint.op {
        case .equal: optionalError += abs(value)
        case .lessThanOrEqual: optionalError += max(0, value)
        case .greaterThanOrEqual: optionalError += max(0, -value)
        }
    }
    results.append(["verdicts": verdicts, "values": variables.map(\.value), "error": optionalError])
}
let output = try JSONSerialization.data(withJSONObject: ["results": results])
FileHandle.standardOutput.write(output)
