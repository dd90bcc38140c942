import Foundation
import Testing
@testable import Masonry

@Suite struct AttributeTests {
    @Test func viewAttributesCompareByViewAndAttribute() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        #expect(view.mas.left == view.mas.left)
        #expect(view.mas.left !== view.mas.left)
        #expect(view.mas.left != view.mas.right)
        #expect(view.mas.baseline.layoutAttribute == .lastBaseline)
        #expect(view.mas.width.isSizeAttribute && !view.mas.centerX.isSizeAttribute)
        #expect(view.mas.safeAreaLayoutGuideTop == ViewAttribute(view: view, layoutAttribute: .top))  // equal: same view and attribute
        #expect(view.mas.safeAreaLayoutGuideTop.item === view.safeAreaLayoutGuide)
        #expect(Set([view.mas.top, view.mas.top, view.mas.bottom]).count == 2)
        #expect(ConstraintAttributes.baseline == .lastBaseline)
        #expect(ConstraintAttributes.left.rawValue == 2 && ConstraintAttributes.centerYWithinMargins.rawValue == 1 << 20)
    }

    @Test func groupsWrapWhatTheyMake() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        var group: Constraint!
        let made = view.mas.makeConstraints { make in
            group = make.group {
                make.left.equalTo(superview).offset(5)
                make.top.equalTo(superview).offset(6)
            }
            make.size.equalTo(CGSize(width: 7, height: 8))
        }
        #expect(made.count == 3)   // the grouped ones stay in the list
        #expect((group as! CompositeConstraint).children.count == 2)
        group.update(offset: 9)
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 9, y: 9, width: 7, height: 8))
        let fitting = view.mas.makeConstraints { make in make.height.equalTo(3).priority(.fittingSizeLevel) }
        #expect(fitting[0].layoutConstraints[0].description.hasSuffix("View:view.height == 3 ^fitting size>"))
    }
}
