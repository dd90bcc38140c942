import Foundation
import Testing
import Masonry
@testable import MasonryRender

/// Renderers take any tree — deep, with huge or non-finite frames — without recursion or a
/// drawing sized by the frames.
@Suite struct BoundedRenderTests {
    /// `JSONEncoder`'s output for the same tree, to check the hand-written writer against.
    private struct EncodedNode: Encodable {
        let key: String?
        let `class`: String
        let frame: [Double]
        let children: [EncodedNode]

        init(_ view: View) {
            key = view.debugName
            `class` = String(describing: type(of: view))
            frame = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].map { Double($0) }
            children = view.subviews.map(EncodedNode.init)
        }
    }

    @Test func jsonIsWhatJSONEncoderWrites() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
        root.debugName = "root \"quoted\" / slash \\ back\n\t\u{1}é"
        let label = Label(frame: CGRect(x: 0.1, y: -0.0, width: 1e-5, height: 123456789012345))
        let unnamed = View(frame: CGRect(x: 1.0 / 3, y: 1e20, width: 62.5, height: 5))
        let empty = View()
        empty.debugName = ""
        root.addSubview(label)
        label.addSubview(unnamed)
        root.addSubview(empty)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let expected = String(decoding: try encoder.encode(EncodedNode(root)), as: UTF8.self) + "\n"
        #expect(JSONRenderer.render(root) == expected)
        // JSON has no infinity: such a coordinate is null rather than the whole tree lost.
        unnamed.frame = CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)
        #expect(JSONRenderer.render(root).contains("\"frame\" : [\n            null,\n"))
    }

    @Test func aThousandDeepTreeRendersInEveryFormat() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var parent = root
        for index in 1...1000 {
            let view = View(frame: CGRect(x: 0.25, y: 0.25, width: 1000 - 0.5 * CGFloat(index), height: 10))
            view.debugName = "v\(index)"
            parent.addSubview(view)
            parent = view
        }
        let json = JSONRenderer.render(root)
        // Twelve lines a keyed view ({, children [, ], class, frame [, four numbers, ], key, }), eleven
        // for the root (no key), the innermost view's blank line and the empty text after the last newline.
        #expect(json.split(separator: "\n", omittingEmptySubsequences: false).count == 1000 * 12 + 11 + 1 + 1)
        #expect(json.contains("\"key\" : \"v1000\""))
        let placed = placedViews(root)
        // The deepest view is 1000 × 0.25 in from the root's corner.
        #expect(placed.count == 1001 && placed.last?.frame.origin == CGPoint(x: 250, y: 250))
        #expect(SVGRenderer.render(root).contains("<g id=\"v1000\">"))
        #expect(ASCIIRenderer.render(root).split(separator: "\n").count <= ASCIIRenderer.maximumSize.rows)
    }

    @Test func asciiOfHugeAndNonFiniteFramesIsBounded() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1e308, height: 1e308))
        for frame in [CGRect(x: 0, y: 0, width: 1e308, height: 1e308), CGRect(x: -1e300, y: 5, width: CGFloat.infinity, height: 3),
                      CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan)] {
            root.addSubview(View(frame: frame))
        }
        let lines = ASCIIRenderer.render(root).split(separator: "\n")
        #expect(lines.count <= ASCIIRenderer.maximumSize.rows)
        #expect(lines.allSatisfy { $0.count <= ASCIIRenderer.maximumSize.columns })
        // A 320 × 416 root keeps the usual scale: 320 / 8 + 1 columns, 416 / 16 + 1 rows.
        let screen = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
        screen.addSubview(View(frame: CGRect(x: 0, y: 0, width: 320, height: 416)))
        let drawn = ASCIIRenderer.render(screen).split(separator: "\n")
        #expect(drawn.count == 27 && drawn[0].count == 41)
    }
}
