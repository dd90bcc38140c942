import Foundation
import Testing
import UIKitLayout

/// The counter cell and the card from Examples/PortedApp: an explicit Objective-C name, a
/// designable button, pans, swipes, a timer and a delayed perform.
@Suite @MainActor struct CellAndCardTests {  // views are the main actor's, as on iOS
    @Test func theCellsButtonsChangeItsCountThroughAnExplicitlyNamedSelector() {
        let cell = CounterCell(style: .default, reuseIdentifier: CounterCell.reuseIdentifier)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 48)
        cell.layoutIfNeeded()
        // The stack: 16 in, 8 down; the plus button 32 high and 44 wide.
        #expect(cell.plusButton.frame.size == CGSize(width: 44, height: 32))
        #expect(cell.plusButton.layer.cornerRadius == 8)
        #expect(cell.plusButton.actions(forTarget: cell, forControlEvent: .touchUpInside) == ["changeCount:"])
        let plus = cell.plusButton.convert(CGPoint(x: 22, y: 16), to: cell)
        let minus = cell.minusButton.convert(CGPoint(x: 22, y: 16), to: cell)
        cell.tap(at: plus)
        cell.tap(at: plus)
        cell.tap(at: minus)
        #expect(cell.count == 1 && cell.countLabel.text == "1")  // 2 − 1
    }

    private func card() -> CardView {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        card.layoutIfNeeded()
        return card
    }

    @Test func anOverrideWrittenInAnExtensionRuns() {
        let card = card()
        card.tintColor = .red
        #expect(card.titleLabel.textColor == .red)  // tintColorDidChange(), moved into the class by the port
    }

    @Test func theCardIsDraggedByItsHandleAndSwipedAwayByItsBody() {
        let card = card()
        #expect(card.handle.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(card.body.frame == CGRect(x: 0, y: 44, width: 320, height: 196))  // 240 − 44
        card.drag(from: CGPoint(x: 100, y: 22), to: CGPoint(x: 160, y: 30), steps: 3)
        #expect(card.offset == CGPoint(x: 60, y: 8))  // 160 − 100, 30 − 22
        #expect(!card.dismissed)
        card.drag(from: CGPoint(x: 260, y: 140), to: CGPoint(x: 100, y: 140), steps: 4)  // 160 to the left
        #expect(card.dismissed)
    }

    @Test func theTimerAndTheDelayedPerformReachPrivateMethods() {
        let card = card()
        card.startRefreshing()
        #expect(!card.loaded)
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        #expect(card.loaded)
        card.timer?.fire()
        card.timer?.fire()
        #expect(card.ticks == 2)
        card.stopRefreshing()
    }

    @Test func aSelectorNamesTheLineOfTheOriginalFileItWasWrittenOn() {
        #expect(CardView.refreshAction.name == "refreshWithTimer:")
        #expect(CardView.refreshAction.file?.hasSuffix("CardView.swift") == true)
        #expect(CardView.refreshAction.line == 16)
    }
}
