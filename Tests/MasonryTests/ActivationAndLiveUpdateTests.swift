import Foundation
import Testing
import Masonry

/// What Masonry's chain offers SnapKit's users without UIKitLayout: `isActive` as a switch,
/// live updates that return the constraint, the values a relation and an update take, the
/// maker's item, labels on groups, relations to something of the superview.
@Suite struct ActivationAndLiveUpdateTests {
    @Test func isActiveIsASwitch() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        let made = view.mas.makeConstraints { make in
            make.left.top.equalTo(superview)
            make.size.equalTo(10)
        }
        let position = made[0]
        #expect(position.isActive && superview.constraints.count == 2)
        position.isActive = false
        #expect(!position.isActive && superview.constraints.isEmpty)
        position.isActive = true
        #expect(position.isActive && superview.constraints.count == 2)
        // A group is active while any of its layout constraints is.
        (position as! CompositeConstraint).children[1].isActive = false
        #expect(position.isActive && superview.constraints.count == 1)
    }

    @Test func liveUpdatesReturnTheConstraint() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        var left: Constraint!, edges: Constraint!
        view.mas.makeConstraints { make in
            left = make.left.equalTo(superview)
            make.top.equalTo(superview)
            make.size.equalTo(20)
        }
        let other = child("other", in: superview)
        other.mas.makeConstraints { make in edges = make.edges.equalTo(superview) }
        left.update(offset: 10).update(priority: .high).update(multiplier: 1)
        #expect(layout(left)?.constant == 10 && layout(left)?.priority == .high)
        left.update(offset: 11).update(inset: 12)
        #expect(layout(left)?.constant == 12)
        // Left, right, top, bottom by Masonry's inset rule: +12, −13, +14, −15 (the far sides negated).
        edges.update(inset: EdgeInsets(top: 14, left: 12, bottom: 15, right: 13))
        #expect(edges.layoutConstraints.map(\.constant) == [12, -13, 14, -15])
        edges.update(inset: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        // Left takes leading (+2), right −trailing (−4), as in a left-to-right layout; top +1, bottom −3.
        #expect(edges.layoutConstraints.map(\.constant) == [2, -4, 1, -3])
        edges.update(offset: UInt(5)).update(inset: Float(6)).update(priority: 700)
        #expect(edges.layoutConstraints.map(\.constant) == [6, -6, 6, -6])
        #expect(edges.layoutConstraints.allSatisfy { $0.priority == 700 })
    }

    @Test func relationsTakeUnsignedNumbersAndDirectionalInsets() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        view.mas.makeConstraints { make in
            make.top.leading.bottom.trailing.equalTo(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        let sized = child("sized", in: superview)
        sized.mas.makeConstraints { make in
            make.width.equalTo(UInt(40))
            make.height.greaterThanOrEqualTo(UInt(30))
            make.left.top.equalTo(superview)
        }
        superview.layoutIfNeeded()
        // 2 from the leading edge and 4 from the trailing: 320 − 6 = 314 wide; 1 and 3: 416 − 4 = 412 high.
        #expect(view.frame == CGRect(x: 2, y: 1, width: 314, height: 412))
        #expect(sized.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func relationsToSomethingOfTheSuperview() {
        let superview = makeScreen()
        superview.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let view = child("view", in: superview)
        view.mas.makeConstraints { make in
            make.left.greaterThanOrEqualToSuperview { $0.layoutMarginsGuide }
            make.right.lessThanOrEqualToSuperview(\.layoutMarginsGuide)
            make.width.equalTo(1000).priorityLow()
            make.top.height.equalTo(0)
        }
        superview.layoutIfNeeded()
        // As wide as the margins allow: from 20 to 320 − 40 = 280.
        #expect(view.frame == CGRect(x: 20, y: 0, width: 260, height: 0))
        #expect(view.mas.installedConstraints.filter { $0.secondViewAttribute?.item === superview.layoutMarginsGuide }.count == 2)
        // Without a superview, reported as `equalToSuperview()` reports it.
        let orphan = View()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            orphan.mas.makeConstraints { make in make.top.lessThanOrEqualToSuperview { $0.safeAreaLayoutGuide } }
        }
        #expect(diagnostics.count == 1 && diagnostics[0].kind == .noCommonAncestor)
    }

    @Test func theMakersItemAndLabelsOnGroups() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        let guide = LayoutGuide()
        superview.addLayoutGuide(guide)
        var viewItem: (any LayoutItem)?, guideItem: (any LayoutItem)?
        view.mas.makeConstraints { make in
            viewItem = make.item
            make.edges.equalTo(superview).labeled("fill")
            make.size.equalTo(superview).key("size")
        }
        guide.mas.makeConstraints { make in guideItem = make.item }
        #expect(viewItem === view && guideItem === guide)
        // `labeled` names every layout constraint of a group the same; `key` numbers them.
        #expect(superview.constraints.map(\.identifier) == ["fill", "fill", "fill", "fill", "size[0]", "size[1]"])
    }
}
