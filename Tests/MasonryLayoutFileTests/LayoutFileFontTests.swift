import Foundation
import Masonry
import MasonryLayoutFile
import Testing

/// `font:` as a size or a mapping of family, size and weight.
@Suite struct LayoutFileFontTests {
    @Test func sizeAndWeightMakeTheFont() throws {
        let layout = try LayoutFile.parse("""
            size: [200, 100]
            views:
              - key: title
                class: Label
                text: Hi
                font: {size: 20, weight: bold}
                constraints:
                  - make.top.left.equalTo(superview)
              - key: body
                class: Label
                text: Hi
                font: 13
                constraints:
                  - make.top.equalTo(title.mas.bottom)
            """, path: "t.yaml").flatMap { $0.build() }.get()
        let title = try #require(layout.views["title"] as? Label), body = try #require(layout.views["body"] as? Label)
        #expect(title.font.pointSize == 20 && title.font.weight == .bold)
        #expect(body.font.pointSize == 13 && body.font.weight == .regular)
        #expect(title.frame.size == CGSize(width: 24, height: 24))  // 2 × 12 = 24; 1.2 × 20 = 24
    }

    @Test func unknownWeightsAndFamiliesAreLocatedErrors() {
        let text = """
            size: [200, 100]
            views:
              - key: title
                class: Label
                font: {family: "No Such Family", size: 20, weight: boldd}
            """
        guard case let .failure(errors) = LayoutFile.parse(text, path: "t.yaml").flatMap({ $0.build() }) else {
            Issue.record("no errors")
            return
        }
        #expect(errors.errors.map(\.description) == ["t.yaml:5:56: error: unknown weight 'boldd' — did you mean 'bold'?"])
        let family = text.replacingOccurrences(of: "boldd", with: "bold")
        guard case let .failure(more) = LayoutFile.parse(family, path: "t.yaml").flatMap({ $0.build() }) else {
            Issue.record("no errors")
            return
        }
        #expect(more.errors.map(\.description) == ["t.yaml:5:11: error: no installed font has the family 'No Such Family' "
            + "(`fc-list : family` lists those there are; the fonts come from fontconfig through MasonryFonts)"])
    }
}
