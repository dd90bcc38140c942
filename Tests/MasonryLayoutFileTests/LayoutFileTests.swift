import Foundation
import Masonry
import MasonryExamples
import MasonryLayoutFile
import Testing

@Suite struct LayoutFileTests {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    private func errors(_ text: String) -> [String] {
        switch LayoutFile.parse(text, path: "t.yaml").flatMap({ $0.build() }) {
        case .success: return []
        case let .failure(errors): return errors.errors.map(\.description)
        }
    }

    private func build(_ text: String) throws -> BuiltLayout {
        try LayoutFile.parse(text, path: "t.yaml").flatMap { $0.build() }.get()
    }

    @Test func buildsViewsAndConstraints() throws {
        let layout = try build("""
            size: [320, 200]
            views:
              - key: header
                class: Label
                text: Hi
                constraints:
                  - make.top.left.equalTo(superview).offset(10)
              - key: body
                color: "#336699"
                constraints:
                  - make.top.equalTo(header.mas.bottom).offset(5)
                  - make.left.right.equalTo(superview)
                  - make.width.equalTo(header.mas.width).multipliedBy(0.5).priority(200)
                  - make.bottom.equalTo(-20)
            """)
        // "Hi" at 17 pt: 2 × 10.2 = 20.4 wide, 1.2 × 17 = 20.4 tall, rounded up as UILabel does: 21 × 21 at (10, 10).
        #expect(layout.views["header"]?.frame == CGRect(x: 10, y: 10, width: 21, height: 21))
        // Below it by 5: y = 36; the superview's width beats the optional half-width; bottom 200 - 20 = 180.
        #expect(layout.views["body"]?.frame == CGRect(x: 0, y: 36, width: 320, height: 144))
        #expect(layout.views["body"]?.backgroundColor == Color(hex: 0x336699))
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.ambiguousViews.isEmpty)
        // header: top, left; body: top, left, right, width, bottom.
        #expect(layout.constraints.count == 7)
    }

    @Test func syntaxErrorsNameFileLineAndColumn() {
        // Constraint lines start at column 9 ("      - "), quoted ones at 10.
        let found = errors("""
            size: [320, 200]
            views:
              - key: body
                klass: View
                constraints:
                  - make.left.equalTo(superview).ofset(3)
                  - make.left.equalTo(superview).offset(CGSize(width 1))
                  - 'make.size.equalTo(CGSize(width: 1, hight: 2))'
              - key: footer
                class: Lable
            """)
        #expect(found == [
            "t.yaml:4:5: error: unknown field 'klass' — did you mean 'class'?",
            // 9 + "make.left.equalTo(superview).".count (29) = 38.
            "t.yaml:6:38: error: unknown attribute or method 'ofset' — did you mean 'offset'?",
            // 9 + "make.left.equalTo(superview).offset(CGSize(width ".count (49) = 58.
            "t.yaml:7:58: error: expected ':', found '1'",
            // 10 + "make.size.equalTo(CGSize(width: 1, ".count (35) = 45.
            "t.yaml:8:45: error: expected 'height:', found 'hight'",
            "t.yaml:10:12: error: unknown class 'Lable' — did you mean 'Label'?",
        ])
        // Labelled Swift arguments need no quotes; the columns still count from the line's text.
        let unquoted = errors("""
            size: [1, 1]
            views:
              - key: a
                constraints:
                  - make.size.equalTo(CGSize(width: 1, height: 2))  # a comment, kept out
                  - make.center.equalTo(CGPoint(x: 1, y: 2)).key("it's #1")
                  - make.size.equalTo(CGSize(width: 1, hight: 2))  # 9 + 35 = 44
            """)
        #expect(unquoted == ["t.yaml:7:44: error: expected 'height:', found 'hight'"])
    }

    @Test func nameErrorsSuggestTheClosestKey() {
        let found = errors("""
            size: [320, 200]
            views:
              - key: header
              - key: body
                constraints:
                  - make.top.equalTo(heder.mas.bottom)
                  - make.right.equalTo(superview).sizeOffset(3)
                  - make.top.equalTo(controller)
              - key: footer
                parent: bdy
            """)
        #expect(found == [
            "t.yaml:6:26: error: unknown view 'heder' — did you mean 'header'?",
            "t.yaml:7:39: error: 'sizeOffset' takes CGSize(width: 10, height: 10)",
            "t.yaml:8:26: error: 'controller' is not a view; use controller.mas.topLayoutGuide or controller.mas.bottomLayoutGuide",
            "t.yaml:9:5: error: unknown parent 'bdy' — did you mean 'body'?",
        ])
    }

    @Test func refusesBrokenTrees() {
        #expect(errors("views: []") == ["t.yaml:1:1: error: missing 'size' (the root's size, e.g. size: [320, 416])"])
        #expect(errors("size: [1, 2, 3]") == ["t.yaml:1:7: error: expected 2 numbers (width, height)"])
        #expect(errors("size: [1, 1]\nviews:\n  - key: a\n    parent: b\n  - key: b\n    parent: a") == [
            "t.yaml:5:5: error: 'b' cannot be inside itself (its parents form a cycle)"])
        #expect(errors("size: [1, 1]\nviews:\n  - key: a\n  - key: a") == ["t.yaml:4:5: error: a view keyed 'a' is already declared"])
        #expect(errors("size: [1, 1]\nviews:\n  - key: superview") == [
            "t.yaml:3:10: error: 'superview' is reserved in constraint lines; choose another key"])
        #expect(errors("size: [1, 1]\ncolor: teal") == [
            "t.yaml:2:8: error: unknown colour 'teal'; expected #RRGGBB or one of " + Color.named.keys.sorted().joined(separator: ", ")])
    }

    @Test func conflictsRenderWithTheirDiagnostic() throws {
        let url = Self.examples.appendingPathComponent("08-debugging-helpers.yaml")
        let layout = try LayoutFile.read(path: url.path).flatMap { $0.build() }.get()
        let first = try #require(layout.diagnostics.first)
        #expect(first.kind == .unsatisfiable)
        #expect(first.line == 33)
        #expect(first.file == url.path)
        #expect(first.message.contains("ConflictingConstraint"))
        #expect(layout.svg().contains("blueView"))
    }

    @Test func profileCard() throws {
        let path = Self.examples.appendingPathComponent("profile-card.yaml").path
        let layout = try LayoutFile.read(path: path).flatMap { $0.build() }.get()
        let frames = layout.views.mapValues(\.frame)
        #expect(layout.diagnostics.isEmpty && layout.ambiguousViews.isEmpty)
        // Under the 44 safe-area inset + 16, 16 in from each side: 375 - 32 = 343 wide.
        #expect(frames["card"]?.origin == CGPoint(x: 16, y: 60))
        #expect(frames["avatar"] == CGRect(x: 16, y: 16, width: 64, height: 64))
        // "Ada Lovelace" at 20 pt: 12 × 12 = 144 wide, 24 tall, 16 + 64 + 12 = 92 in.
        #expect(frames["name"] == CGRect(x: 92, y: 16, width: 144, height: 24))
        // "@ada" at 14 pt: 4 × 8.4 = 33.6 → 34 wide; right at the margin 343 - 16 = 327; baseline
        // 16 + 0.95 × 20 = 35 less its ascender 0.95 × 14 = 13.3.
        let handle = try #require(frames["handle"])
        #expect(handle.size == CGSize(width: 34, height: 17) && handle.minX == 293 && abs(handle.minY - 21.7) < 1e-9)
        // 235 wide (92 to 327): 27 characters a line, 4 lines of 16.8 = 67.2 → 68.
        #expect(frames["bio"] == CGRect(x: 92, y: 48, width: 235, height: 68))
        // Below the bio (48 + 68 + 16 = 132, more than the avatar's 96); halves of 327 - 16 - 12;
        // 20.4 + 6 + 6 = 32.4 → 33 tall; the card ends 16 below: 181.
        #expect(frames["message"] == CGRect(x: 16, y: 132, width: 149.5, height: 33))
        #expect(frames["follow"] == CGRect(x: 177.5, y: 132, width: 149.5, height: 33))
        #expect(frames["card"]?.size == CGSize(width: 343, height: 181))
    }

    /// Each shipped file lays out exactly as the Swift screen it transcribes (its first state).
    @Test(arguments: [
        ("01-basic", "Basic", 0), ("02-update-constraints", "Update Constraints", 0),
        ("03-remake-constraints", "Remake Constraints", 0), ("04-using-constants", "Using Constants", 0),
        ("05-composite-edges", "Composite Edges", 0), ("06-aspect-fit", "Aspect Fit", 0),
        ("07-basic-animated", "Basic Animated", 0), ("08-debugging-helpers", "Debugging Helpers", 0),
        ("09-bacony-labels", "Bacony Labels", 0), ("10-uiscrollview", "UIScrollView", 0), ("11-array", "Array", 0),
        ("12-attribute-chaining", "Attribute Chaining", 0), ("13-margins", "Margins", 0),
        ("14-views-distribute-1", "Views Distribute", 0), ("14-views-distribute-2", "Views Distribute", 1),
        ("14-views-distribute-3", "Views Distribute", 2), ("14-views-distribute-4", "Views Distribute", 3),
        ("15-layout-guides", "Layout Guides", 0), ("16-safe-area-layout-guides", "Safe Area Layout Guides", 0),
    ])
    func examplesMatchTheSwiftScreens(file: String, title: String, state: Int) throws {
        let path = Self.examples.appendingPathComponent(file + ".yaml").path
        let layout = try LayoutFile.read(path: path).flatMap { $0.build() }.get()
        let screen = try #require(Examples.screen(named: title))
        let expected = screen.states[state].frames.filter { $0.key != "superview" && $0.key != "root" }
        let actual = expected.keys.reduce(into: [String: CGRect]()) { $0[$1] = layout.views[$1]?.frame }
        #expect(actual == expected)
        #expect(layout.views.count - 1 == expected.count)
    }
}
