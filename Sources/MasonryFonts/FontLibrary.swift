import AutoLayout
import CFontconfig
import Foundation
import Synchronization

/// Installed fonts, found by family name through fontconfig: `typeface(family:weight:)` reads the
/// file fontconfig matches, once per family and weight.
public enum FontLibrary {
    /// The typeface of `family` nearest `weight` (DejaVu Sans bold for `("DejaVu Sans", .bold)`).
    /// A family fontconfig does not have is an error, not a substitute.
    public static func typeface(family: String, weight: Font.Weight = .regular) throws(FontError) -> FreeTypeTypeface {
        let key = "\(family.lowercased())/\(weight.cssWeight)"
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let (path, index) = try match(family: family, weight: weight)
        let typeface = try FreeTypeTypeface(contentsOfFile: path, faceIndex: index)
        // Another thread may have read the same file meanwhile: the first one kept is everyone's.
        return cache.withLock { cache in
            if let kept = cache[key] { return kept }
            cache[key] = typeface
            return typeface
        }
    }

    /// Makes `Font(name:size:)` find installed families, and, with `systemFamily`, every system
    /// font (`Font()`, `systemFont(ofSize:)`, text styles) use that family; throws if it is not
    /// installed. `nil` puts the system fonts back to the fixed metrics.
    public static func install(systemFamily: String? = nil) throws(FontError) {
        let provider: @Sendable (String, Font.Weight) -> (any Typeface)? = { name, weight in
            try? FontLibrary.typeface(family: name, weight: weight)
        }
        Font.setTypefaceProvider(provider)
        if let systemFamily { _ = try typeface(family: systemFamily) }
        Font.setSystemFontFamily(systemFamily, provider: provider)
    }

    private static let cache = Mutex<[String: FreeTypeTypeface]>([:])
    private static let lock = Mutex(())

    /// The file and face index fontconfig matches for the family and weight.
    private static func match(family: String, weight: Font.Weight) throws(FontError) -> (String, Int) {
        // fontconfig's configuration is shared process state: one query at a time.
        let found: (file: String, families: [String], index: Int)? = lock.withLock { _ in
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                    _ = FcPatternAddString(pattern, FC_FAMILY, $0)
                }
            }
            _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight.cssWeight)))
            _ = FcPatternAddInteger(pattern, FC_SLANT, Int32(FC_SLANT_ROMAN))
            _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
            defer { FcPatternDestroy(match) }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            // Every family name the face goes by ("DejaVu Sans", "DejaVu Sans Condensed", …).
            var families: [String] = []
            var name: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(match, FC_FAMILY, Int32(families.count), &name) == FcResultMatch, let found = name {
                families.append(String(cString: found))
            }
            var index: Int32 = 0
            _ = FcPatternGetInteger(match, FC_INDEX, 0, &index)
            return (String(cString: file), families, Int(index))
        }
        guard let found else { throw .familyNotFound(family: family, closest: nil) }
        // fontconfig always answers with something; only the family asked for will do.
        guard found.families.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else {
            throw .familyNotFound(family: family, closest: found.families.first)
        }
        return (found.file, found.index)
    }
}
