import Testing
@testable import MasonryLayoutFile

@Suite struct DSLParserTests {
    private func parse(_ text: String) -> ConstraintStatement? {
        if case let .success(statement) = DSLParser.parse(text) { return statement }
        return nil
    }

    private func error(_ text: String) -> ParseError? {
        if case let .failure(error) = DSLParser.parse(text) { return error }
        return nil
    }

    @Test func chainsAttributesRelationAndModifiers() throws {
        let statement = try #require(parse("make.width.equalTo(header.mas.width).multipliedBy(0.5).priority(750)"))
        #expect(statement.attributes == ["width"])
        #expect(statement.relation?.name == "equalTo")
        #expect(statement.relation?.target == .attribute(view: "header", attribute: "width", column: 20))
        #expect(statement.modifiers.map(\.name) == ["multipliedBy", "priority"])
        #expect(statement.modifiers.map(\.arguments) == [[.number(0.5)], [.number(750)]])
    }

    @Test func readsSwiftValuesAndFillers() throws {
        let statement = try #require(parse("make.top.and.left.with.equalTo(superview).insets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))"))
        #expect(statement.attributes == ["top", "left"])
        #expect(statement.modifiers.first?.arguments == [.insets(1, 2, 3, 4)])
        let sized = try #require(parse("make.size.equalTo(CGSize(width: 50, height: -5.5)).priority(.high).key(\"k\")"))
        #expect(sized.relation?.target == .size(50, -5.5))
        #expect(sized.modifiers.map(\.arguments) == [[.number(750)], []])
        #expect(sized.modifiers.last?.text == "k")
        let listed = try #require(parse("make.height.equalTo([a, b.mas.height, 10])"))
        #expect(listed.relation?.target == .array([.view("a", column: 22), .attribute(view: "b", attribute: "height", column: 25), .number(10)]))
    }

    @Test func errorsSayWhereAndWhat() {
        #expect(error("make.widht.equalTo(10)") == ParseError(column: 6, message: "unknown attribute or method 'widht' — did you mean 'width'?"))
        #expect(error("make.top.equalTo(10).left") == ParseError(column: 22, message:
            "Attributes should be chained before defining the constraint relation: 'left' comes after it"))
        #expect(error("make.top.equalTo(10).equalTo(5)") == ParseError(column: 22, message: "Redefinition of constraint relation: 'equalTo'"))
        #expect(error("make.top.equalTo(header.mas.topp)") == ParseError(column: 29, message: "unknown attribute 'topp' — did you mean 'top'?"))
        #expect(error("make.top.equalTo(10") == ParseError(column: 20, message: "expected ')', found the end of the line"))
        #expect(error("maker.top") == ParseError(column: 1, message: "expected 'make', found 'maker'"))
        #expect(error("make.top.left.edges.equalTo(1)") == ParseError(column: 15, message: "'edges' can only follow 'make' directly"))
        #expect(error("make.size.equalTo(CGSize(w: 1, h: 2))") == ParseError(column: 26, message: "expected 'width:', found 'w'"))
        #expect(error("make.top.priority(.urgent)") == ParseError(column: 20, message:
            "unknown priority '.urgent'; expected one of .defaultHigh, .defaultLow, .fittingSizeLevel, .high, .low, .medium, .required"))
    }
}
