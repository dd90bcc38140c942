import AutoLayout
import Foundation
import MasonryFonts
import Testing

/// DejaVu Sans, found by name and measured, against figures read from its own file.
@Suite(.serialized) struct TypefaceTests {
    let sans = try! FontLibrary.typeface(family: "DejaVu Sans")  // safe: fonts-dejavu-core is on the image
    var tables: TrueTypeTables { TrueTypeTables(path: sans.path)! }  // safe: the file it was read from

    @Test func metricsComeFromTheFontsTables() {
        #expect(sans.familyName == "DejaVu Sans")
        #expect(sans.unitsPerEm == CGFloat(tables.unitsPerEm))
        #expect(sans.ascender == CGFloat(tables.ascender))
        #expect(sans.descender == CGFloat(-tables.descender))
        #expect(sans.lineGap == CGFloat(tables.lineGap))
    }

    @Test func advancesAndKerningAreTheFontsOwn() {
        let font = Font(typeface: sans, size: 17)
        for text in ["Hello, world", "AVATAR Type", "Wolf Tavern", "0123456789", "Ünïcödé ñ"] {
            let expected = CGFloat(tables.width(of: text)) * 17 / CGFloat(tables.unitsPerEm)
            #expect(abs(font.width(of: Substring(text)) - expected) < 1e-9, "\(text)")
        }
        // "AV" kerns in DejaVu Sans: the pair is narrower than its two advances.
        #expect(sans.kerning("A", "V") < 0)
    }

    @Test func labelsAreSizedAndWrappedByTheTypeface() {
        let font = Font(typeface: sans, size: 17)
        let label = Label()
        label.font = font
        label.text = "Hello, world"
        let upem = CGFloat(tables.unitsPerEm)
        let line = CGFloat(tables.ascender - tables.descender + tables.lineGap) * 17 / upem
        let width = CGFloat(tables.width(of: "Hello, world")) * 17 / upem
        #expect(label.intrinsicContentSize == CGSize(width: width.rounded(.up), height: line.rounded(.up)))
        #expect(label.firstBaselineOffsetFromTop == CGFloat(tables.ascender) * 17 / upem)
        // Wrapped at the width of "Hello," the second word goes to a line of its own.
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = font.width(of: "Hello, wor")
        #expect(font.lines(of: "Hello, world", width: font.width(of: "Hello, wor")) == ["Hello,", "world"])
        #expect(label.intrinsicContentSize.height == (2 * line).rounded(.up))
    }

    @Test func missingFamiliesAndFilesAreErrors() {
        #expect(throws: FontError.self) { try FontLibrary.typeface(family: "No Such Family 42") }
        do {
            _ = try FreeTypeTypeface(contentsOfFile: "/nonexistent/font.ttf")
            Issue.record("no error")
        } catch {
            #expect(error.description == "/nonexistent/font.ttf: not a readable font: no such readable file")
        }
        #expect(Font(name: "No Such Family 42", size: 12) == nil)
    }

    @Test func aFontReadFromBytesMeasuresAsTheFile() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: sans.path))
        let fromBytes = try FreeTypeTypeface(data: data, name: "DejaVuSans.ttf")
        #expect(fromBytes.familyName == "DejaVu Sans" && fromBytes.unitsPerEm == sans.unitsPerEm)
        #expect(fromBytes.width(of: "Wolf Tavern") == sans.width(of: "Wolf Tavern"))
        do {
            _ = try FreeTypeTypeface(data: Data("not a font".utf8), name: "notes.txt")
            Issue.record("no error")
        } catch {
            #expect(error.description.hasPrefix("notes.txt: not a readable font: FreeType error "))
        }
    }

    @Test func boldIsItsOwnFile() throws {
        let bold = try FontLibrary.typeface(family: "DejaVu Sans", weight: .bold)
        #expect(bold.weight == .bold && bold !== sans)
        #expect(bold.path.hasSuffix("DejaVuSans-Bold.ttf"))
    }
}
