import AutoLayout
import Foundation
import MasonryFonts
import Testing

/// The three DejaVu families, by name.
@Suite struct FamilyTests {
    @Test(arguments: ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"])
    func dejaVuFamiliesAreFoundByName(family: String) throws {
        let typeface = try FontLibrary.typeface(family: family)
        #expect(typeface.familyName == family)
        #expect(typeface === (try FontLibrary.typeface(family: family)))  // read once, kept
    }
}
