import Foundation
import Masonry
import MasonryLayoutFile
import Testing

@Suite struct LayoutFileStackViewTests {
    @Test func childrenOfAStackAreArranged() throws {
        let layout = try LayoutFile.parse("""
            title: A row of three, one hidden
            size: [320, 416]
            views:
              - key: row
                class: StackView
                distribution: fillEqually
                alignment: center
                spacing: 10
                constraints:
                  - make.left.right.top.equalTo(superview)
              - key: a
                parent: row
                constraints:
                  - make.height.equalTo(20)
              - key: b
                parent: row
                hidden: true
              - key: c
                parent: row
                constraints:
                  - make.height.equalTo(40)
            """, path: "s.yaml").flatMap { $0.build() }.get()
        let row = try #require(layout.views["row"] as? StackView)
        #expect(row.arrangedSubviews.count == 3 && row.distribution == .fillEqually && row.alignment == .center)
        // b is hidden: a and c share 320 - 10 = 310 equally; the row is as tall as c (40), a centred in it.
        #expect(layout.views["a"]?.frame == CGRect(x: 0, y: 10, width: 155, height: 20))
        #expect(layout.views["c"]?.frame == CGRect(x: 165, y: 0, width: 155, height: 40))
        #expect(row.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    }

    @Test func stackFieldsAreCheckedWithTheirPlaces() {
        guard case let .failure(errors) = LayoutFile.parse("""
            size: [320, 416]
            views:
              - key: row
                class: StackView
                distribution: fillEqualy
                axis: diagonal
                baselineRelative: yes
              - key: title
                class: Label
                spacing: 8
            """, path: "s.yaml") else {
            Issue.record("bad stack fields were accepted")
            return
        }
        #expect(errors.description == """
            s.yaml:5:19: error: unknown distribution 'fillEqualy' — did you mean 'fillEqually'?
            s.yaml:6:11: error: unknown axis 'diagonal'; expected one of horizontal, vertical
            s.yaml:7:23: error: expected true or false, found 'yes'
            s.yaml:10:14: error: 'spacing' is for class StackView; this view is a Label
            """)
    }
}
