import Foundation
import Testing
@testable import Masonry

func makeScreen() -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
    root.mas.key = "superview"
    return root
}

func child(_ key: String, in parent: View) -> View {
    let view = View()
    view.mas.key = key
    parent.addSubview(view)
    return view
}

/// The layout constraint a leaf made.
func layout(_ constraint: Constraint) -> LayoutConstraint? {
    constraint.layoutConstraints.first
}

@Suite struct MakerTests {
    @Test func basicLayout() {
        let superview = makeScreen()
        let box = child("box", in: superview)
        let made = box.mas.makeConstraints { make in
            make.top.left.equalTo(superview).offset(10)
            make.width.height.equalTo(100)
        }
        superview.layoutIfNeeded()
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        #expect(made.count == 2 && made.allSatisfy { $0 is CompositeConstraint })
        #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test func compositesAndTheirOrder() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        let maker = ConstraintMaker(view: view)
        let pair = maker.top.left
        #expect((pair as? CompositeConstraint)?.children.count == 2)
        let edges = maker.edges as! CompositeConstraint
        #expect(edges.children.map { ($0 as! ViewConstraint).firstViewAttribute.layoutAttribute } == [.left, .right, .top, .bottom])
        let custom = maker.attributes([.centerY, .width, .left, .leadingMargin]) as! CompositeConstraint
        #expect(custom.children.map { ($0 as! ViewConstraint).firstViewAttribute.layoutAttribute }
                == [.left, .width, .centerY, .leadingMargin])
        let size = maker.size as! CompositeConstraint
        #expect(size.children.count == 2)
        let grown = pair.bottom
        #expect(grown === pair && (pair as! CompositeConstraint).children.count == 3)
        #expect(maker.install().count == 4)
    }

    @Test func bareAttributesAndImplicitSuperview() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        let made = view.mas.makeConstraints { make in
            _ = make.width                // width == 0 (Swift wants the `_ =`)
            make.left.equalTo(10)         // left == superview.left + 10
            make.top.and.height.offset(20) // top == superview.top + 20, height == 20
        }
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 0, height: 20))
        let left = layout(made[1])!
        #expect(left.secondItem === superview && left.secondAttribute == .left && left.constant == 10)
        #expect(left.holder === superview)
        let width = layout(made[0])!
        #expect(width.secondItem == nil && width.holder === view && width.constant == 0)
    }

    @Test func constantsFollowMasonrysRules() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        let made = view.mas.makeConstraints { make in
            make.edges.equalTo(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        let constants = (made[0] as! CompositeConstraint).children.map { layout($0)!.constant }
        #expect(constants == [20, -40, 10, -30])   // left, right, top, bottom
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 260, height: 376))

        let other = child("other", in: superview)
        let ones = other.mas.makeConstraints { make in make.edges.equalTo(1) }
        #expect((ones[0] as! CompositeConstraint).children.map { layout($0)!.constant } == [1, 1, 1, 1])

        let third = child("third", in: superview)
        let mixed = third.mas.makeConstraints { make in
            make.right.top.bottom.left.baseline.width.equalTo(superview).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        #expect((mixed[0] as! CompositeConstraint).children.map { layout($0)!.constant } == [-4, 1, -3, 2, 0, 0])

        let fourth = child("fourth", in: superview)
        let sized = fourth.mas.makeConstraints { make in
            make.size.equalTo(CGSize(width: 30, height: 40))
            make.center.equalTo(superview).centerOffset(CGPoint(x: 5, y: -6))
            make.centerX.and.width.sizeOffset(CGSize(width: 7, height: 8))
        }
        #expect((sized[0] as! CompositeConstraint).children.map { layout($0)!.constant } == [30, 40])
        #expect((sized[1] as! CompositeConstraint).children.map { layout($0)!.constant } == [5, -6])
        #expect((sized[2] as! CompositeConstraint).children.map { layout($0)!.constant } == [0, 7])
        let valued = child("valued", in: superview)
        let value = valued.mas.makeConstraints { make in
            make.width.valueOffset(CGSize(width: 12, height: 13))
            make.height.valueOffset(9)
        }
        #expect(value.map { layout($0)!.constant } == [12, 9])
    }

    @Test func arrayRelationsMakeOneChildPerElement() {
        let superview = makeScreen()
        let a = child("a", in: superview), b = child("b", in: superview), c = child("c", in: superview)
        let made = a.mas.makeConstraints { make in
            make.height.equalTo([b, c.mas.height, 100] as [any ConstraintTarget]).priorityMedium().offset(-10)
        }
        let group = made[0] as! CompositeConstraint
        let children = group.children.map { layout($0)! }
        #expect(children.count == 3)
        #expect(children.map(\.priority) == [.medium, .medium, .medium])
        #expect(children.map(\.constant) == [-10, -10, -10])
        #expect(children[0].secondItem === b && children[1].secondItem === c && children[2].secondItem == nil)
        let views = a.mas.makeConstraints { make in make.width.equalTo([b, c]) }
        #expect((views[0] as! CompositeConstraint).children.count == 2)
    }

    @Test func installsOnTheClosestCommonSuperview() {
        let superview = makeScreen()
        let outer = child("outer", in: superview), inner = child("inner", in: outer), other = child("other", in: superview)
        let made = inner.mas.makeConstraints { make in
            make.left.equalTo(other.mas.right)
            make.width.equalTo(inner.mas.height).multipliedBy(3)
            make.top.equalTo(outer)
        }
        #expect(layout(made[0])!.holder === superview)
        #expect(layout(made[1])!.holder === inner)
        #expect(layout(made[2])!.holder === outer)
        #expect(inner.mas.closestCommonSuperview(other) === superview)
        #expect(inner.mas.closestCommonSuperview(outer) === outer)
        #expect(inner.mas.closestCommonSuperview(inner) === inner)
        #expect(inner.mas.closestCommonSuperview(makeScreen()) == nil)
    }

    @Test func updateChangesOnlyTheConstantOfAMatch() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        view.mas.makeConstraints { make in
            make.width.equalTo(100)
            make.height.equalTo(50).priorityLow()
            make.left.top.equalTo(superview)
        }
        #expect(view.constraints.count == 2)
        view.mas.updateConstraints { make in make.width.equalTo(120) }
        #expect(view.constraints.count == 2)
        superview.layoutIfNeeded()
        #expect(view.frame.width == 120)
        // A different priority is not a match: a second height constraint appears.
        view.mas.updateConstraints { make in make.height.equalTo(60).priorityHigh() }
        #expect(view.constraints.count == 3)
        superview.layoutIfNeeded()
        #expect(view.frame.height == 60)
    }

    @Test func remakeRemovesOnlyWhatTheViewMadeAsFirstItem() {
        let superview = makeScreen()
        let a = child("a", in: superview), b = child("b", in: superview)
        a.mas.makeConstraints { make in
            make.left.top.equalTo(superview).offset(10)
            make.size.equalTo(CGSize(width: 40, height: 40))
        }
        b.mas.makeConstraints { make in
            make.left.equalTo(a.mas.right).offset(5)
            make.top.equalTo(a)
            make.size.equalTo(a)
        }
        a.mas.remakeConstraints { make in
            make.right.bottom.equalTo(superview).offset(-10)
            make.size.equalTo(CGSize(width: 20, height: 30))
        }
        superview.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 290, y: 376, width: 20, height: 30))
        // b's constraints, where a is the second item, stay.
        #expect(b.frame == CGRect(x: 315, y: 376, width: 20, height: 30))
        #expect(a.mas.installedConstraints.count == 4)
        a.mas.removeConstraints()
        #expect(a.mas.installedConstraints.isEmpty && a.constraints.isEmpty)
    }

    @Test func liveUpdatesBeyondMasonry() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        var left: Constraint!, width: Constraint!, preferred: Constraint!
        view.mas.makeConstraints { make in
            left = make.left.equalTo(superview).offset(10)
            make.top.equalTo(superview)
            width = make.width.equalTo(superview).multipliedBy(0.5)
            preferred = make.width.equalTo(300).priorityHigh()
            make.height.equalTo(10)
        }
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 160, height: 10))
        left.update(offset: 20)
        width.update(multiplier: 0.25)
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 0, width: 80, height: 10))
        width.update(priority: .low)      // required → optional: the 750 preference wins
        superview.layoutIfNeeded()
        #expect(view.frame.width == 300)
        preferred.update(priority: .required)
        preferred.update(offset: 250)
        superview.layoutIfNeeded()
        #expect(view.frame.width == 250)
        left.update(inset: 7)
        superview.layoutIfNeeded()
        #expect(view.frame.minX == 7)
    }

    @Test func uninstallAndReinstall() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        let made = view.mas.makeConstraints { make in make.left.top.equalTo(superview) }
        #expect(superview.constraints.count == 2)
        made[0].deactivate()
        #expect(superview.constraints.isEmpty && !made[0].isActive)
        made[0].activate()
        #expect(superview.constraints.count == 2 && made[0].isActive)
        made[0].install()
        #expect(superview.constraints.count == 2)
    }
}
