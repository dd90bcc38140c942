import Testing
import UIKitLayout

/// What SnapKit makes of a chain, the values it takes, and the type names of its stages.
@Suite struct SnapKitChainTests {

    @Test func aChainWithoutARelationMakesNothingAndAnUpdateOfNothingMakes() {
        let root = snapKitScreen(), box = UIView(), other = UIView()
        root.addSubview(box)
        root.addSubview(other)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            box.snp.makeConstraints { make in
                _ = make.top  // no relation: SnapKit makes nothing of it
                make.left.equalTo(5)
            }
            other.snp.updateConstraints { make in make.width.equalTo(30) }  // nothing to update: made, as SnapKit does
        }
        #expect(diagnostics.isEmpty)
        #expect(root.constraints.count == 1 && root.constraints[0].firstAttribute == .left)
        #expect(other.constraints.count == 1 && other.constraints[0].constant == 30)
        // Masonry's chain relates a lone attribute to the superview's.
        let masonry = UIView()
        root.addSubview(masonry)
        masonry.mas.makeConstraints { make in _ = make.top }
        #expect(root.constraints.count == 2 && installed(masonry, .top)?.secondItem === root)
    }

    @Test func locationsOnDifferentAxesReachTheEngine() {
        let root = snapKitScreen(), box = UIView(), other = UIView()
        root.addSubview(box)
        root.addSubview(other)
        // The DSL passes `left == top` on: made, activated and listed, as UIKit does; whether it
        // takes part in the layout is the engine's to say.
        box.snp.makeConstraints { make in make.left.equalTo(other.snp.top).offset(50) }
        let constraint = root.constraints.first
        #expect(root.constraints.count == 1 && constraint?.isActive == true)
        #expect(constraint?.firstAttribute == .left && constraint?.secondAttribute == .top && constraint?.constant == 50)
    }

    // MARK: The value protocols

    @Test func theChainTakesEveryValueSnapKitTakes() {
        let root = snapKitScreen(), box = UIView(), other = UIView(), edged = UIView()
        root.addSubview(box)
        root.addSubview(other)
        root.addSubview(edged)
        let height: any ConstraintRelatableTarget = 25
        let offset: any ConstraintOffsetTarget = CGFloat(3)
        let multiplier: any ConstraintMultiplierTarget = Float(0.5)
        let inset: any ConstraintInsetTarget = 2
        other.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(UInt(40))
            make.height.equalTo(height)
        }
        box.snp.makeConstraints { make in
            make.width.equalTo(other.snp.width).multipliedBy(UInt(2))        // 80
            make.height.equalTo(other.snp.height).dividedBy(Double(5))       // 5
            make.left.equalTo(other.snp.right).offset(offset)                // 43
            make.top.equalTo(other.snp.bottom).inset(inset)                  // for bottom: −2, so 23
        }
        edged.snp.makeConstraints { make in
            make.top.leading.bottom.trailing.equalTo(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 43, y: 23, width: 80, height: 5))
        // 2 from the leading edge, 4 from the trailing: 320 − 6 = 314; 1 and 3: 480 − 4 = 476.
        #expect(edged.frame == CGRect(x: 2, y: 1, width: 314, height: 476))
        box.snp.remakeConstraints { make in
            make.size.equalTo(other).multipliedBy(multiplier)               // 20 × 12.5
            make.left.top.equalToSuperview().offset(Float(1.5))
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 1.5, y: 1.5, width: 20, height: 12.5))
        #expect(UInt(3).constraintMultiplierTargetValue == 3 && CGFloat(2.5).constraintMultiplierTargetValue == 2.5)
        #expect(UILayoutPriority.defaultLow.constraintPriorityTargetValue == 250 && 7.constraintPriorityTargetValue == 7)
        let constants: [any ConstraintConstantTarget] = [CGPoint.zero, CGSize.zero, UIEdgeInsets.zero, 1, UInt(1), 1.5]
        #expect(constants.count == 6)
    }

    @Test func superviewClosuresForEachRelation() {
        let root = snapKitScreen(), box = UIView()
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.greaterThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
            make.bottom.lessThanOrEqualToSuperview(\.safeAreaLayoutGuide)
            make.left.right.equalToSuperview()
            make.height.equalTo(1000).priority(.low)
        }
        root.layoutIfNeeded()
        #expect(installed(box, .top)?.relation == .greaterThanOrEqual && installed(box, .top)?.secondItem === root.safeAreaLayoutGuide)
        #expect(installed(box, .bottom)?.relation == .lessThanOrEqual)
        // Between the safe area's top (44) and bottom (480 − 34 = 446): 402 high.
        #expect(box.frame == CGRect(x: 0, y: 44, width: 320, height: 402))
    }


    @Test func eachStageOfTheChainIsTheConstraint() {
        let root = snapKitScreen(), box = UIView()
        root.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        root.addSubview(box)
        var stages: (ConstraintMakerExtendable?, ConstraintMakerEditable?, ConstraintMakerFinalizable?) = (nil, nil, nil)
        box.snp.makeConstraints { make in
            stages.0 = make.left.right
            stages.1 = stages.0?.equalToSuperviewMargins()
            stages.2 = make.top.bottom.equalToSuperview().priority(.required).labeled("vertical")
        }
        root.layoutIfNeeded()
        // Between the margins: 16 in from each side, 320 − 32 = 288 wide.
        #expect(box.frame == CGRect(x: 16, y: 0, width: 288, height: 480))
        #expect(stages.2?.constraint.layoutConstraints.map(\.label) == ["vertical", "vertical"])
        let label = installed(box, .top)
        label?.label = "top"
        #expect(label?.identifier == "top")
        let prioritizable: ConstraintMakerPrioritizable? = stages.1
        let relatable: ConstraintMakerRelatable? = stages.0
        #expect(prioritizable === stages.1 && relatable === stages.0)
        let view: ConstraintView = box
        let insets: ConstraintInsets = .zero, directional: ConstraintDirectionalInsets = .zero
        let direction: ConstraintInterfaceLayoutDirection = .leftToRight
        #expect(view === box && insets == UIEdgeInsets.zero && directional == NSDirectionalEdgeInsets.zero && direction == .leftToRight)
    }
}

extension ConstraintMakerRelatable {
    /// An extension app code writes on SnapKit's stages: relate to the superview's margins guide.
    @discardableResult
    fileprivate func equalToSuperviewMargins() -> ConstraintMakerEditable {
        equalToSuperview { $0.layoutMarginsGuide }
    }
}
