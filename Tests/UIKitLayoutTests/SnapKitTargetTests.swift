import Testing
import UIKitLayout

/// SnapKit's targets: margins and directional margins as groups, and constants read by SnapKit's
/// rules for the attribute they apply to.
@Suite struct SnapKitTargetTests {
    @Test func marginsAsTargetsRelateEdgesToMargins() {
        let root = snapKitScreen(), box = UIView()
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.addSubview(box)
        box.snp.makeConstraints { make in make.edges.equalTo(root.snp.margins) }
        root.layoutIfNeeded()
        #expect(root.constraints.count == 4)
        #expect(Set(root.constraints.map(\.firstAttribute)) == [.left, .top, .right, .bottom])
        #expect(Set(root.constraints.map(\.secondAttribute)) == [.leftMargin, .topMargin, .rightMargin, .bottomMargin])
        // Inside the margins: x 20, y 10, 320 − 20 − 40 = 260 wide, 480 − 10 − 30 = 440 high.
        #expect(box.frame == CGRect(x: 20, y: 10, width: 260, height: 440))

        box.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        box.snp.remakeConstraints { make in make.margins.equalTo(root.snp.edges) }
        root.layoutIfNeeded()
        #expect(Set(root.constraints.map(\.firstAttribute)) == [.leftMargin, .topMargin, .rightMargin, .bottomMargin])
        #expect(Set(root.constraints.map(\.secondAttribute)) == [.left, .top, .right, .bottom])
        // The box's margins on the root's edges: x + 2 = 0, y + 1 = 0, maxX − 4 = 320, maxY − 3 = 480,
        // so x −2, y −1, width 324 + 2 = 326, height 483 + 1 = 484.
        #expect(box.frame == CGRect(x: -2, y: -1, width: 326, height: 484))
    }

    @Test func directionalMarginsAsTargetsRelateLeadingAndTrailing() {
        let root = snapKitScreen(), box = UIView()
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        root.addSubview(box)
        box.snp.makeConstraints { make in make.directionalEdges.equalTo(root.snp.directionalMargins) }
        root.layoutIfNeeded()
        #expect(Set(root.constraints.map(\.firstAttribute)) == [.leading, .top, .trailing, .bottom])
        #expect(Set(root.constraints.map(\.secondAttribute)) == [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin])
        // Left to right: leading 20, trailing 40; 320 − 60 = 260 wide, 480 − 40 = 440 high.
        #expect(box.frame == CGRect(x: 20, y: 10, width: 260, height: 440))

        box.snp.remakeConstraints { make in make.directionalMargins.equalTo(root.snp.directionalEdges) }
        #expect(Set(root.constraints.map(\.firstAttribute)) == [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin])
        #expect(Set(root.constraints.map(\.secondAttribute)) == [.leading, .top, .trailing, .bottom])

        // The other groups relate each attribute to the same one.
        box.snp.remakeConstraints { make in
            make.centerWithinMargins.equalTo(root.snp.centerWithinMargins)
            make.directionalHorizontalEdges.equalTo(root.snp.directionalHorizontalEdges)
            make.directionalVerticalEdges.equalTo(root.snp.directionalVerticalEdges)
        }
        #expect(root.constraints.map(\.secondAttribute)
                == [.centerXWithinMargins, .centerYWithinMargins, .leading, .trailing, .top, .bottom])
        #expect(root.constraints.allSatisfy { $0.firstAttribute == $0.secondAttribute })
    }

    @Test func aStatementThatIsNotTheGroupRelatesToItsFirstAttributeAsSnapKitDoes() {
        let root = snapKitScreen(), box = UIView(), other = UIView()
        root.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 24)
        root.addSubview(box)
        root.addSubview(other)
        other.snp.setLabel("other")
        other.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.width.equalTo(80); make.height.equalTo(30) }
        let (_, diagnostics) = LayoutDiagnostics.collect {
            box.snp.makeConstraints { make in
                make.left.right.equalTo(root.snp.margins)  // both to margins' first: leftMargin
                make.height.equalTo(other.snp.size)  // size's first: width
                make.top.equalToSuperview()
            }
            root.layoutIfNeeded()
        }
        #expect(installed(box, .right)?.secondAttribute == .leftMargin)
        #expect(installed(box, .height)?.secondAttribute == .width)
        // Left and right both on the left margin, 16: zero wide; as high as `other` is wide, 80.
        #expect(box.frame == CGRect(x: 16, y: 0, width: 0, height: 80))
        #expect(diagnostics.map(\.message) == [
            "SnapKit relates right to leftMargin of View:screen.margins: a group target pairs attribute by attribute "
                + "only with the same group (or edges with margins); name the attribute instead",
            "SnapKit relates height to width of View:other.size: a group target pairs "
                + "attribute by attribute only with the same group (or edges with margins); name the attribute instead",
        ])
        // The same attributes as the group, or one that is its first, relate without a word.
        let (_, quiet) = LayoutDiagnostics.collect {
            box.snp.remakeConstraints { make in
                make.width.equalTo(other.snp.size)
                make.top.bottom.equalTo(root.snp.verticalEdges)
                make.centerX.equalTo(root.snp.center)
            }
        }
        #expect(quiet.isEmpty)
    }

    @Test func groupTargetsNameTheirGroupAndCompareByIt() {
        let root = snapKitScreen()
        #expect(root.snp.margins.description == "View:screen.margins")
        #expect(root.snp.edges == root.snp.edges && root.snp.edges != root.snp.margins)
        let item: ConstraintItem = root.snp.directionalMargins
        #expect(item.view === root && item.layoutAttribute == .notAnAttribute)
    }

    // MARK: Constants, by SnapKit's rules

    @Test func aConstantIsReadForTheAttributeItAppliesTo() {
        let root = snapKitScreen(), box = UIView(), above = UIView(), below = UIView()
        root.addSubview(box)
        root.addSubview(above)
        root.addSubview(below)
        box.snp.makeConstraints { make in
            make.width.equalToSuperview().inset(10)  // −(10 + 10) = −20: 300 wide
            make.height.equalToSuperview().inset(UIEdgeInsets(top: 5, left: 0, bottom: 15, right: 0))  // −(5 + 15): 460
            make.centerX.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10))  // (30 − 10) / 2 = 10
            make.top.equalToSuperview().offset(8)
        }
        above.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(CGSize(width: 50, height: 100))
        }
        below.snp.makeConstraints { make in
            make.top.equalTo(above.snp.bottom).inset(8)  // read for bottom: −8
            make.left.equalTo(above.snp.right).inset(UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 6))  // for right: −6
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        // Centre 160 + 10 = 170, so x = 170 − 300 / 2 = 20.
        #expect(box.frame == CGRect(x: 20, y: 8, width: 300, height: 460))
        // 100 − 8 = 92 down, 50 − 6 = 44 across.
        #expect(below.frame == CGRect(x: 44, y: 92, width: 10, height: 10))
    }

    @Test func aCentreRelatedToANumberIsMeasuredFromTheSuperviewsLeftAndTop() {
        let root = snapKitScreen(), dot = UIView(), pin = UIView()
        root.addSubview(dot)
        root.addSubview(pin)
        dot.snp.makeConstraints { make in
            make.centerX.equalTo(100)
            make.centerY.equalTo(CGPoint(x: 0, y: 60))  // a vertical attribute takes the point's y
            make.size.equalTo(CGSize(width: 40, height: 20))
        }
        pin.snp.makeConstraints { make in
            make.center.equalTo(CGPoint(x: 40, y: 60))
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(installed(dot, .centerX)?.secondAttribute == .left && installed(dot, .centerY)?.secondAttribute == .top)
        // Centre (100, 60): 100 − 40 / 2 = 80, 60 − 20 / 2 = 50.
        #expect(dot.frame == CGRect(x: 80, y: 50, width: 40, height: 20))
        // Centre (40, 60): 35, 55.
        #expect(pin.frame == CGRect(x: 35, y: 55, width: 10, height: 10))
        // Masonry's chain keeps its own rule: the superview's centre.
        let masonry = UIView()
        root.addSubview(masonry)
        masonry.mas.makeConstraints { make in
            make.centerX.equalTo(100)
            make.width.equalTo(root).inset(10)  // Masonry leaves a width's constant as it is
            make.top.height.equalTo(0)
        }
        root.layoutIfNeeded()
        // Centre 160 + 100 = 260, width 320: x = 260 − 160 = 100.
        #expect(masonry.frame == CGRect(x: 100, y: 0, width: 320, height: 0))
    }

    @Test func everyValueTakesItsShareForEachAttribute() {
        let root = snapKitScreen(), box = UIView(), other = UIView()
        root.addSubview(box)
        root.addSubview(other)
        let insets = UIEdgeInsets(top: 4, left: 9, bottom: 6, right: 3)
        let directional = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 6, trailing: 10)
        box.snp.makeConstraints { make in
            make.leftMargin.equalToSuperview().inset(insets)                 // 9
            make.rightMargin.equalToSuperview().inset(insets)                // −3
            make.firstBaseline.equalTo(other).inset(insets)                  // 4
            make.lastBaseline.equalTo(other).inset(insets)                   // −6
            make.centerY.equalTo(other).inset(insets)                        // (4 − 6) / 2 = −1
            make.leading.equalTo(other).inset(insets)                        // left to right: 9
            make.trailing.equalTo(other).inset(insets)                       // −3
            make.left.equalToSuperview().inset(directional)                  // left to right: leading, 30
            make.right.equalToSuperview().inset(directional)                 // −10
            make.centerX.equalToSuperview().inset(directional)               // (30 − 10) / 2 = 10
            make.width.equalToSuperview().inset(directional)                 // −(30 + 10) = −40
            make.height.equalToSuperview().inset(directional)                // −(4 + 6) = −10
            make.bottom.equalTo(CGPoint(x: 7, y: 9))                         // a vertical attribute takes y: 9
            make.leadingMargin.equalTo(CGPoint(x: 7, y: 9))                  // a horizontal one x: 7
            make.centerXWithinMargins.equalTo(CGSize(width: 5, height: 6))   // a size has nothing for a position: 0
        }
        let constants = [NSLayoutConstraint.Attribute.leftMargin, .rightMargin, .firstBaseline, .lastBaseline, .centerY,
                         .leading, .trailing, .left, .right, .centerX, .width, .height, .bottom, .leadingMargin,
                         .centerXWithinMargins]
            .map { installed(box, $0)?.constant }
        #expect(constants == [9, -3, 4, -6, -1, 9, -3, 30, -10, 10, -40, -10, 9, 7, 0])
    }

    @Test func leadingAndTrailingInsetsFollowTheConfiguredDirection() {
        #expect(ConstraintConfig.interfaceLayoutDirection == .leftToRight)
        let root = snapKitScreen(), box = UIView()
        root.addSubview(box)
        // One setting for the process, as SnapKit's: set and restored around the one block.
        ConstraintConfig.interfaceLayoutDirection = .rightToLeft
        box.snp.makeConstraints { make in
            make.leading.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 4))  // the right inset: 4
            make.trailing.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 4))  // −left: −12
            make.left.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))  // trailing: 10
            make.centerX.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 4))  // (12 − 4) / 2 = 4
        }
        ConstraintConfig.interfaceLayoutDirection = .leftToRight
        #expect([.leading, .trailing, .left, .centerX].map { installed(box, $0)?.constant } == [4, -12, 10, 4])
    }
}
