import Foundation
import Masonry
import Testing

/// Dropping a laid-out hierarchy frees every view, guide, layout constraint and DSL constraint:
/// the DSL holds views weakly, and the engine belongs to the root.
@Suite struct MemoryTests {
    private final class Probe {
        weak var root: View?, child: View?, label: Label?, guide: LayoutGuide?
        weak var constraint: Constraint?, layoutConstraint: LayoutConstraint?, guideConstraint: LayoutConstraint?
    }

    private func build(_ probe: Probe, remakes: Int) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
        let child = View(), label = Label(), guide = LayoutGuide()
        label.text = "Hello there, wrapping text"
        label.numberOfLines = 0
        root.addSubview(child)
        child.addSubview(label)
        root.addLayoutGuide(guide)
        let made = child.mas.makeConstraints { make in
            make.edges.equalTo(root.mas.safeAreaLayoutGuide).insets(EdgeInsets(all: 10))
        }
        label.mas.makeConstraints { make in make.top.left.right.equalTo(child.layoutMarginsGuide) }
        let guideConstraint = LayoutConstraint(item: guide, attribute: .height, relatedBy: .equal, toItem: child,
                                               attribute: .height, multiplier: 0.5, constant: 0)
        guideConstraint.isActive = true
        for index in 0..<remakes {
            label.mas.remakeConstraints { make in
                make.top.left.equalTo(child).offset(CGFloat(index % 7))
                make.width.equalTo(100 + index % 5)
            }
            root.layoutIfNeeded()
        }
        root.layoutIfNeeded()
        probe.root = root
        probe.child = child
        probe.label = label
        probe.guide = guide
        probe.constraint = made.first
        probe.layoutConstraint = made.first?.layoutConstraints.first
        probe.guideConstraint = guideConstraint
        #expect(child.frame == CGRect(x: 10, y: 10, width: 300, height: 396))
    }

    @Test(arguments: [0, 50])
    func droppingAHierarchyFreesEverything(remakes: Int) {
        let probe = Probe()
        build(probe, remakes: remakes)
        #expect(probe.root == nil)
        #expect(probe.child == nil)
        #expect(probe.label == nil)
        #expect(probe.guide == nil)
        #expect(probe.constraint == nil)
        #expect(probe.layoutConstraint == nil)
        #expect(probe.guideConstraint == nil)
    }

    @Test func aTreeChangedAfterItsLastLayoutIsFreedToo() {
        // Changed after the last pass — a view queued for layout and for updateConstraints, a
        // label queued to be measured again — then dropped without another pass.
        weak var weakRoot: View?, weakLabel: Label?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
            let label = Label()
            label.numberOfLines = 0
            label.text = "Some words to wrap"
            root.addSubview(label)
            label.mas.makeConstraints { make in make.top.left.right.equalTo(root).inset(8) }
            root.layoutIfNeeded()
            label.text = "Other words, more of them, to wrap again"
            root.setNeedsLayout()
            root.setNeedsUpdateConstraints()
            weakRoot = root
            weakLabel = label
        }
        #expect(weakRoot == nil && weakLabel == nil)
    }

    @Test func theDSLDoesNotKeepViewsAlive() {
        weak var weakChild: View?
        var kept: [Constraint] = []
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = View()
            root.addSubview(child)
            kept = child.mas.makeConstraints { make in make.edges.equalTo(root) }
            weakChild = child
        }
        #expect(weakChild == nil)
        #expect(kept.count == 1)
        // A constraint whose views are gone answers safely: nothing to install or describe.
        kept[0].install()
        #expect(kept[0].layoutConstraints.isEmpty || kept[0].layoutConstraints.allSatisfy { $0.firstItem == nil })
    }

    @Test func chainingOnAConstraintOutlivingItsMakerAddsNothing() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        root.addSubview(child)
        var leaf: Constraint?, group: Constraint?, member: Constraint?
        child.mas.makeConstraints { make in
            leaf = make.width  // no relation: a bare make.width installs width == 0
            group = make.top.left
            member = (group as? CompositeConstraint)?.children.first  // no relation: top and left of the superview
        }
        group = nil  // the group goes too; its members stay
        // The maker and the group are gone: nothing to add the attribute to, so each returns itself.
        #expect(leaf?.height === leaf)
        #expect(member?.height === member)
        #expect(ViewConstraint.installedConstraints(for: child).count == 3)
        root.layoutIfNeeded()
        #expect(child.frame == .zero)  // top and left 0, width 0, height unconstrained (0)
    }

    @Test func anInstalledConstraintNobodyHoldsIsFreedAndListedAgainWhenAsked() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        root.addSubview(child)
        weak var made: Constraint?
        do {
            let constraints = child.mas.makeConstraints { make in
                make.left.top.equalTo(root).offset(10)
                make.size.equalTo(CGSize(width: 30, height: 20))
            }
            made = constraints.first
            #expect(made != nil)
        }
        // The view keeps the layout constraints; the DSL's own objects went with the list.
        #expect(made == nil)
        let listed = ViewConstraint.installedConstraints(for: child)
        #expect(listed.map { $0.layoutConstraints[0].firstAttribute } == [.left, .top, .width, .height])
        #expect(listed[0].layoutConstraints[0] === child.superview?.constraints.first)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 30, height: 20))
        listed[3].update(offset: 40)  // height 40
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 30, height: 40))
        listed[0].uninstall()  // left goes
        #expect(!listed[0].layoutConstraints[0].isActive && root.constraints.count == 1)
        #expect(ViewConstraint.installedConstraints(for: child).count == 3)
        listed[0].install()  // the same layout constraint, active again
        #expect(root.constraints.count == 2)
        #expect(ViewConstraint.installedConstraints(for: child).last?.layoutConstraints[0] === listed[0].layoutConstraints[0])
    }
}
