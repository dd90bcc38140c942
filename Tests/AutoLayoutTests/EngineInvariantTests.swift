import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

/// The engine's unretained references (constraints naming items by `ItemReference`) name live
/// items of the engine's own tree after adds, removals and a subtree leaving.
@Suite struct EngineInvariantTests {
    @Test func constraintsNameLiveItemsOfTheTreeThroughRemovals() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let card = View(), title = Label(), badge = View()
        for view in [card, title, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(card)
        card.addSubview(title)
        card.addSubview(badge)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 4),
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        title.text = "Hello"
        root.layoutIfNeeded()
        // In the card: 8 + 51 ("Hello" at 17 pt, 5 × 0.6 × 17 = 51 wide) + 4 = 63.
        #expect(badge.frame.minX == 63)
        #expect(root.engineIfCreated?.invariantViolations() == [])
        badge.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(root.engineIfCreated?.invariantViolations() == [])
        card.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(root.engineIfCreated?.invariantViolations() == [])
    }
}
