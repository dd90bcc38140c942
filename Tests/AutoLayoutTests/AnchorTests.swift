import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

/// UIKit's anchors. What must not compile, as in UIKit:
///
///     box.leadingAnchor.constraint(equalTo: box.topAnchor)      // x against y
///     box.widthAnchor.constraint(equalTo: box.leadingAnchor)    // a size against a position
///     guide.firstBaselineAnchor                                 // guides have no baselines
@Suite struct AnchorTests {
    @Test func anchorsMakeInactiveConstraintsThatLayOutWhenActivated() {
        let root = makeRoot()
        let box = makeChild("box", in: root), label = makeChild("label", in: root)
        let constraints = [
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            label.leadingAnchor.constraint(equalToSystemSpacingAfter: box.trailingAnchor, multiplier: 2),
            label.topAnchor.constraint(equalToSystemSpacingBelow: box.bottomAnchor, multiplier: 1),
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
            label.widthAnchor.constraint(lessThanOrEqualTo: box.widthAnchor, multiplier: 1, constant: -30),
            label.heightAnchor.constraint(equalTo: box.heightAnchor),
        ]
        #expect(constraints.allSatisfy { !$0.isActive } && root.constraints.isEmpty && box.constraints.isEmpty)
        #expect(constraints[3].multiplier == 0.5 && constraints[4].constant == 16 && constraints[5].constant == 8)
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // box: (16, 20), 100 wide, height 100 × 0.5 = 50.
        #expect(box.frame == CGRect(x: 16, y: 20, width: 100, height: 50))
        // label: left 16 + 100 + 8 × 2 = 132, top 20 + 50 + 8 = 78; width between 40 and
        // 100 - 30 = 70, nothing pulls it (ambiguous, as in UIKit) so only the bounds are checked;
        // height 50.
        #expect(label.frame.minX == 132 && label.frame.minY == 78 && label.frame.height == 50)
        #expect(label.frame.width >= 40 && label.frame.width <= 70)
    }

    @Test func inequalitiesAndGuideAnchors() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let bar = makeChild("bar", in: root)
        let safe = root.safeAreaLayoutGuide, margins = root.layoutMarginsGuide
        LayoutConstraint.activate([
            bar.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: 4),
            bar.topAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            bar.leftAnchor.constraint(equalTo: margins.leftAnchor),
            bar.rightAnchor.constraint(equalTo: margins.rightAnchor),
            bar.heightAnchor.constraint(equalTo: safe.heightAnchor, multiplier: 0.5),
            bar.centerYAnchor.constraint(lessThanOrEqualTo: safe.centerYAnchor),
        ])
        let pull = bar.topAnchor.constraint(equalTo: root.topAnchor)
        pull.priority = .defaultLow
        pull.isActive = true
        root.layoutIfNeeded()
        // The safe area is (0, 44, 320, 402): top at least 44 + 4 = 48 (pulled up to it), margins
        // 8 at the sides: 304 wide; height 402 / 2 = 201.
        #expect(bar.frame == CGRect(x: 8, y: 48, width: 304, height: 201))
    }

    @Test func baselinesOfTextAndAnchorsDescribeThemselves() {
        let root = makeRoot()
        let title = Label(), detail = Label()
        title.text = "Title"
        detail.text = "Detail"
        title.font = Font(pointSize: 20)
        for (name, label) in [("title", title), ("detail", detail)] {
            label.debugName = name
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor),
            detail.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 1),
            detail.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // Baselines sit 0.95 × size below the line's top: title's at 19, so detail's line top is
        // at 19 - 0.95 × 17 = 2.85.
        #expect(abs(detail.frame.minY - 2.85) < 1e-9)
        #expect(detail.frame.minX == title.frame.maxX + 8)
        #expect(title.firstBaselineAnchor.description == "Label:title.firstBaseline")
        #expect(root.layoutMarginsGuide.widthAnchor.attribute == .width)
        #expect(title.centerXAnchor.item === title)
    }

    @Test func aViewMayNameTheSubviewWhoseBaselinesAreItsOwn() {
        // A card whose baselines are its caption's, 30 points down: as UIKit asks
        // `forFirstBaselineLayout` and `forLastBaselineLayout`.
        final class Card: View {
            let caption = Label()
            override var forFirstBaselineLayout: View { caption }
            override var forLastBaselineLayout: View { caption }
        }
        let root = makeRoot()
        let card = Card(), side = Label()
        card.caption.text = "Caption"
        side.text = "Side"
        card.caption.frame = CGRect(x: 0, y: 30, width: 100, height: 21)
        for view in [card, side] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        card.addSubview(card.caption)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor), card.leftAnchor.constraint(equalTo: root.leftAnchor),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 80),
            side.leftAnchor.constraint(equalTo: card.rightAnchor),
            side.firstBaselineAnchor.constraint(equalTo: card.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // The caption's baseline is 30 + 0.95 × 17 = 46.15 from the card's top; side's line starts
        // 0.95 × 17 above it, at 30 — not at the card's bottom, 80, as a view without text would.
        #expect(abs(side.frame.minY - 30) < 1e-9)
        let plain = Label()
        #expect(plain.forFirstBaselineLayout === plain && plain.forLastBaselineLayout === plain)  // UIKit's default
    }

    @Test func leadingAgainstLeftKeepsUIKitsDiagnosticAndAnchorsDoNotKeepTheirItem() {
        let root = makeRoot()
        let box = makeChild("box", in: root)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            box.leadingAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        }
        #expect(diagnostics.map(\.kind) == [.invalidPairing])
        #expect(diagnostics.first?.message.hasPrefix("A constraint cannot be made between a leading/trailing attribute "
            + "and a right/left attribute. Use leading/trailing for both or neither.") == true)
        #expect(box.constraints.isEmpty && root.constraints.isEmpty)
        var anchor: LayoutDimension?
        do {
            let gone = View()
            anchor = gone.widthAnchor
            #expect(anchor?.item === gone)
        }
        #expect(anchor?.item == nil)
    }
}
