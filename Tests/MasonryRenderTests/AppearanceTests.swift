import Foundation
import Testing
import Masonry
import UIKitRuntime
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
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.layer.borderColor = Color(hex: 0x336699)
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

    @Test func textIsDrawnWithItsColourWeightAndAlignment() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let title = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 24))
        title.text = "Title"
        title.font = .boldSystemFont(ofSize: 20)
        title.textColor = Color(hex: 0x1C1C1E)
        title.textAlignment = .center
        let note = Label(frame: CGRect(x: 0, y: 30, width: 200, height: 24))
        note.text = "Note"
        note.font = .systemFont(ofSize: 10, weight: .light)
        note.textAlignment = .right
        let button = Button(frame: CGRect(x: 0, y: 60, width: 120, height: 40))
        button.setTitle("Go", for: .normal)
        button.setTitleColor(Color(hex: 0x007AFF), for: .normal)
        for view in [title, note, button] { root.addSubview(view) }
        let svg = SVGRenderer.render(root)
        // "Title" at 20 pt is 5 × 12 = 60 wide, centred in 200: x = 70; baseline 0.95 × 20 = 19.
        #expect(svg.contains("<text x=\"70\" y=\"19\" font-size=\"20\" font-weight=\"700\" fill=\"#1C1C1E\" textLength=\"60\">Title</text>"))
        // "Note" at 10 pt is 4 × 6 = 24 wide, against the right edge: x = 176; baseline 30 + 9.5.
        #expect(svg.contains("<text x=\"176\" y=\"39.5\" font-size=\"10\" font-weight=\"300\" fill=\"#000000\" textLength=\"24\">Note</text>"))
        // The button's title centred, as UIKit centres it, in the colour set for it: "Go" is
        // 2 × 10.2 = 20.4 wide in 120 less 12 + 12: x = 12 + (96 - 20.4) / 2 = 49.8; its line (20.4 →
        // 21) in 40 less 6 + 6: top 60 + 6 + 3.5, baseline + 0.95 × 17 = 85.65.
        #expect(svg.contains("<text x=\"49.8\" y=\"85.65\" font-size=\"17\" fill=\"#007AFF\""))
    }
}
