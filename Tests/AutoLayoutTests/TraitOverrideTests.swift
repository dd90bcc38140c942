import Foundation
import Testing
@testable import AutoLayout
import UIKitRuntime

/// A view that records the previous traits of each `traitCollectionDidChange(_:)`.
private final class TraitProbe: View {
    var previous: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        previous.append(previousTraitCollection)
    }
}

/// A controller that records the same.
private final class TraitProbeController: ViewController {
    var previous: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        previous.append(previousTraitCollection)
    }
}

/// A parent controller whose view holds a child's view, which holds `probe`.
private func family() -> (parent: ViewController, child: TraitProbeController, probe: TraitProbe) {
    let parent = ViewController(), child = TraitProbeController(), probe = TraitProbe()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    child.view.addSubview(probe)
    return (parent, child, probe)
}

/// UIKit's trait collections and the overrides that reach views: a controller's for a child, a
/// window's screen, a view's own interface style — each trait from the nearest that sets it.
@Suite struct TraitOverrideTests {
    @Test func aOneTraitCollectionSpecifiesOnlyItsTrait() {
        let width = TraitCollection(horizontalSizeClass: .regular)
        #expect(width.horizontalSizeClass == .regular)
        #expect(width.verticalSizeClass == .unspecified && width.userInterfaceIdiom == .unspecified)
        #expect(width.displayScale == 0 && width.preferredContentSizeCategory == .unspecified)
        #expect(width.userInterfaceStyle == .unspecified)
        #expect(TraitCollection(userInterfaceStyle: .dark).horizontalSizeClass == .unspecified)
        #expect(TraitCollection() == TraitCollection(traitsFrom: []))  // nothing specified
    }

    @Test func traitsFromTakesTheLastSpecifiedValueOfEachTrait() {
        let merged = TraitCollection(traitsFrom: [
            TraitCollection(displayScale: 3), TraitCollection(horizontalSizeClass: .compact),
            TraitCollection(horizontalSizeClass: .regular), TraitCollection(preferredContentSizeCategory: .small),
            TraitCollection(),  // specifies nothing, so overrides nothing
        ])
        #expect(merged.horizontalSizeClass == .regular)  // the later of compact and regular
        #expect(merged.displayScale == 3 && merged.preferredContentSizeCategory == .small)
        #expect(merged.verticalSizeClass == .unspecified && merged.userInterfaceStyle == .unspecified)
    }

    @Test func containsTraitsComparesWhatTheOtherSpecifies() {
        let pad = TraitCollection(traitsFrom: [TraitCollection(userInterfaceIdiom: .pad), TraitCollection(displayScale: 2)])
        #expect(pad.containsTraits(in: TraitCollection(userInterfaceIdiom: .pad)))
        #expect(!pad.containsTraits(in: TraitCollection(userInterfaceIdiom: .phone)))
        #expect(!pad.containsTraits(in: TraitCollection(horizontalSizeClass: .regular)))  // pad's is unspecified
        #expect(pad.containsTraits(in: TraitCollection()) && pad.containsTraits(in: nil))
    }

    @Test func aViewWithoutOverridesIsAPhoneAndStoresNothing() {
        let parent = View(), view = View()
        parent.addSubview(view)
        let traits = view.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 2)
        #expect(traits.preferredContentSizeCategory == .large && traits.userInterfaceStyle == .light)
        #expect(view.rareState == nil && parent.rareState == nil)  // reading traits made no storage
    }

    @Test func aChildControllersOverrideReachesItsViewAndBelow() {
        let (parent, child, probe) = family()
        let regular = TraitCollection(horizontalSizeClass: .regular)
        parent.setOverrideTraitCollection(regular, forChild: child)
        #expect(probe.traitCollection.horizontalSizeClass == .regular)
        #expect(probe.traitCollection.verticalSizeClass == .regular)  // not overridden: the phone's
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.view.traitCollection.horizontalSizeClass == .compact)  // above the child: unchanged
        #expect(probe.previous.count == 1 && probe.previous.first??.horizontalSizeClass == .compact)
        #expect(child.previous.count == 1 && child.previous.first??.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child) == regular)

        parent.setOverrideTraitCollection(regular, forChild: child)  // the same again: no change
        #expect(probe.previous.count == 1)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(probe.traitCollection.horizontalSizeClass == .compact)
        #expect(probe.previous.count == 2 && probe.previous.last??.horizontalSizeClass == .regular)
    }

    @Test func onlyAChildsTraitsCanBeOverriddenAndLeavingDropsThem() {
        let (parent, child, probe) = family()
        let stranger = ViewController()
        parent.setOverrideTraitCollection(TraitCollection(userInterfaceIdiom: .pad), forChild: stranger)
        #expect(parent.overrideTraitCollection(forChild: stranger) == nil)  // not a child: ignored
        parent.setOverrideTraitCollection(TraitCollection(userInterfaceIdiom: .pad), forChild: child)
        #expect(probe.traitCollection.userInterfaceIdiom == .pad)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.overrideTraitCollection(forChild: child) == nil)
        #expect(probe.traitCollection.userInterfaceIdiom == .phone)  // the override was the parent's
    }

    @Test func aControllerWhoseViewIsNotLoadedHasItsParentsOverride() {
        let parent = ViewController(), child = ViewController()
        parent.addChild(child)
        parent.setOverrideTraitCollection(TraitCollection(preferredContentSizeCategory: .extraLarge), forChild: child)
        #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(!child.isViewLoaded)
    }

    @Test func eachTraitComesFromTheNearestOverride() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.environmentTraits = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .regular), TraitCollection(verticalSizeClass: .regular),
            TraitCollection(userInterfaceIdiom: .pad), TraitCollection(displayScale: 3),
            TraitCollection(preferredContentSizeCategory: .extraExtraLarge),
        ])
        let (parent, child, probe) = family()
        window.rootViewController = parent
        parent.setOverrideTraitCollection(TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact), TraitCollection(userInterfaceStyle: .light),
        ]), forChild: child)
        probe.overrideUserInterfaceStyle = .dark
        let traits = probe.traitCollection
        #expect(traits.horizontalSizeClass == .compact)  // the controller's, nearer than the window's
        #expect(traits.verticalSizeClass == .regular && traits.userInterfaceIdiom == .pad)  // the window's
        #expect(traits.displayScale == 3 && traits.preferredContentSizeCategory == .extraExtraLarge)
        #expect(traits.userInterfaceStyle == .dark)  // the view's own, nearer than the controller's light
        #expect(child.view.traitCollection.userInterfaceStyle == .light)
        #expect(parent.view.traitCollection.horizontalSizeClass == .regular)  // the window's
    }

    @Test func aChangeReachesOnlyTheViewsWhoseTraitsItChanges() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let changes = TraitProbe(), keepsItsOwn = TraitProbe(), belowItsOwn = TraitProbe()
        window.addSubview(changes)
        window.addSubview(keepsItsOwn)
        keepsItsOwn.addSubview(belowItsOwn)
        keepsItsOwn.environmentTraits = TraitCollection(displayScale: 1)
        #expect(keepsItsOwn.previous.count == 1 && belowItsOwn.previous.count == 1)  // 2 → 1

        window.environmentTraits = TraitCollection(displayScale: 3)
        #expect(changes.traitCollection.displayScale == 3)
        #expect(changes.previous.count == 1 && changes.previous.first??.displayScale == 2)
        #expect(keepsItsOwn.traitCollection.displayScale == 1)  // its own is nearer
        #expect(keepsItsOwn.previous.count == 1 && belowItsOwn.previous.count == 1)  // not told again
    }

    @Test func aControllersStyleStillReachesItsView() {
        let (parent, child, probe) = family()
        parent.setOverrideTraitCollection(TraitCollection(userInterfaceStyle: .dark), forChild: child)
        child.overrideUserInterfaceStyle = .light  // the controller's own style beats its parent's override
        #expect(probe.traitCollection.userInterfaceStyle == .light)
        #expect(probe.previous.compactMap { $0?.userInterfaceStyle } == [.light, .dark])
    }

    @Test func aLabelThatAdjustsItsFontTakesItsStylesSizeForTheNewTextSize() {
        let (parent, child, _) = family()
        let adjusting = Label(), fixed = Label(), plain = Label()
        adjusting.font = .preferredFont(forTextStyle: .title1)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .title1)
        plain.font = .systemFont(ofSize: 28)
        plain.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, plain] {
            label.text = "What's the point?"
            child.view.addSubview(label)
        }
        #expect(adjusting.font.pointSize == 28)  // title1 at the default size, Large
        parent.setOverrideTraitCollection(TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
                                          forChild: child)
        // UIKit's title1 at AX5 is 58 points; a label that does not adjust, or whose font has no
        // text style, keeps its 28.
        #expect(adjusting.font.pointSize == 58 && adjusting.font.weight == .regular)
        #expect(fixed.font.pointSize == 28 && plain.font.pointSize == 28)
        // 58 × 1.2 = 69.6 points a line with the fixed metrics, 70 on the 2× pixel grid.
        #expect(adjusting.intrinsicContentSize.height == 70)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(adjusting.font.pointSize == 28)
    }
}
