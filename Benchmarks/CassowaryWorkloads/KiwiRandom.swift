import Cassowary

/// `kiwi-random`: 500 variables and 1,000 random sparse constraints from SplitMix64(seed 1).
///
/// Each constraint has 1–3 terms on distinct variables with integer coefficients in -4…4
/// (never 0) and a constant in -100…100; about 12 % are inequalities (`<=` or `>=` equally),
/// the rest equalities; strengths are drawn evenly from required, strong, medium and weak. A
/// required constraint that would conflict with the required ones before it is made strong
/// instead, so the system adds without errors in any solver.
public enum KiwiRandomWorkload {
    /// Builds the workload with `variables` variables and `constraints` constraints.
    public static func make(variables count: Int = 500, constraints total: Int = 1000, seed: UInt64 = 1) -> Workload {
        var random = SplitMix64(seed: seed)
        let variables = (0..<count).map { Variable("x\($0)") }
        let check = Solver()
        var constraints: [Constraint] = []
        for _ in 0..<total {
            let termCount = 1 + random.below(3)
            var chosen: [Int] = []
            while chosen.count < termCount {
                let candidate = random.below(count)
                if !chosen.contains(candidate) { chosen.append(candidate) }
            }
            var terms: [Term] = []
            for index in chosen {
                var coefficient = 0
                while coefficient == 0 { coefficient = random.below(9) - 4 }
                terms.append(Term(variables[index], Double(coefficient)))
            }
            let constant = Double(random.below(201) - 100)
            let op: RelationalOperator
            if random.below(100) < 12 {
                op = random.below(2) == 0 ? .lessThanOrEqual : .greaterThanOrEqual
            } else {
                op = .equal
            }
            let strengths: [Strength] = [.required, .strong, .medium, .weak]
            var constraint = Constraint(Expression(terms, constant: constant), op, strength: strengths[random.below(4)])
            do {
                try check.add(constraint)
            } catch {
                constraint = constraint | .strong
                try? check.add(constraint)
            }
            constraints.append(constraint)
        }
        return Workload(name: "kiwi-random", variables: variables, constraints: constraints)
    }
}
