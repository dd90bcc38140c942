import Foundation
import Testing
@testable import Masonry

/// Promises of Masonry's API that hold whatever static type a constraint value has.
@Suite struct ContractTests {
    /// A leaf, a group and a leaf typed as the base class, for a new view in `superview`.
    private func values(in superview: View) -> (leaf: ViewConstraint, group: CompositeConstraint, base: Constraint) {
        let view = child("view", in: superview)
        let maker = ConstraintMaker(view: view)
        let leaf = maker.width as! ViewConstraint
        let group = maker.top.left as! CompositeConstraint
        let base: Constraint = maker.height
        return (leaf, group, base)
    }

    @Test func everyRelationAndModifierCompilesWithItsDefaultsOnEachType() {
        // The compiler is the main assertion: each line calls one method on a value of each type,
        // with the defaults (`file:`, `line:`) and without using the result.
        let superview = makeScreen()
        let (leaf, group, base) = values(in: superview)
        _ = (leaf.equalTo(10), group.equalTo(10), base.equalTo(10))
        let (leaf2, group2, base2) = values(in: superview)
        _ = (leaf2.greaterThanOrEqualTo(superview), group2.lessThanOrEqualTo(superview),
             base2.lessThanOrEqualTo([5] as [any ConstraintTarget]))
        leaf.offset(1); group.offset(1); base.offset(1)
        leaf.inset(2); group.inset(2); base.inset(2)
        leaf.insets(EdgeInsets(all: 3)); group.insets(EdgeInsets(all: 3)); base.insets(EdgeInsets(all: 3))
        leaf.sizeOffset(CGSize(width: 4, height: 4)); group.sizeOffset(.zero); base.sizeOffset(.zero)
        leaf.centerOffset(.zero); group.centerOffset(.zero); base.centerOffset(.zero)
        leaf.valueOffset(20); group.valueOffset(20); base.valueOffset(20)
        leaf.multipliedBy(2); group.multipliedBy(2); base.multipliedBy(2)
        leaf.dividedBy(2); group.dividedBy(2); base.dividedBy(2)
        leaf.priority(.low); group.priority(.low); base.priority(.low)
        leaf.priorityLow(); group.priorityLow(); base.priorityLow()
        leaf.priorityMedium(); group.priorityMedium(); base.priorityMedium()
        leaf.priorityHigh(); group.priorityHigh(); base.priorityHigh()
        leaf.key("w"); group.key("g"); base.key("h")
        leaf.install(); group.install(); base.install()
        leaf.update(offset: 7); group.update(offset: 7); base.update(offset: 7)
        leaf.update(priority: .medium); group.update(priority: .medium); base.update(priority: .medium)
        leaf.update(multiplier: 1); group.update(multiplier: 1); base.update(multiplier: 1)
        // And they took effect: width == 20 (valueOffset, the last before install), then 7 by
        // update(offset:); multiplier 2, then 1/2 (dividedBy
        // sets 1 / divider), then updated to 1;
        // priority high (750, the last before install), then updated to medium (500).
        let width = leaf.layoutConstraints[0]
        #expect(width.constant == 7 && width.multiplier == 1 && width.priority == .medium)
        #expect(width.identifier == "w")
        #expect(group.layoutConstraints.map(\.identifier) == ["g[0]", "g[1]"])
        #expect(base.layoutConstraints.map(\.constant) == [7])
    }

    @Test func secondViewAttributeIsTheObjectTheRelationWasGiven() {
        let superview = makeScreen()
        let view = child("view", in: superview), other = child("other", in: superview)
        let maker = ConstraintMaker(view: view)
        let target = other.mas.top
        let equal = maker.top.equalTo(target) as! ViewConstraint
        let atLeast = maker.left.greaterThanOrEqualTo(other.mas.right) as! ViewConstraint
        let guideTop = view.mas.safeAreaLayoutGuideTop
        let atMost = maker.bottom.lessThanOrEqualTo(guideTop) as! ViewConstraint
        #expect(equal.secondViewAttribute === target)
        #expect(atLeast.secondViewAttribute.map { $0.layoutAttribute } == .right)
        #expect(atLeast.secondViewAttribute === atLeast.secondViewAttribute)
        #expect(atMost.secondViewAttribute === guideTop)
        // A view or a guide given whole: an attribute made once and kept, as Masonry keeps it.
        let toView = maker.centerX.equalTo(other) as! ViewConstraint
        let toGuide = maker.centerY.equalTo(superview.layoutMarginsGuide) as! ViewConstraint
        let made = toView.secondViewAttribute
        #expect(made != nil && made === toView.secondViewAttribute)
        #expect(made?.view === other && made?.layoutAttribute == .centerX)
        #expect(toGuide.secondViewAttribute === toGuide.secondViewAttribute)
        #expect(toGuide.secondViewAttribute?.item === superview.layoutMarginsGuide)
        // The safe area as a whole stands for the first attribute: a new attribute, kept.
        let whole = maker.leading.equalTo(view.mas.safeAreaLayoutGuide) as! ViewConstraint
        #expect(whole.secondViewAttribute?.layoutAttribute == .leading)
        #expect(whole.secondViewAttribute === whole.secondViewAttribute)
        #expect(equal.firstViewAttribute === equal.firstViewAttribute)
        #expect((maker.width.equalTo(10) as! ViewConstraint).secondViewAttribute == nil)
    }

    @Test func keylessConstraintsAndViewsPrintTheirAddresses() {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
        let newView = View()
        newView.mas.key = "newView"
        superview.addSubview(newView)
        let made = newView.mas.makeConstraints { make in
            make.width.greaterThanOrEqualTo(300).priorityLow()
            make.left.equalTo(superview)
        }
        let width = made[0].layoutConstraints[0]
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(width).toOpaque()), radix: 16)
        let line = #line - 5
        #expect(width.description
                == "<LayoutConstraint:0x\(address)@ContractTests.swift#\(line) View:newView.width >= 300 ^low>")
        let superAddress = String(UInt(bitPattern: Unmanaged.passUnretained(superview).toOpaque()), radix: 16)
        #expect(made[1].layoutConstraints[0].description.hasSuffix("View:newView.left == View:0x\(superAddress).left>"))
        #expect((made[1] as! ViewConstraint).secondViewAttribute?.description == "View:0x\(superAddress).left")
    }

    @Test func masonryAndAppKitPriorityNames() {
        #expect(LayoutPriority.defaultMedium.rawValue == 500)
        #expect(LayoutPriority.dragThatCanResizeWindow.rawValue == 510)
        #expect(LayoutPriority.windowSizeStayPut.rawValue == 500)
        #expect(LayoutPriority.dragThatCannotResizeWindow.rawValue == 490)
        #expect(LayoutPriority.fittingSizeCompression.rawValue == 50)
    }
}
