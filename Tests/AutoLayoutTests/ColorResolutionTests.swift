import Foundation
import Testing
@testable import AutoLayout

/// Colours resolved for traits, found by name, and named aloud.
@Suite struct ColorResolutionTests {
    @Test func aDynamicColourAsksItsProviderForOtherTraits() {
        let color = Color { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(color == .black)  // the light phone's
        #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(Color.red.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .red)
        #expect(color.cgColor === color)
    }

    @Test func aNamedColourIsTheRegisteredOneResolvedForTheTraits() {
        Color.register(Color { $0.userInterfaceStyle == .dark ? .blue : .red }, named: "ColorResolutionTests.accent")
        let dark = Color(named: "ColorResolutionTests.accent", in: nil, compatibleWith: TraitCollection(userInterfaceStyle: .dark))
        #expect(dark == .blue)
        #expect(Color(named: "ColorResolutionTests.accent", in: .main, compatibleWith: nil) == .red)
        // Still dynamic: resolved again for other traits.
        #expect(dark?.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == .red)
        #expect(Color(named: "ColorResolutionTests.missing", in: nil, compatibleWith: nil) == nil)
    }

    @Test func accessibilityNamesComeFromHueLightnessAndGreyness() {
        #expect(Color.red.accessibilityName == "red" && Color.systemBlue.accessibilityName == "blue")
        #expect(Color.brown.accessibilityName == "brown" && Color(red: 0, green: 0, blue: 0.4).accessibilityName == "dark blue")
        #expect(Color(red: 0.7, green: 1, blue: 0.7).accessibilityName == "light green")
        #expect(Color.black.accessibilityName == "black" && Color.white.accessibilityName == "white")
        #expect(Color.gray.accessibilityName == "gray" && Color.darkGray.accessibilityName == "dark gray")
        #expect(Color.lightGray.accessibilityName == "light gray" && Color.purple.accessibilityName == "purple")
        #expect(Color.systemYellow.accessibilityName == "yellow" && Color.systemPink.accessibilityName == "pink")
    }
}
