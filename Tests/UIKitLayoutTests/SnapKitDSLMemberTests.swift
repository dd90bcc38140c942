import Testing
import UIKitLayout

/// The members of `view.snp` and `guide.snp`, and SnapKit's deprecated spellings.
@Suite struct SnapKitDSLMemberTests {

    @Test func viewDSLMembers() {
        let root = snapKitScreen(), box = UIView()
        root.addSubview(box)
        #expect(box.snp.target === box && root.snp.label() == "screen")
        #expect(box.snp.contentHuggingHorizontalPriority == 250 && box.snp.contentCompressionResistanceVerticalPriority == 750)
        box.snp.contentHuggingHorizontalPriority = 600
        box.snp.contentHuggingVerticalPriority = 610
        box.snp.contentCompressionResistanceHorizontalPriority = 620
        box.snp.contentCompressionResistanceVerticalPriority = 630
        #expect(box.contentHuggingPriority(for: .horizontal) == 600 && box.contentHuggingPriority(for: .vertical) == 610)
        #expect(box.contentCompressionResistancePriority(for: .horizontal) == 620)
        #expect(box.contentCompressionResistancePriority(for: .vertical) == 630)
        var item: (any LayoutConstraintItem)?
        box.snp.makeConstraints { make in
            item = make.item
            make.edges.equalToSuperview()
        }
        #expect(item === box)
        let dsls: [any ConstraintDSL] = [box.snp, root.snp]
        #expect(dsls.map(\.target).elementsEqual([box, root], by: ===))
        box.snp.removeConstraints()
        #expect(root.constraints.isEmpty)
    }

    @Test func guideDSLMembers() {
        let root = snapKitScreen(), guide = ConstraintLayoutGuide(), box = UIView()
        root.addLayoutGuide(guide)
        root.addSubview(box)
        // Unnamed, a guide's label is its identifier: its address.
        #expect(guide.snp.target === guide && guide.snp.label() == guide.identifier)
        guide.snp.setLabel("column")
        #expect(guide.snp.label() == "column" && guide.identifier == "column")
        let prepared = guide.snp.prepareConstraints { make in
            make.left.top.equalToSuperview().offset(10)
            make.size.equalTo(CGSize(width: 100, height: 50))
        }
        #expect(prepared.count == 2 && root.constraints.isEmpty)
        prepared.forEach { $0.activate() }
        guide.snp.updateConstraints { make in make.width.equalTo(120) }
        box.snp.makeConstraints { make in
            make.horizontalEdges.equalTo(guide.snp.horizontalEdges)
            make.verticalEdges.equalTo(guide.snp.verticalEdges)
        }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 120, height: 50))
        #expect(box.frame == guide.layoutFrame)
        var item: (any LayoutConstraintItem)?
        guide.snp.remakeConstraints { make in
            item = make.item
            make.edges.equalTo(box)
        }
        #expect(item === guide)

        // A guide with no constraints yet: an update makes them.
        let other = ConstraintLayoutGuide()
        root.addLayoutGuide(other)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            other.snp.updateConstraints { make in make.edges.equalToSuperview() }
        }
        #expect(diagnostics.isEmpty && other.mas.installedConstraints.count == 4)
    }

    @Test func aControllersLayoutGuidesTakeTheirSnp() {
        let controller = UIViewController(), content = UIView()
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(content)
        let top: ConstraintLayoutSupport = controller.topLayoutGuide
        let dsl: ConstraintLayoutSupportDSL = top.snp
        content.snp.makeConstraints { make in
            make.top.equalTo(dsl.bottom)
            make.bottom.equalTo(controller.bottomLayoutGuide.snp.top)
        }
        #expect(controller.view.constraints.filter { $0.firstItem === content }.count == 2)
    }

    @available(*, deprecated)
    @Test func deprecatedSpellingsStillWork() {
        let root = snapKitScreen(), box = UIView()
        root.addSubview(box)
        var width: Constraint!
        box.snp_makeConstraints { make in
            make.left.equalTo(root.snp_left).offset(4)
            make.top.equalTo(root.snp_top).priorityRequired()
            width = make.width.equalTo(root.snp_width).priority(.high).constraint
            make.height.equalTo(10)
        }
        width.updateOffset(amount: -20)   // 320 − 20 = 300
        width.updatePriorityLow()
        #expect(installed(box, .width)?.constant == -20 && installed(box, .width)?.priority == 250)
        width.updateInsets(amount: 5)      // a width: −(5 + 5) = −10
        width.updatePriority(amount: 600)
        #expect(installed(box, .width)?.constant == -10 && installed(box, .width)?.priority == 600)
        width.updatePriorityHigh()
        width.updatePriorityMedium()
        #expect(installed(box, .width)?.priority == 500)
        width.updatePriorityRequired()
        #expect(installed(box, .width)?.priority == 1000)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 4, y: 0, width: 310, height: 10))
        box.snp_updateConstraints { make in make.left.equalTo(root.snp_left).offset(6) }
        #expect(installed(box, .left)?.constant == 6)
        box.snp_remakeConstraints { make in make.edges.equalTo(root.snp_edges) }
        #expect(root.constraints.count == 4)
        box.snp_removeConstraints()
        #expect(root.constraints.isEmpty && box.snp_prepareConstraints { $0.size.equalTo(root.snp_size) }.count == 1)
        let names = [root.snp_right, root.snp_bottom, root.snp_leading, root.snp_trailing, root.snp_height,
                     root.snp_centerX, root.snp_centerY, root.snp_baseline, root.snp_lastBaseline, root.snp_firstBaseline,
                     root.snp_leftMargin, root.snp_topMargin, root.snp_rightMargin, root.snp_bottomMargin,
                     root.snp_leadingMargin, root.snp_trailingMargin, root.snp_centerXWithinMargins,
                     root.snp_centerYWithinMargins].map(\.layoutAttribute)
        #expect(names == [.right, .bottom, .leading, .trailing, .height, .centerX, .centerY, .lastBaseline, .lastBaseline,
                          .firstBaseline, .leftMargin, .topMargin, .rightMargin, .bottomMargin, .leadingMargin,
                          .trailingMargin, .centerXWithinMargins, .centerYWithinMargins])
        #expect(root.snp_center == root.snp.center && root.snp_margins == root.snp.margins)
        #expect(root.snp_centerWithinMargins == root.snp.centerWithinMargins)
    }
}
