import Foundation
import Testing
import Masonry
@testable import MasonryRender

/// What views set besides their frames, as the renderers draw it.
@Suite struct AppearanceTests {
    @Test func hiddenAlphaClipCornersBordersAndIdentifiers() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.debugName = "root"
        let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        card.accessibilityIdentifier = "card"
        card.alpha = 0.5
        card.clipsToBounds = true
        card.cornerRadius = 8
        card.borderWidth = 2
        card.borderColor = Color(hex: 0x336699)
        let badge = View(frame: CGRect(x: 80, y: -5, width: 40, height: 20))
        badge.debugName = "badge"
        badge.alpha = 0.5
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.debugName = "hidden"
        hidden.isHidden = true
        let inside = View(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        inside.debugName = "inside"
        root.addSubview(card)
        card.addSubview(badge)
        root.addSubview(hidden)
        hidden.addSubview(inside)
        let svg = SVGRenderer.render(root)
        // The card: half opaque, rounded, its border 2 wide drawn 1 inside its edges.
        #expect(svg.contains("<g id=\"card\" opacity=\"0.5\"><rect x=\"10\" y=\"10\" width=\"100\" height=\"50\" rx=\"8\" ry=\"8\""))
        #expect(svg.contains("<rect x=\"11\" y=\"11\" width=\"98\" height=\"48\" rx=\"7\" ry=\"7\" fill=\"none\" "
            + "stroke=\"#336699\" stroke-width=\"2\"/>"))
        // The badge: 0.5 × 0.5 opaque, clipped to the card's frame in root coordinates.
        #expect(svg.contains("<clipPath id=\"clip2\"><rect x=\"10\" y=\"10\" width=\"100\" height=\"50\"/></clipPath>"
            + "<g id=\"badge\" opacity=\"0.25\" clip-path=\"url(#clip2)\">"))
        // A hidden view and its subviews are not drawn, in SVG or ASCII.
        #expect(!svg.contains("hidden") && !svg.contains("inside"))
        #expect(!ASCIIRenderer.render(root).contains("hidden"))
        // Descriptions fall back to the identifier.
        #expect(card.description.hasPrefix("<View:card;"))
    }
}
