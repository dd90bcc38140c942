import Testing
@testable import MasonryPort

/// The Objective-C names Swift gives methods, which `#selector` makes and dispatchers switch on.
@Suite struct ObjCNameTests {
    @Test func aMethodsNameHasAColonForEachParameter() {
        #expect(ObjCName.selector(base: "didTap", labels: []) == "didTap")
        #expect(ObjCName.selector(base: "didTap", labels: [nil]) == "didTap:")
        #expect(ObjCName.selector(base: "handle", labels: [nil, "forEvent"]) == "handle:forEvent:")
        #expect(ObjCName.selector(base: "move", labels: [nil, nil]) == "move::")
    }

    @Test func aFirstLabelJoinsTheBaseNameWithWithUnlessItIsAPreposition() {
        #expect(ObjCName.selector(base: "handle", labels: ["gesture"]) == "handleWithGesture:")
        #expect(ObjCName.selector(base: "show", labels: ["for"]) == "showFor:")
        #expect(ObjCName.selector(base: "scroll", labels: ["toTop", "animated"]) == "scrollToTop:animated:")
        #expect(ObjCName.selector(base: "update", labels: ["with"]) == "updateWith:")
    }

    @Test func propertyAccessorsAreNamedAsObjectiveCNamesThem() {
        #expect(ObjCName.getter("title") == "title")
        #expect(ObjCName.setter("title") == "setTitle:")
    }
}
