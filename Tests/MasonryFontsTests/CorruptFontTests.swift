import AutoLayout
import Foundation
import MasonryFonts
import Testing

/// Font files cut short and scrambled: each is refused with an error or read and measured, never
/// a crash. A fixed seed makes every run try the same files.
@Suite struct CorruptFontTests {
    @Test func corruptedFontFilesAreErrorsOrFontsNeverCrashes() throws {
        let original = try FontLibrary.typeface(family: "DejaVu Sans")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: original.path)))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corrupt-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        var refused = 0, read = 0
        for attempt in 0..<240 {
            var corrupted = bytes
            switch attempt % 3 {
            case 0: corrupted = Array(bytes.prefix(next() % bytes.count))           // cut short
            case 1: for _ in 0..<(1 + next() % 64) { corrupted[next() % 4096] = UInt8(next() & 0xFF) }  // tables' headers
            default: for _ in 0..<(1 + next() % 256) { corrupted[next() % bytes.count] = UInt8(next() & 0xFF) }
            }
            let path = folder.appendingPathComponent("font\(attempt).ttf").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(corrupted)))
            do {
                let typeface = try FreeTypeTypeface(contentsOfFile: path)
                let font = Font(typeface: typeface, size: 17)
                #expect(font.width(of: "Hello, world").isFinite)
                _ = typeface.renderGlyphs("Hello", pixelSize: 17)
                read += 1
            } catch {
                #expect(error.description.hasPrefix(path + ": not a readable font: "))
                refused += 1
            }
        }
        #expect(refused + read == 240 && refused > 0)
    }
}
