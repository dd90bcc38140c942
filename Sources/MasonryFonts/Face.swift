import AutoLayout
import CFreeType
import Foundation

/// A FreeType library and face, owned together; used only under `FreeTypeTypeface`'s lock.
/// Advances and kerning pairs are cached in font units: a layout asks for the same few often.
struct Face: ~Copyable {
    private let library: FT_Library
    private let face: FT_Face
    private var advances: [UInt32: CGFloat] = [:]
    private var kernings: [UInt64: CGFloat] = [:]
    private let hasKerning: Bool
    /// The font's bytes when it was read from memory: FreeType reads them for the face's life.
    private let bytes: UnsafeMutableRawBufferPointer?

    /// The face at `index` in the file at `path`, or in `data` (then `path` only names it).
    init(path: String, data: Data? = nil, index: Int) throws(FontError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .unreadable(path: path, reason: "FreeType could not start")
        }
        var face: FT_Face?
        var bytes: UnsafeMutableRawBufferPointer?
        let error: FT_Error
        if let data {
            let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 8)
            _ = data.copyBytes(to: copy.bindMemory(to: UInt8.self))
            bytes = copy
            error = FT_New_Memory_Face(library, copy.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.count),
                                       FT_Long(index), &face)
        } else {
            error = FT_New_Face(library, path, FT_Long(index), &face)
        }
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            bytes?.deallocate()
            let readable = data != nil || FileManager.default.isReadableFile(atPath: path)
            throw .unreadable(path: path, reason: readable ? "FreeType error \(error)" : "no such readable file")
        }
        self.library = library
        self.face = face
        self.bytes = bytes
        hasKerning = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        bytes?.deallocate()
    }

    var record: FT_FaceRec { face.pointee }

    /// The weight from the `OS/2` table's class (400 regular, 700 bold), else from the bold flag.
    var weight: Font.Weight {
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let css = Int(table.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
            let table: [(Int, Font.Weight)] = [(100, .ultraLight), (200, .thin), (300, .light), (400, .regular),
                                               (500, .medium), (600, .semibold), (700, .bold), (800, .heavy), (900, .black)]
            return table.min { abs($0.0 - css) < abs($1.0 - css) }?.1 ?? .regular
        }
        return face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? .bold : .regular
    }

    private func glyph(_ scalar: Unicode.Scalar) -> FT_UInt {
        FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    mutating func advance(of scalar: Unicode.Scalar) -> CGFloat {
        if let known = advances[scalar.value] { return known }
        var advance: FT_Fixed = 0
        let found = FT_Get_Advance(face, glyph(scalar), FT_Int32(FT_LOAD_NO_SCALE), &advance) == 0
        let value = found ? CGFloat(advance) : 0
        advances[scalar.value] = value
        return value
    }

    mutating func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> CGFloat {
        guard hasKerning else { return 0 }
        let key = UInt64(left.value) << 32 | UInt64(right.value)
        if let known = kernings[key] { return known }
        var vector = FT_Vector()
        let found = FT_Get_Kerning(face, glyph(left), glyph(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0
        let value = found ? CGFloat(vector.x) : 0
        kernings[key] = value
        return value
    }

    /// Renders one glyph anti-aliased at `pixelSize`, placed at `penX` (fractional pixels).
    func render(_ scalar: Unicode.Scalar, pixelSize: CGFloat, penX: CGFloat) -> RenderedGlyph? {
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0 else { return nil }
        // The fraction of a pixel the pen is at, as a sub-pixel shift of the outline.
        let whole = penX.rounded(.down)
        var shift = FT_Vector(x: FT_Pos(((penX - whole) * 64).rounded()), y: 0)
        FT_Set_Transform(face, nil, &shift)
        defer { FT_Set_Transform(face, nil, nil) }
        guard FT_Load_Glyph(face, glyph(scalar), FT_Int32(FT_LOAD_NO_HINTING)) == 0,
              let slot = face.pointee.glyph, FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let rows = Int(bitmap.rows), width = Int(bitmap.width), pitch = Int(bitmap.pitch)
        guard rows > 0, width > 0, pitch >= width, let buffer = bitmap.buffer else { return nil }
        var coverage = [UInt8](repeating: 0, count: rows * width)
        for row in 0..<rows {
            for column in 0..<width { coverage[row * width + column] = buffer[row * pitch + column] }
        }
        return RenderedGlyph(coverage: coverage, width: width, rows: rows,
                             origin: CGPoint(x: whole + CGFloat(slot.pointee.bitmap_left), y: -CGFloat(slot.pointee.bitmap_top)))
    }
}
