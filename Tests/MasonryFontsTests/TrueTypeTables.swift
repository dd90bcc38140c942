import Foundation

/// The few TrueType tables a test needs, read straight from the file, so that the typeface's
/// figures are checked against the font itself rather than against numbers typed in.
struct TrueTypeTables {
    let bytes: [UInt8]
    private var tables: [String: Int] = [:]

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        bytes = [UInt8](data)
        let count = Int(u16(4))
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            tables[tag] = Int(u32(record + 8))
        }
    }

    func u16(_ offset: Int) -> UInt16 { UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]) }
    func i16(_ offset: Int) -> Int { Int(Int16(bitPattern: u16(offset))) }
    func u32(_ offset: Int) -> UInt32 { UInt32(u16(offset)) << 16 | UInt32(u16(offset + 2)) }

    var unitsPerEm: Int { Int(u16(tables["head"]! + 18)) }
    var ascender: Int { i16(tables["hhea"]! + 4) }
    var descender: Int { i16(tables["hhea"]! + 6) }
    var lineGap: Int { i16(tables["hhea"]! + 8) }

    /// The advance of a glyph from `hmtx` (glyphs past the last metric repeat it).
    func advance(glyph: Int) -> Int {
        let metrics = Int(u16(tables["hhea"]! + 34))
        return Int(u16(tables["hmtx"]! + 4 * min(glyph, metrics - 1)))
    }

    /// The glyph of a character from the Windows Unicode BMP `cmap` subtable (format 4).
    func glyph(_ scalar: Unicode.Scalar) -> Int {
        let cmap = tables["cmap"]!
        var subtable = 0
        for index in 0..<Int(u16(cmap + 2)) where u16(cmap + 4 + 8 * index) == 3 && u16(cmap + 6 + 8 * index) == 1 {
            subtable = cmap + Int(u32(cmap + 8 + 8 * index))
        }
        let segments = Int(u16(subtable + 6)) / 2
        let ends = subtable + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, offsets = deltas + 2 * segments
        let code = Int(scalar.value)
        for segment in 0..<segments where code <= Int(u16(ends + 2 * segment)) {
            guard code >= Int(u16(starts + 2 * segment)) else { return 0 }
            let rangeOffset = Int(u16(offsets + 2 * segment))
            if rangeOffset == 0 { return (code + i16(deltas + 2 * segment)) & 0xFFFF }
            let address = offsets + 2 * segment + rangeOffset + 2 * (code - Int(u16(starts + 2 * segment)))
            let glyph = Int(u16(address))
            return glyph == 0 ? 0 : (glyph + i16(deltas + 2 * segment)) & 0xFFFF
        }
        return 0
    }

    /// The kerning between two glyphs from the `kern` table's first format-0 subtable.
    func kerning(_ left: Int, _ right: Int) -> Int {
        guard let kern = tables["kern"], u16(kern + 2) > 0 else { return 0 }
        let subtable = kern + 4
        let pairs = Int(u16(subtable + 6))
        for index in 0..<pairs {
            let pair = subtable + 14 + 6 * index
            if Int(u16(pair)) == left && Int(u16(pair + 2)) == right { return i16(pair + 4) }
        }
        return 0
    }

    /// `text`'s advance in font units: its glyphs' advances and the kerning between them.
    func width(of text: String) -> Int {
        let glyphs = text.unicodeScalars.map(glyph)
        var total = 0
        for (index, glyph) in glyphs.enumerated() {
            total += advance(glyph: glyph)
            if index > 0 { total += kerning(glyphs[index - 1], glyph) }
        }
        return total
    }
}
