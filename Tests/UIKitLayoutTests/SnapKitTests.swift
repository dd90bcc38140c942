import Testing
import UIKitLayout

/// SnapKit's `snp`: constraints prepared then activated, groups and closures as targets, an update
/// that matches nothing, guides.
@Suite struct SnapKitTests {
    func screen() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.snp.setLabel("screen")
        return view
    }

    @Test func prepareThenActivate() {
        let root = screen(), box = UIView()
        root.addSubview(box)
        let prepared = box.snp.prepareConstraints { make in
            make.edges.equalToSuperview().inset(20)
        }
        root.layoutIfNeeded()
        // Made, not installed: the box keeps its zero frame until they are activated.
        #expect(prepared.count == 1 && !prepared[0].isActive && box.frame == .zero)
        prepared.forEach { $0.activate() }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 20, width: 280, height: 440))
        prepared.forEach { $0.deactivate() }
        #expect(!prepared[0].isActive && root.snp.label() == "screen")
    }

    @Test func groupsAndClosuresAsTargets() {
        let root = screen(), card = UIView(), shadow = UIView()
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        root.addSubview(card)
        root.addSubview(shadow)
        var height: Constraint?
        card.snp.makeConstraints { make in
            make.top.equalToSuperview { $0.safeAreaLayoutGuide }.offset(10)
            make.leading.trailing.equalToSuperview().inset(16)
            height = make.height.equalTo(100).priority(.high).constraint
        }
        shadow.snp.makeConstraints { make in make.edges.equalTo(card.snp.edges) }
        root.layoutIfNeeded()
        // 10 below the safe area's top (44); 16 in from each side; the shadow on the card.
        #expect(card.frame == CGRect(x: 16, y: 54, width: 288, height: 100) && shadow.frame == card.frame)
        height?.update(offset: 150)
        root.layoutIfNeeded()
        #expect(shadow.frame.height == 150)
    }

    @Test func anUpdateThatMatchesNothingIsReportedAndInstalled() {
        let root = screen(), box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(50)
        }
        let (_, diagnostics) = LayoutDiagnostics.collect {
            box.snp.updateConstraints { make in
                make.width.equalTo(80)   // matches: its constant changes
                make.height.equalTo(30)  // matches nothing: SnapKit traps here
            }
            root.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("Updated constraint could not find existing matching constraint to update") == true)
        #expect(diagnostics.first?.message.contains("installed as a new constraint, as Masonry does") == true)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
    }

    @Test func guidesTakeTheSnapKitDSL() {
        let root = screen(), guide = UILayoutGuide(), box = UIView()
        root.addLayoutGuide(guide)
        root.addSubview(box)
        guide.snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(40)
            make.size.equalTo(CGSize(width: 100, height: 60))
        }
        box.snp.makeConstraints { make in
            make.top.equalTo(guide.snp.bottom)
            make.leading.equalTo(guide.snp.trailing)
            make.size.equalTo(guide.snp.size)
        }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 40, y: 40, width: 100, height: 60))
        #expect(box.frame == CGRect(x: 140, y: 100, width: 100, height: 60))
    }
}
