import Foundation
import Testing
@testable import Masonry

/// SnapKit's additions on Masonry's chain.
@Suite struct SnapKitConvenienceTests {
    @Test func edgeGroupsAndRelationsToTheSuperview() {
        let superview = makeScreen()
        let box = child("box", in: superview), bar = child("bar", in: superview)
        var height: Constraint?
        box.mas.makeConstraints { make in
            make.horizontalEdges.equalToSuperview().inset(20)
            make.top.equalToSuperview().offset(10)
            height = make.height.equalTo(44).constraint
        }
        bar.mas.makeConstraints { make in
            make.directionalHorizontalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 16))
            make.verticalEdges.equalToSuperview().inset(EdgeInsets(top: 100, left: 0, bottom: 200, right: 0))
        }
        superview.layoutIfNeeded()
        // box: 20 in from each side of 320 → 280 wide; top 10; 44 tall.
        #expect(box.frame == CGRect(x: 20, y: 10, width: 280, height: 44))
        // bar: leading 8, trailing 16 → 296 wide; top 100, bottom 416 - 200 = 216 → 116 tall.
        #expect(bar.frame == CGRect(x: 8, y: 100, width: 296, height: 116))
        height?.update(offset: 60)
        superview.layoutIfNeeded()
        #expect(box.frame.height == 60)
    }

    @Test func marginsGroupsAndInequalitiesToTheSuperview() {
        let superview = makeScreen()
        superview.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        let card = child("card", in: superview), dot = child("dot", in: superview)
        card.mas.makeConstraints { make in
            make.margins.equalToSuperview()
        }
        dot.mas.makeConstraints { make in
            make.size.equalTo(10)
            make.centerWithinMargins.equalToSuperview()
            make.left.greaterThanOrEqualToSuperview().labeled("dot.left")
            make.right.lessThanOrEqualToSuperview()
        }
        superview.layoutIfNeeded()
        // The card's margins (8 each) meet the superview's: left 12 - 8 = 4, top 10 - 8 = 2,
        // width 320 - 12 - 16 + 16 = 308, height 416 - 10 - 14 + 16 = 408.
        #expect(card.frame == CGRect(x: 4, y: 2, width: 308, height: 408))
        // The dot is centred in the margins: x = 12 + 292 / 2 - 5 = 153, y = 10 + 392 / 2 - 5 = 201.
        #expect(dot.frame == CGRect(x: 153, y: 201, width: 10, height: 10))
        #expect(dot.mas.installedConstraints.contains { $0.layoutConstraints.first?.identifier == "dot.left" })
    }

    @Test func aViewWithoutASuperviewGetsADiagnosticNotAConstraint() {
        let lone = View()
        lone.mas.key = "lone"
        let (_, diagnostics) = LayoutDiagnostics.collect {
            lone.mas.makeConstraints { make in make.top.equalToSuperview() }
        }
        #expect(diagnostics.map(\.message) == [
            "Expected superview but found nil when attempting make constraint `equalToSuperview`: View:lone.top"])
        #expect(lone.constraints.isEmpty)
    }
}
