import Foundation
import Testing
@testable import AutoLayout
import UIKitRuntime
import LayoutTestSupport

/// Margins measured from the safe area, kept from the superview, centred within and mirrored right
/// to left, and a root view's at least the system's minimum.
@Suite struct MarginTests {
    @Test func marginsAreMeasuredFromTheSafeArea() {
        let root = makeRoot()
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = makeChild("content", in: root)
        for attribute in [LayoutAttribute.top, .left, .bottom, .right] {
            _ = pin(content, attribute, to: root, attribute == .top ? .topMargin : attribute == .left ? .leftMargin
                    : attribute == .bottom ? .bottomMargin : .rightMargin)
        }
        root.layoutIfNeeded()
        // Margins of 8 from the safe area: top 44 + 8, bottom 416 - 34 - 8 = 374, sides 8.
        #expect(content.frame == CGRect(x: 8, y: 52, width: 304, height: 322))
        #expect(root.layoutMarginsGuide.layoutFrame == content.frame && root.effectiveLayoutMargins.top == 52)
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        // From the edges: 8 all round.
        #expect(content.frame == CGRect(x: 8, y: 8, width: 304, height: 400))
    }

    @Test func aViewCanKeepItsSuperviewsMargins() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        let band = makeChild("band", in: root), label = makeChild("label", in: band)
        _ = pin(band, .left, to: root)
        _ = pin(band, .right, to: root)
        _ = pin(band, .top, to: root, plus: 100)
        _ = pin(band, .height, to: nil, plus: 40)
        _ = pin(label, .left, to: band, .leftMargin)
        _ = pin(label, .right, to: band, .rightMargin)
        _ = pin(label, .top, to: band)
        _ = pin(label, .height, to: nil, plus: 20)
        root.layoutIfNeeded()
        // The band's own margins: 8.
        #expect(label.frame == CGRect(x: 8, y: 0, width: 304, height: 20))
        band.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        // Edge to edge in the root, it keeps the root's 20 at each side.
        #expect(label.frame == CGRect(x: 20, y: 0, width: 280, height: 20))
    }

    @Test func centerWithinMarginsAndTrailingMarginInRightToLeft() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let box = makeChild("box", in: root)
        _ = pin(box, .centerX, to: root, .centerXWithinMargins)
        _ = pin(box, .centerY, to: root, .centerYWithinMargins)
        _ = pin(box, .width, to: nil, plus: 20)
        _ = pin(box, .height, to: nil, plus: 20)
        root.layoutIfNeeded()
        // Margins span x 20…280 (centre 150) and y 10…386 (centre 198).
        #expect(box.frame == CGRect(x: 140, y: 188, width: 20, height: 20))
        let rtl = makeRoot()
        rtl.semanticContentAttribute = .forceRightToLeft
        rtl.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 30)
        let tag = makeChild("tag", in: rtl)
        _ = pin(tag, .trailing, to: rtl, .trailingMargin)
        _ = pin(tag, .top, to: rtl)
        _ = pin(tag, .width, to: nil, plus: 50)
        _ = pin(tag, .height, to: nil, plus: 10)
        rtl.layoutIfNeeded()
        // Right to left: trailing is the left side, and the trailing margin (30) is on the left.
        #expect(rtl.layoutMargins.left == 30 && rtl.layoutMargins.right == 12)
        #expect(tag.frame.minX == 30)
    }

    @Test func aRootViewsMarginsAreTheSystemsMinimumAtLeast() {
        let controller = ViewController()
        let view: View = controller.view
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        // The system's minimum on a phone, 16 at the sides and none above and below, from the safe area.
        #expect(view.effectiveLayoutMargins == EdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 47, width: 343, height: 586))
        // Margins set on it count where larger than the minimum.
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 8, bottom: 0, trailing: 24)
        #expect(view.effectiveLayoutMargins == EdgeInsets(top: 57, left: 16, bottom: 34, right: 24))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(view.effectiveLayoutMargins == EdgeInsets(top: 57, left: 8, bottom: 34, right: 24))
        // 20 at the sides from 414 points wide.
        let wide = ViewController()
        wide.view.frame = CGRect(x: 0, y: 0, width: 428, height: 926)
        #expect(wide.systemMinimumLayoutMargins.leading == 20 && wide.view.effectiveLayoutMargins.left == 20)
    }
}
