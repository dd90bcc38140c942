import Testing
import Cassowary
import CassowaryWorkloads

/// The benchmark systems reach their closed-form solutions (`shared/bench/WORKLOADS.md`).
@Suite struct WorkloadTests {
    @Test func gridBuildAndEdits() throws {
        let grid = GridWorkload(views: 100)
        #expect(grid.workload.constraints.count == 695)
        let solver = Solver()
        try grid.workload.add(to: solver)
        solver.updateVariables()
        #expect(grid.maximumError() <= 1e-9)
        #expect(grid.width[37].value == 89 && grid.left[37].value == 10 + 99 * 7)
        #expect(grid.top[37].value == 10 + 70 * 3 && grid.height0.value == 710)

        try solver.addEditVariable(grid.width0, strength: .strong)
        for k in 0..<120 {
            let width = GridWorkload.suggestedWidth(k)
            try solver.suggestValue(width, for: grid.width0)
            solver.updateVariables()
            #expect(grid.maximumError(suggestedWidth: width) <= 1e-9, "step \(k), width \(width)")
        }
        let before = grid.workload.variables.map(\.value)
        for constraint in [grid.preferredHeight[grid.probeView], grid.leading[grid.probeView]] {
            for _ in 0..<5 {
                try solver.remove(constraint)
                try solver.add(constraint)
            }
        }
        solver.updateVariables()
        #expect(close(grid.workload.variables.map(\.value), before))
    }

    @Test func flatBuild() throws {
        let flat = FlatWorkload(views: 250)
        #expect(flat.workload.constraints.count == 1502)
        let solver = Solver()
        try flat.workload.add(to: solver)
        solver.updateVariables()
        #expect(flat.maximumError() == 0)
    }

    @Test func kiwiRandomAddsWithoutErrors() throws {
        let workload = KiwiRandomWorkload.make(variables: 50, constraints: 100)
        #expect(workload.constraints.count == 100)
        #expect(workload.constraints.filter { $0.op != .equal }.count == 10)
        try workload.add(to: Solver())
    }

    @Test func splitMix64MatchesTheReferenceSequence() {
        var random = SplitMix64(seed: 1)
        #expect(random.next() == 0x910A_2DEC_8902_5CC1)
        #expect(random.next() == 0xBEEB_8DA1_658E_EC67)
    }

    @Test func jsonExportNamesVariablesByIndex() {
        let x = Variable("x"), y = Variable("y")
        let workload = Workload(name: "tiny", variables: [x, y], constraints: [(2 * x + 1 <= y) | .weak])
        #expect(workload.json() == """
            {"name": "tiny",
            "variables": ["x", "y"],
            "constraints": [
            {"terms": [[0, 2], [1, -1]], "constant": 1, "op": "<=", "strength": 250}
            ]}

            """)
    }
}
