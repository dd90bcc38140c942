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

    @Test func numbersOfAnyTypeChain() {
        let superview = makeScreen()
        let box = child("box", in: superview)
        let spacing: Int = 12, inset: Double = 4, high: Int = 999, half: Float = 0.5
        var left: Constraint?
        box.mas.makeConstraints { make in
            left = make.left.equalToSuperview().offset(spacing).constraint
            make.top.equalToSuperview().inset(inset)
            make.width.equalToSuperview().multipliedBy(half).priority(high)
            make.height.equalTo(20).priority(Double(750))
        }
        superview.layoutIfNeeded()
        // left 12, top 4, width 320 × 0.5 = 160 (at 999), height 20.
        #expect(box.frame == CGRect(x: 12, y: 4, width: 160, height: 20))
        #expect(box.mas.installedConstraints.map(\.layoutConstraints[0].priority.rawValue) == [1000, 1000, 999, 750])
        left?.update(offset: UInt(30))
        superview.layoutIfNeeded()
        #expect(box.frame.minX == 30)
        left?.update(offset: Float(31.5))
        superview.layoutIfNeeded()
        #expect(box.frame.minX == 31.5)
    }

    @Test func aGuideIsConstrainedAndATarget() {
        let superview = makeScreen()
        let guide = LayoutGuide()
        superview.addLayoutGuide(guide)
        let box = child("box", in: superview)
        guide.mas.makeConstraints { make in
            make.left.top.equalTo(10)  // a guide's implicit target is its owning view
            make.size.equalTo(CGSize(width: 100, height: 40))
        }
        box.mas.makeConstraints { make in
            make.top.equalTo(guide.mas.bottom).offset(5)
            make.left.equalTo(guide.mas.right)
            make.size.equalTo(guide)
        }
        superview.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 100, height: 40))
        // Below the guide by 5 (10 + 40 + 5 = 55), after its right edge (110), its size.
        #expect(box.frame == CGRect(x: 110, y: 55, width: 100, height: 40))
        // The guide's constraints are its own, not the view's.
        #expect(guide.mas.installedConstraints.count == 4 && superview.mas.installedConstraints.isEmpty)
        guide.mas.updateConstraints { make in make.width.equalTo(60) }
        superview.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 70, y: 55, width: 60, height: 40))
        guide.mas.remakeConstraints { make in
            make.edges.equalToSuperview().inset(20)
        }
        superview.layoutIfNeeded()
        // 20 in from each edge of 320 × 416: 280 × 376.
        #expect(guide.layoutFrame == CGRect(x: 20, y: 20, width: 280, height: 376))
        #expect(guide.mas.installedConstraints.count == 4)
        guide.mas.removeConstraints()
        #expect(guide.mas.installedConstraints.isEmpty && box.mas.installedConstraints.count == 4)
    }

    @Test func stackViewsAndCellsTakeTheDSL() {
        let superview = makeScreen()
        let stack = StackView(arrangedSubviews: [View(), View()])
        superview.addSubview(stack)
        stack.mas.makeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        }
        stack.distribution = .fillEqually
        stack.spacing = 20
        superview.layoutIfNeeded()
        // 300 wide less one spacing: two of 140; each 396 tall.
        #expect(stack.arrangedSubviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 140, height: 396),
                                                        CGRect(x: 160, y: 0, width: 140, height: 396)])
    }
}
