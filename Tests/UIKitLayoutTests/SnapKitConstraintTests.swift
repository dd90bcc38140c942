import Testing
import UIKitLayout

/// SnapKit's `Constraint` (`isActive`, its layout constraints, updates) and `ConstraintPriority`.
@Suite struct SnapKitConstraintTests {
    @Test func isActiveInstallsAndUninstalls() {
        let root = snapKitScreen(), box = UIView()
        root.addSubview(box)
        var edges: Constraint!
        box.snp.prepareConstraints { make in
            edges = make.edges.equalToSuperview().inset(20).constraint
        }
        #expect(!edges.isActive && root.constraints.isEmpty)
        edges.isActive = true
        root.layoutIfNeeded()
        // 20 in from each side: 320 − 2 × 20 = 280 wide, 480 − 2 × 20 = 440 high.
        #expect(box.frame == CGRect(x: 20, y: 20, width: 280, height: 440))
        #expect(edges.isActive && root.constraints.count == 4)
        // Active while any of its layout constraints is, as SnapKit reads it.
        let top = (edges as! CompositeConstraint).children[0]
        top.isActive = false
        #expect(!top.isActive && edges.isActive && root.constraints.count == 3)
        edges.isActive = false
        #expect(!edges.isActive && root.constraints.isEmpty)
        edges.isActive = true
        #expect(edges.isActive && root.constraints.count == 4)
    }

    @Test func layoutConstraintsExistBeforeActivationAndAreTheOnesActivated() {
        let root = snapKitScreen(), box = UIView(), other = UIView()
        root.addSubview(box)
        root.addSubview(other)
        let made = box.snp.prepareConstraints { make in
            make.top.equalToSuperview().offset(12)
            make.width.equalTo(40).labeled("width")
        }
        let layout = made.flatMap(\.layoutConstraints)
        #expect(layout.map(\.firstAttribute) == [.top, .width] && layout.map(\.constant) == [12, 40])
        #expect(layout.allSatisfy { !$0.isActive } && root.constraints.isEmpty && box.constraints.isEmpty)
        #expect(layout[1].label == "width" && layout[1].identifier == "width")
        // Changed before activation, the same objects change.
        made[1].priority(.low).multipliedBy(2)
        #expect(layout[1].priority == 250 && layout[1].multiplier == 2)
        made.forEach { $0.activate() }
        #expect(made.flatMap(\.layoutConstraints).elementsEqual(layout, by: ===) && layout.allSatisfy(\.isActive))
        #expect(root.constraints.count == 1 && box.constraints.count == 1)

        // Activated as layout constraints (a batch), they are the constraint's: it reads active,
        // and activating it again adds nothing.
        let prepared = other.snp.prepareConstraints { make in make.size.equalTo(30) }
        NSLayoutConstraint.activate(prepared.flatMap(\.layoutConstraints))
        #expect(prepared[0].isActive && other.constraints.count == 2)
        prepared[0].activate()
        root.layoutIfNeeded()
        #expect(other.constraints.count == 2 && other.frame.size == CGSize(width: 30, height: 30))
    }

    @Test func updatesReturnTheConstraintAndReadTheirValueForTheAttribute() {
        let root = snapKitScreen(), box = UIView()
        root.addSubview(box)
        var width: Constraint!, left: Constraint!
        box.snp.makeConstraints { make in
            width = make.width.equalToSuperview().constraint
            left = make.left.equalToSuperview().constraint
            make.top.equalToSuperview()
            make.height.equalTo(10)
        }
        let widthConstraint = installed(box, .width)
        width.update(inset: 10)
        #expect(widthConstraint?.constant == -20)  // a width shrinks by both insets: −(10 + 10)
        width.update(inset: UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 7))
        #expect(widthConstraint?.constant == -12)  // −(5 + 7)
        width.update(inset: NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 2))
        #expect(widthConstraint?.constant == -3)  // −(1 + 2)
        width.update(offset: 5).update(priority: .high)
        #expect(widthConstraint?.constant == 5 && widthConstraint?.priority == 750)
        left.update(offset: UInt(6)).update(priority: UInt(600))
        #expect(installed(box, .left)?.constant == 6 && installed(box, .left)?.priority == 600)
        let offset: any ConstraintOffsetTarget = Float(7.5)
        left.update(offset: offset)
        #expect(installed(box, .left)?.constant == 7.5)
        let inset: any ConstraintInsetTarget = UIEdgeInsets(top: 0, left: 9, bottom: 0, right: 0)
        left.update(inset: inset)
        #expect(installed(box, .left)?.constant == 9)
        let priority: any ConstraintPriorityTarget = UILayoutPriority.defaultLow
        left.update(priority: priority)
        #expect(installed(box, .left)?.priority == 250)
        left.update(priority: ConstraintPriority.medium)
        #expect(installed(box, .left)?.priority == 500)
        root.layoutIfNeeded()
        // Width 320 + 5 = 325 (required, at 750 now but unopposed); left 9.
        #expect(box.frame == CGRect(x: 9, y: 0, width: 325, height: 10))
    }

    // MARK: ConstraintPriority

    @Test func priorityIsSnapKitsStruct() {
        let high: ConstraintPriority = .high
        #expect(ConstraintPriority.required.value == 1000 && high.value == 750)
        #expect(ConstraintPriority.medium.value == 500 && ConstraintPriority.low.value == 250)
        #expect(high.advanced(by: 1).value == 751)  // 750 + 1
        #expect(ConstraintPriority.low.distance(to: .high) == 500)  // 750 − 250
        #expect(ConstraintPriority.low < .medium && high == 750.0 && high != .low)
        let literal: ConstraintPriority = 600.5
        #expect(literal.value == 600.5 && ConstraintPriority(600.5) == literal && ConstraintPriority(750) == high)
        // Strideable: from 250 through 750 by 250.
        #expect(stride(from: ConstraintPriority.low, through: .high, by: 250).map(\.value) == [250, 500, 750])
        // What the name offered as an alias of LayoutPriority still compiles and means the same.
        let whole: ConstraintPriority = 750
        #expect(whole == .high && whole.rawValue == 750 && ConstraintPriority(rawValue: 50) == .fittingSizeLevel)
        #expect(ConstraintPriority.defaultHigh + 1 == 751.0 && ConstraintPriority.defaultLow - 1 == 249.0)
        #expect(LayoutPriority(ConstraintPriority.low.value) == .defaultLow && ConstraintPriority(UILayoutPriority.required) == .required)
        // UIKit's `UILayoutPriority(100)` has one `init(_:)` to choose, with SnapKit imported too.
        #expect(UILayoutPriority(100).rawValue == 100 && UILayoutPriority(249.5) < .defaultLow)
    }

    @Test func priorityTakesSnapKitsPrioritiesNumbersAndLayoutPriorities() {
        let root = snapKitScreen(), box = UIView()
        root.addSubview(box)
        let target: any ConstraintPriorityTarget = 330
        box.snp.makeConstraints { make in
            make.width.equalTo(10).priority(.high)
            make.height.equalTo(10).priority(ConstraintPriority.low.value + 1)
            make.left.equalTo(0).priority(UILayoutPriority.defaultLow)
            make.top.equalTo(0).priority(UInt(300))
            make.right.equalTo(0).priority(CGFloat(320))
            make.bottom.equalTo(0).priority(target)
            make.centerX.equalTo(0).priority(.required)
            make.centerY.equalTo(0).priority(ConstraintPriority.high.advanced(by: -1))
            make.leading.equalTo(0).priority(400)
            make.trailing.equalTo(0).priority(410.5)
            make.firstBaseline.equalTo(0).priority(.defaultHigh + 1)
            make.lastBaseline.equalTo(0).priority(.required - 1)
        }
        let priorities = [NSLayoutConstraint.Attribute.width, .height, .left, .top, .right, .bottom, .centerX, .centerY,
                          .leading, .trailing, .firstBaseline, .lastBaseline].map { installed(box, $0)?.priority.rawValue }
        // .high 750; 250 + 1; defaultLow 250; 300; 320; 330; 1000; 750 − 1; 400; 410.5; 750 + 1; 1000 − 1.
        #expect(priorities == [750, 251, 250, 300, 320, 330, 1000, 749, 400, 410.5, 751, 999])
    }
}
