import Testing
import Cassowary

@Suite struct InlineTermsTests {
    let v = (0..<6).map { Variable("v\($0)") }

    @Test func keepsTermsInOrderInlineAndPastTheFourth() {
        var terms = InlineTerms()
        for index in 0..<6 { terms.append(Term(v[index], Double(index + 1))) }
        #expect(terms.count == 6)
        #expect((0..<6).map { terms.variable(at: $0).name } == ["v0", "v1", "v2", "v3", "v4", "v5"])
        #expect((0..<6).map { terms.coefficient(at: $0) } == [1, 2, 3, 4, 5, 6])
        #expect(terms.list.map(\.coefficient) == [1, 2, 3, 4, 5, 6])
    }

    @Test func mergesRepeatedVariablesIntoTheirFirstTerm() {
        // v1 + 2·v0 + 3·v1 + 4·v2 + 5·v0 + 6·v3 → v1: 4, v0: 7, v2: 4, v3: 6, in first-seen order.
        var terms = InlineTerms([Term(v[1], 1), Term(v[0], 2), Term(v[1], 3), Term(v[2], 4), Term(v[0], 5), Term(v[3], 6)])
        terms.mergeRepeatedVariables()
        #expect(terms.list.map(\.variable.name) == ["v1", "v0", "v2", "v3"])
        #expect(terms.list.map(\.coefficient) == [4, 7, 4, 6])
    }

    @Test func leavesDistinctVariablesAsTheyAre() {
        var terms = InlineTerms([Term(v[2], -1), Term(v[0], 0.5)])
        terms.mergeRepeatedVariables()
        #expect(terms.count == 2)
        #expect(terms.variable(at: 0) === v[2] && terms.coefficient(at: 1) == 0.5)
    }
}
