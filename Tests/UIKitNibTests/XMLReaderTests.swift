import Foundation
import Testing
import UIKitRuntime
@testable import UIKitNib

/// The reader's XML: what it keeps, and where it says a document is wrong.
@Suite struct XMLReaderTests {
    private func read(_ text: String) throws(NibError) -> XMLNode {
        try XMLReader.read(Data(text.utf8), file: "t.xib")
    }

    private func error(_ text: String) -> String? {
        do { _ = try read(text); return nil } catch { return error.description }
    }

    @Test func keepsElementsAttributesAndTextWithEntitiesDecoded() throws {
        let root = try read("""
            <?xml version="1.0"?>
            <!-- a comment -->
            <document a="1" b='x &amp; y &#x41;&#66;'>
                <string key="text">line &lt;1&gt;<![CDATA[ & <raw> ]]></string>
                <empty/>
            </document>
            """)
        #expect(root.name == "document")
        #expect(root["a"] == "1")
        #expect(root["b"] == "x & y AB")
        #expect(root.children.map(\.name) == ["string", "empty"])
        #expect(root.child("string", key: "text")?.text == "line <1> & <raw> ")
        #expect((root.line, root.column) == (3, 1))
        #expect((root.children[1].line, root.children[1].column) == (5, 5))
    }

    @Test func reportsWhereADocumentIsWrong() {
        #expect(error("<a>\n  <b></c>\n</a>") == "t.xib:2:6: error: </c> closes <b>, opened at 2:3")
        #expect(error("<a x=\"1\" x=\"2\"/>") == "t.xib:1:10: error: attribute x written twice in <a>")
        #expect(error("<a>") == "t.xib:1:4: error: the document ends inside <a>, opened at 1:1")
        #expect(error("<a b=\"&nope;\"/>") == "t.xib:1:7: error: unknown entity &nope;")
        #expect(error("<a/><b/>") == "t.xib:1:5: error: a second root element")
        #expect(error("") == "t.xib:1:1: error: no root element")
        #expect(error("<!-- open") == "t.xib:1:1: error: unterminated comment")
        #expect(error("<a b=1/>") == "t.xib:1:6: error: expected a quoted attribute value")
    }

    @Test func refusesNestingDeeperThanTheLimitWithoutRecursingFurther() {
        let depth = XMLReader.maximumDepth + 1
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        // The 257th <a> starts at column 3 × 256 + 1.
        #expect(error(text) == "t.xib:1:769: error: elements nested deeper than 256")
    }

    @Test func aDocumentMustBeANibOrStoryboard() {
        #expect(throws: NibError(file: "old.xib", line: 1, column: 1,
                                 message: "expected <document>, the root of a nib or storyboard, not <archive>")) {
            try NibDocument(data: Data("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>".utf8), file: "old.xib")
        }
    }
}
