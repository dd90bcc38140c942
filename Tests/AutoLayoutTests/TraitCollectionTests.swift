import Foundation
import Testing
@testable import AutoLayout

/// UITraitCollection as UIKit declares it: an immutable object, combined trait by trait, with the
/// current collection of the code running.
@Suite struct TraitCollectionTests {
    @Test func collectionsSpecifyTheirTraitsAndCombineByTheLastThatDoes() {
        let dark = TraitCollection(userInterfaceStyle: .dark), high = TraitCollection(accessibilityContrast: .high)
        let both = TraitCollection(traitsFrom: [dark, high, TraitCollection(userInterfaceStyle: .light)])
        #expect(both.userInterfaceStyle == .light && both.accessibilityContrast == .high && both.legibilityWeight == .unspecified)
        #expect(both.containsTraits(in: high) && !both.containsTraits(in: dark) && both.containsTraits(in: nil))
        #expect(TraitCollection(userInterfaceLevel: .elevated).hasDifferentColorAppearance(comparedTo: TraitCollection()))
        #expect(TraitCollection(displayGamut: .P3) == TraitCollection(displayGamut: .P3))  // equal by value
        #expect(TraitCollection(coder: NSCoder()) == TraitCollection())
    }

    @Test func aViewHasEveryTraitOfAPhone() {
        let traits = View().traitCollection
        #expect(traits.layoutDirection == .leftToRight && traits.accessibilityContrast == .normal)
        #expect(traits.userInterfaceLevel == .base && traits.legibilityWeight == .regular)
        #expect(traits.displayGamut == .P3 && traits.forceTouchCapability == .unavailable)
        #expect(traits.activeAppearance == .unspecified)  // a Mac's trait
    }

    @Test func theCurrentCollectionIsTheOneRunningAndNestsBack() {
        #expect(TraitCollection.current.userInterfaceStyle == .light)  // a phone's, outside any
        TraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(TraitCollection.current.userInterfaceStyle == .dark)
            TraitCollection(legibilityWeight: .bold).performAsCurrent {
                #expect(TraitCollection.current.legibilityWeight == .bold)
            }
            #expect(TraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(TraitCollection.current.userInterfaceStyle == .light)
    }
}
