import Foundation
import Masonry
import MasonryLayoutFile
import Testing

/// Files a server may be handed: each gets a render or located errors, never a trap. The same
/// shapes at full size run through the `masonry` command in CI (Scripts/check-hostile-files).
@Suite struct HostileFileTests {
    private func result(_ text: String) -> Result<BuiltLayout, LayoutFileErrors> {
        LayoutFile.parse(text, path: "h.yaml").flatMap { $0.build() }
    }

    private func errors(_ text: String) -> [String] {
        guard case let .failure(errors) = result(text) else { return [] }
        return errors.errors.map(\.description)
    }

    /// Views nested `depth` deep, each inset in its parent.
    private func chain(_ depth: Int) -> String {
        var text = "size: [1000, 1000]\nviews:\n"
        for index in 0..<depth {
            text += "  - key: v\(index)\n" + (index > 0 ? "    parent: v\(index - 1)\n" : "")
                + "    constraints:\n      - make.edges.equalTo(superview).inset(0.01)\n"
        }
        return text
    }

    @Test func deepTreesUpToTheLimitLayOutAndDeeperOnesAreRefusedAtTheFirstViewTooDeep() throws {
        let layout = try result(chain(LayoutFile.depthLimit)).get()
        // The deepest view is inset 0.01 on each side by each of its 256 ancestors and itself:
        // 1000 - 2 × 256 × 0.01 = 994.88 wide.
        let deepest = try #require(layout.views["v255"])
        #expect(abs(deepest.frame.width - 994.88) < 1e-6)
        #expect(layout.json.contains("\"key\" : \"v255\""))
        // v256 is declared at line 3 + 4 × 256 (four lines a view after the first's three).
        #expect(errors(chain(3000)) == ["h.yaml:1026:5: error: 'v256' is nested 257 views deep; layout files allow at most 256"])
    }

    @Test func twoThousandFlatViewsAreAnsweredAndNoneIsAmbiguous() throws {
        var text = "size: [1000, 1000]\nviews:\n"
        for index in 0..<2000 {
            text += "  - key: v\(index)\n    constraints:\n      - make.left.top.equalTo(superview).offset(\(index % 97))\n"
                + "      - make.width.height.equalTo(\(1 + index % 13))\n"
        }
        let layout = try result(text).get()
        #expect(layout.ambiguousViews.isEmpty)
        // v1999: offset 1999 % 97 = 59, size 1 + 1999 % 13 = 11.
        #expect(layout.views["v1999"]?.frame == CGRect(x: 59, y: 59, width: 11, height: 11))
    }

    @Test func aYAMLAliasBombIsNotExpanded() {
        var text = "views:\n  - &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        for level in 1..<9 {
            text += "  - &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "size: [320, 416]\ntitle: *a8\n"
        let found = errors(text)
        // Each list where a view belongs is one error, and the title one more (located where its
        // anchor is): nothing is walked inside.
        #expect(found.count == 10)
        #expect(found.first == "h.yaml:2:5: error: expected a mapping (key: value lines)")
        #expect(found.contains("h.yaml:10:5: error: expected a single value"))
    }

    @Test func aTwentyThousandAttributeChainInstallsEveryConstraint() throws {
        let text = "size: [320, 416]\nviews:\n  - key: v\n    constraints:\n      - make"
            + String(repeating: ".left", count: 20000) + ".equalTo(superview).offset(3)\n"
        let layout = try result(text).get()
        #expect(layout.root.constraints.count == 20000)
        #expect(layout.views["v"]?.frame.minX == 3)
    }

    @Test func deeplyNestedParenthesesAndListsAreLocatedErrors() {
        let prefix = "size: [320, 416]\nviews:\n  - key: v\n    constraints:\n"
        let parentheses = prefix + "      - make.left.equalTo(" + String(repeating: "(", count: 20000) + "superview"
            + String(repeating: ")", count: 20000) + ")\n"
        #expect(errors(parentheses) == ["h.yaml:5:27: error: expected a name, found '('"])
        let lists = prefix + "      - make.left.equalTo(" + String(repeating: "[", count: 20000) + "superview"
            + String(repeating: "]", count: 20000) + ")\n"
        #expect(errors(lists) == ["h.yaml:5:28: error: a list cannot be inside another list"])
        let yaml = "size: [320, 416]\nviews: " + String(repeating: "[", count: 20000) + String(repeating: "]", count: 20000)
        #expect(errors(yaml).first?.hasPrefix("h.yaml:2:") == true)
        let longName = prefix + "      - make." + String(repeating: "x", count: 20000) + ".equalTo(superview)\n"
        #expect(errors(longName).first?.hasSuffix("unknown attribute or method '\(String(repeating: "x", count: 20000))'") == true)
    }

    @Test func numbersOutOfRangeAreLocatedAndTinyOnesAccepted() throws {
        let found = errors("""
            size: [1e308, 416]
            views:
              - key: v
                class: Label
                lines: 2.5
                constraints:
                  - make.width.equalTo(1e308)
                  - make.left.equalTo(superview).offset(-1e7)
            """)
        #expect(found == [
            "h.yaml:1:8: error: the number 1e308 is out of range: layout files take numbers from -1000000 to 1000000",
            "h.yaml:5:12: error: expected a whole number from 0 up, found '2.5'",
            "h.yaml:7:28: error: the number 1e308 is out of range: layout files take numbers from -1000000 to 1000000",
            "h.yaml:8:45: error: the number -1e7 is out of range: layout files take numbers from -1000000 to 1000000",
        ])
        let layout = try result("""
            size: [320, 416]
            views:
              - key: v
                constraints:
                  - make.left.equalTo(superview).offset(5e-324)
                  - make.top.equalTo(2.5e2)
                  - make.width.equalTo(1e6)
                  - make.height.equalTo(superview).multipliedBy(5e-324)
            """).get()
        // left 5e-324 (the least double above zero); top 2.5e2 = 250; height 416 × 5e-324 is 0.
        #expect(layout.views["v"]?.frame == CGRect(x: Double.leastNonzeroMagnitude, y: 250, width: 1e6, height: 0))
    }

    @Test func bytesThatAreNotUTF8AreLocated() {
        let bytes: [UInt8] = Array("size: [320, 416]\nviews:\n  - key: caf".utf8) + [0xE9] + Array("\n".utf8)
        guard case let .failure(errors) = LayoutFile.parse(Data(bytes), path: "h.yaml") else {
            Issue.record("bytes that are not UTF-8 were read")
            return
        }
        // Line 3, after the 12 characters "  - key: caf".
        #expect(errors.description == "h.yaml:3:13: error: the file is not UTF-8: the bytes here are not a character")
    }
}
