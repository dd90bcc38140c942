import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog

// Proxies are the process's, as UIKit's are: each test styles classes of its own, so that no other
// test's views match them.
private final class PlainLabel: Label {}
private final class ExplicitLabel: Label {}
private final class ScopedLabel: Label {}
private final class OrderedLabel: Label {}
private final class BaseLabel: Label {}
private final class DerivedLabel: Label {}
private class ThemedButton: Button {}
private final class LaterLabel: Label {}
private final class TraitLabel: Label {}
private final class ThemedItem: BarButtonItem {}
private final class Card: View {}
private final class Panel: View {}
private final class StyledView: View {}

/// UIKit's appearance proxies: values set on `appearance()` reach instances as they enter a window.
@Suite struct AppearanceProxyTests {
    private func window() -> Window { Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }

    @Test func aProxysValueReachesInstancesEnteringAWindowOnly() {
        PlainLabel.appearance().textColor = .red
        let shown = PlainLabel(), offscreen = PlainLabel(), other = Label()
        let window = window()
        window.addSubview(shown)
        window.addSubview(other)
        #expect(shown.textColor == .red)
        #expect(offscreen.textColor == Label().textColor)  // never in a window: untouched
        #expect(other.textColor == Label().textColor)      // another class: untouched
    }

    @Test func aValueSetOnTheInstanceItselfOutranksTheProxy() {
        ExplicitLabel.appearance().textColor = .red
        ExplicitLabel.appearance().font = .systemFont(ofSize: 20)
        let label = ExplicitLabel()
        label.textColor = .blue
        window().addSubview(label)
        #expect(label.textColor == .blue)                     // set on the label: kept
        #expect(label.font == .systemFont(ofSize: 20))        // not set on it: the proxy's
    }

    @Test func aContainedProxyOutranksTheClasswideOneInsideItsContainer() {
        ScopedLabel.appearance().textColor = .red
        ScopedLabel.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .green
        let window = window()
        let card = Card(), inCard = ScopedLabel(), outside = ScopedLabel()
        card.addSubview(inCard)
        window.addSubview(card)
        window.addSubview(outside)
        #expect(inCard.textColor == .green && outside.textColor == .red)
    }

    @Test func theOutermostContainerWinsThenTheLongerChain() {
        // The label is in a card that is in a panel: UIKit's rule, "the outermost proxy wins".
        OrderedLabel.appearance(whenContainedInInstancesOf: [Panel.self]).textColor = .blue
        OrderedLabel.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .green
        OrderedLabel.appearance(whenContainedInInstancesOf: [Card.self, Panel.self]).font = .systemFont(ofSize: 30)
        OrderedLabel.appearance(whenContainedInInstancesOf: [Panel.self]).font = .systemFont(ofSize: 10)
        let panel = Panel(), card = Card(), label = OrderedLabel()
        card.addSubview(label)
        panel.addSubview(card)
        window().addSubview(panel)
        #expect(label.textColor == .blue)                 // the panel is further out than the card
        #expect(label.font == .systemFont(ofSize: 30))    // both reach the panel: the longer chain wins
    }

    @Test func aSubclasssProxyOutranksItsSuperclasssWhicheverWasMadeFirst() {
        DerivedLabel.appearance().textColor = .green
        BaseLabel.appearance().textColor = .red
        ThemedButton.appearance().setTitleColor(.orange, for: .normal)
        let derived = DerivedLabel(), button = ThemedButton(type: .custom)
        let window = window()
        window.addSubview(derived)
        window.addSubview(button)
        #expect(derived.textColor == .green)
        #expect(button.titleColor(for: .normal) == .orange && button.titleColor(for: .selected) == .orange)
    }

    @Test func aProxyChangedLaterReachesOnlyViewsEnteringAWindowAfterwards() {
        LaterLabel.appearance().textColor = .red
        let window = window()
        let label = LaterLabel()
        window.addSubview(label)
        LaterLabel.appearance().textColor = .blue
        #expect(label.textColor == .red)  // already in the window, as in UIKit
        label.removeFromSuperview()
        label.textColor = Label().textColor  // back to the default: taken as unset
        window.addSubview(label)
        #expect(label.textColor == .blue)
    }

    @Test func aTraitsProxyReachesOnlyViewsWithThoseTraits() {
        let window = window()
        let idiom = window.traitCollection.userInterfaceIdiom
        TraitLabel.appearance(for: TraitCollection(userInterfaceIdiom: idiom)).textColor = .green
        TraitLabel.appearance(for: TraitCollection(userInterfaceIdiom: idiom == .pad ? .phone : .pad)).font = .systemFont(ofSize: 40)
        let label = TraitLabel()
        window.addSubview(label)
        #expect(label.textColor == .green && label.font == Label().font)
    }

    @Test func aToolbarsItemsTakeTheProxyScopedToToolbars() {
        ThemedItem.appearance(whenContainedInInstancesOf: [Toolbar.self]).tintColor = .purple
        let toolbar = Toolbar(), item = ThemedItem(title: "Done"), loose = ThemedItem(title: "Later")
        toolbar.items = [item]
        window().addSubview(toolbar)
        #expect(item.tintColor == .purple && loose.tintColor == nil)
    }

    @Test func aProtocolExtensionOnAppearanceReturnsTheInstanceTyped() {
        // Libraries style any view or bar item through `extension UIAppearance` (Stevia's `style`).
        let view = StyledView().styled { $0.tag = 7 }
        #expect(view.tag == 7)
        #expect(StyledView.appearance() === StyledView.appearance())  // one proxy per class and scope
    }
}

extension Appearance {
    fileprivate func styled(_ body: (Self) -> Void) -> Self {
        body(self)
        return self
    }
}
