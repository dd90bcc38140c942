import AutoLayout
import CFreeType
import Foundation
import Synchronization

/// A typeface read from a TrueType or OpenType file with FreeType: advances from `hmtx`, kerning
/// from the `kern` table where the font has one, ascender, descender and line gap from `hhea`
/// (or `OS/2`, as FreeType chooses them). Thread-safe: the face is used under a lock.
public final class FreeTypeTypeface: Typeface {
    public let familyName: String
    public let styleName: String
    public let weight: Font.Weight
    public let unitsPerEm: CGFloat
    public let ascender: CGFloat
    public let descender: CGFloat
    public let lineGap: CGFloat
    /// The file it was read from.
    public let path: String
    private let face: Mutex<Face>

    /// The face at `index` in the font file at `path`.
    public convenience init(contentsOfFile path: String, faceIndex: Int = 0) throws(FontError) {
        try self.init(face: Face(path: path, index: faceIndex), path: path)
    }

    /// The face at `index` in a font file's bytes; `name` stands for the path in errors.
    public convenience init(data: Data, name: String = "font data", faceIndex: Int = 0) throws(FontError) {
        try self.init(face: Face(path: name, data: data, index: faceIndex), path: name)
    }

    private init(face: consuming sending Face, path: String) throws(FontError) {
        let record = face.record
        self.path = path
        familyName = record.family_name.map { String(cString: $0) } ?? ""
        styleName = record.style_name.map { String(cString: $0) } ?? ""
        unitsPerEm = CGFloat(record.units_per_EM)
        guard unitsPerEm > 0 else { throw .unreadable(path: path, reason: "it has no em square (not a scalable font)") }
        ascender = CGFloat(record.ascender)
        descender = CGFloat(-Int(record.descender))
        lineGap = max(0, CGFloat(record.height) - ascender - descender)
        weight = face.weight
        self.face = Mutex(face)
    }

    public func advance(of scalar: Unicode.Scalar) -> CGFloat {
        face.withLock { $0.advance(of: scalar) }
    }

    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> CGFloat {
        face.withLock { $0.kerning(left, right) }
    }

    /// The advances and kerning of `text`, under one lock.
    public func width(of text: Substring) -> CGFloat {
        face.withLock { face in
            var total: CGFloat = 0
            var previous: Unicode.Scalar?
            for scalar in text.unicodeScalars {
                if let previous { total += face.kerning(previous, scalar) }
                total += face.advance(of: scalar)
                previous = scalar
            }
            return total
        }
    }

    /// `text`'s glyphs rendered at `pixelSize` pixels an em, anti-aliased, each placed relative
    /// to the pen's start at the baseline; the pen advances by the font's advances and kerning
    /// scaled to the pixel size, as `width(of:)` measures.
    package func renderGlyphs(_ text: Substring, pixelSize: CGFloat) -> [RenderedGlyph] {
        face.withLock { face in
            let scale = pixelSize / unitsPerEm
            var pen: CGFloat = 0
            var previous: Unicode.Scalar?
            var glyphs: [RenderedGlyph] = []
            for scalar in text.unicodeScalars {
                if let previous { pen += face.kerning(previous, scalar) * scale }
                if let glyph = face.render(scalar, pixelSize: pixelSize, penX: pen) { glyphs.append(glyph) }
                pen += face.advance(of: scalar) * scale
                previous = scalar
            }
            return glyphs
        }
    }
}

/// A glyph's anti-aliased coverage: `width` × `rows` bytes, 0 (none) to 255 (full), with its top
/// left corner at `origin` from the pen's start on the baseline (y grows down).
package struct RenderedGlyph: Sendable {
    package let coverage: [UInt8]
    package let width: Int
    package let rows: Int
    package let origin: CGPoint
}

/// What went wrong reading or finding a font.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// The file is missing or is not a font FreeType can read.
    case unreadable(path: String, reason: String)
    /// No installed font has this family; `closest` is what fontconfig would have substituted.
    case familyNotFound(family: String, closest: String?)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): not a readable font: \(reason)"
        case .familyNotFound(let family, let closest):
            return "no installed font has the family \"\(family)\"" + (closest.map { " (the closest is \"\($0)\")" } ?? "")
                + "; `fc-list : family` lists those there are"
        }
    }
}
