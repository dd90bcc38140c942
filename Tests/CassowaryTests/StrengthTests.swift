import Testing
import Cassowary

@Suite struct StrengthTests {
    @Test func namedStrengthsAreAutoLayoutPriorities() {
        #expect(Strength.required.priority == 1000)
        #expect(Strength.strong.priority == 750)
        #expect(Strength.medium.priority == 500)
        #expect(Strength.weak.priority == 250)
        #expect(Strength(autoLayoutPriority: 1000) == .required)
        #expect(Strength(autoLayoutPriority: 1200) == .required)
        #expect(Strength(autoLayoutPriority: 750) == .strong)
        #expect(Strength.weak < .medium && .medium < .strong && .strong < .required)
        #expect(Strength(autoLayoutPriority: 999.5) > Strength(autoLayoutPriority: 999))
        #expect(Strength(autoLayoutPriority: 999.5) < .required)
        #expect(!Strength(autoLayoutPriority: 999.5).isRequired)
    }

    @Test func descriptions() {
        #expect(Strength.required.description == "required")
        #expect(Strength.strong.description == "strong")
        #expect(Strength.medium.description == "medium")
        #expect(Strength.weak.description == "weak")
        #expect(Strength(autoLayoutPriority: 251).description == "priority 251")
    }
}
