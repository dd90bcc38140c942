import Foundation
import Testing
@testable import Masonry
import UIKitRuntime

@Suite struct ArrayTests {
    func three(in superview: View) -> [View] {
        (0..<3).map { index in
            let view = child("v\(index)", in: superview)
            view.mas.makeConstraints { make in
                make.top.equalTo(superview).offset(10)
                make.height.equalTo(20)
            }
            return view
        }
    }

    @Test func distributeWithFixedSpacing() {
        let superview = makeScreen()
        let views = three(in: superview)
        views.mas.distributeViews(along: .horizontal, fixedSpacing: 5, leadSpacing: 10, tailSpacing: 10)
        superview.layoutIfNeeded()
        // Three equal widths and two gaps of 5 fill 320 - 20: w = 290 / 3.
        let width: CGFloat = 290 / 3
        #expect(abs(views[0].frame.width - width) < 1e-9 && abs(views[2].frame.width - width) < 1e-9)
        #expect(views[0].frame.minX == 10)
        #expect(abs(views[1].frame.minX - (10 + width + 5)) < 1e-9)
        #expect(abs(views[2].frame.maxX - 310) < 1e-9)
        // Installed per view: 1, 2, 3 (plus the 2 each view made first).
        #expect(views.map { $0.mas.installedConstraints.count } == [3, 4, 5])
    }

    @Test func distributeWithFixedItemLength() {
        let superview = makeScreen()
        let views = three(in: superview)
        views.mas.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
        superview.layoutIfNeeded()
        // Right edges interpolate from 10 + 50 to 320 - 20: 60, 180, 300.
        #expect(views.map(\.frame.minX) == [10, 130, 250])
        #expect(views.map(\.frame.width) == [50, 50, 50])
        #expect(views.map { $0.mas.installedConstraints.count } == [4, 4, 4])
        let middle = views[1].mas.installedConstraints.last!.layoutConstraints[0]
        // multiplier i/(n-1) = 0.5; offset (1 - 0.5)(50 + 10) - 1 × 20 / 2 = 20.
        #expect(middle.multiplier == 0.5 && middle.constant == 20 && middle.secondAttribute == .right)
    }

    @Test func distributeVertically() {
        let superview = makeScreen()
        let views = (0..<4).map { child("v\($0)", in: superview) }
        views.mas.makeConstraints { make in
            make.left.right.equalTo(superview)
        }
        views.mas.distributeViews(along: .vertical, fixedSpacing: 8, leadSpacing: 0, tailSpacing: 0)
        superview.layoutIfNeeded()
        // 4h + 3 × 8 = 416: h = 98.
        #expect(views.map(\.frame.minY) == [0, 106, 212, 318])
        #expect(views.map(\.frame.height) == [98, 98, 98, 98])
    }

    @Test func arrayMakeUpdateRemake() {
        let superview = makeScreen()
        let views = (0..<3).map { child("v\($0)", in: superview) }
        let made = views.mas.makeConstraints { make in
            make.top.left.equalTo(superview)
            make.size.equalTo(CGSize(width: 10, height: 10))
        }
        #expect(made.count == 6)
        views.mas.updateConstraints { make in make.size.equalTo(CGSize(width: 12, height: 14)) }
        superview.layoutIfNeeded()
        #expect(views.allSatisfy { $0.frame.size == CGSize(width: 12, height: 14) })
        views.mas.remakeConstraints { make in
            make.bottom.right.equalTo(superview)
            make.size.equalTo(CGSize(width: 1, height: 2))
        }
        superview.layoutIfNeeded()
        #expect(views.allSatisfy { $0.frame == CGRect(x: 319, y: 414, width: 1, height: 2) })
    }

    @Test func viewControllerGuidesAndSafeArea() {
        let controller = ViewController()
        let view: View = controller.view
        let box = child("box", in: view)
        controller.topLayoutSupportGuide.length = 20
        controller.bottomLayoutSupportGuide.length = 49
        box.mas.makeConstraints { make in
            make.top.equalTo(controller.mas.topLayoutGuide).offset(10)
            make.bottom.equalTo(controller.mas.bottomLayoutGuide).offset(-10)
            make.left.right.equalTo(view)
        }
        view.layoutIfNeeded()
        // In the screen-sized view (375 × 667), from 20 + 10 = 30 to 667 - 49 - 10 = 608.
        #expect(box.frame == CGRect(x: 0, y: 30, width: 375, height: 578))

        let screen = makeScreen()
        screen.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = child("content", in: screen)
        content.mas.makeConstraints { make in
            make.edges.equalTo(screen.mas.safeAreaLayoutGuide).inset(10)
        }
        screen.layoutIfNeeded()
        // The guide adopts each attribute: 44 + 10 down, 416 - 34 - 10 up, 10 in at the sides.
        #expect(content.frame == CGRect(x: 10, y: 54, width: 300, height: 318))
        let top = child("top", in: screen)
        top.mas.makeConstraints { make in
            make.top.equalTo(screen.mas.safeAreaLayoutGuideTop)
            make.left.width.equalTo(screen)
            make.height.equalTo(screen.mas.safeAreaLayoutGuideHeight).multipliedBy(0.5)
        }
        screen.layoutIfNeeded()
        #expect(top.frame == CGRect(x: 0, y: 44, width: 320, height: 169))
    }
}
