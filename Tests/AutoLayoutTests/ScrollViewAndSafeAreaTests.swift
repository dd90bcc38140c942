import Foundation
import Testing
@testable import AutoLayout
import UIKitRuntime
import LayoutTestSupport

/// A scroll view's content size and guides; the safe area of a root, its subviews and a controller.
@Suite struct ScrollViewAndSafeAreaTests {
    @Test func scrollViewContentSizeComesFromAChainOfViews() {
        let root = makeRoot()
        let scroll = ScrollView()
        scroll.debugName = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        for attribute in [LayoutAttribute.left, .top, .right, .bottom] { _ = pin(scroll, attribute, to: root) }
        var previous: View?
        var views: [View] = []
        for index in 0..<10 {
            let row = makeChild("row\(index)", in: scroll)
            _ = pin(row, .left, to: scroll, plus: 10)
            _ = pin(row, .width, to: scroll, plus: -20)     // the frame's width: 300
            _ = pin(row, .height, to: nil, plus: 50)
            if let previous { _ = pin(row, .top, to: previous, .bottom, plus: 10) } else { _ = pin(row, .top, to: scroll, plus: 10) }
            previous = row
            views.append(row)
        }
        _ = pin(previous!, .bottom, to: scroll, plus: -10)
        _ = pin(views[0], .right, to: scroll, plus: -10)
        root.layoutIfNeeded()
        // Height: 10 + 10 × 50 + 9 × 10 + 10 = 610; width: 10 + 300 + 10 = 320.
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 416))
        #expect(scroll.contentSize == CGSize(width: 320, height: 610))
        #expect(views[9].frame == CGRect(x: 10, y: 550, width: 300, height: 50))
        _ = scroll.frameLayoutGuide  // made now, placed by the next layout
        scroll.contentOffset = CGPoint(x: 0, y: 194)
        root.layoutIfNeeded()
        // Frames stay in content coordinates; the bounds origin is the offset.
        #expect(views[9].frame == CGRect(x: 10, y: 550, width: 300, height: 50))
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 194))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 610))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 194, width: 320, height: 416))
    }

    @Test func safeAreaOfTheRootAndItsSubviews() {
        let root = makeRoot()
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = makeChild("content", in: root)
        let guide = root.safeAreaLayoutGuide
        for attribute in [LayoutAttribute.left, .top, .right, .bottom] {
            let constraint = LayoutConstraint(item: content, attribute: attribute, relatedBy: .equal, toItem: guide,
                                              attribute: attribute, multiplier: 1, constant: 0)
            constraint.isActive = true
        }
        let header = View(frame: CGRect(x: 0, y: 20, width: 320, height: 100))
        header.debugName = "header"
        root.addSubview(header)
        let inner = makeChild("inner", in: header)
        let innerTop = LayoutConstraint(item: inner, attribute: .top, relatedBy: .equal, toItem: header.safeAreaLayoutGuide,
                                        attribute: .top, multiplier: 1, constant: 0)
        innerTop.isActive = true
        _ = pin(inner, .left, to: header)
        _ = pin(inner, .width, to: nil, plus: 10)
        _ = pin(inner, .height, to: nil, plus: 10)
        root.layoutIfNeeded()
        // 416 - 44 - 34 = 338 tall, from y = 44.
        #expect(content.frame == CGRect(x: 0, y: 44, width: 320, height: 338))
        // The header starts at 20: 24 of it is under the top band.
        #expect(header.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        #expect(inner.frame.minY == 24)
        root.additionalSafeAreaInsets = EdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 60, width: 320, height: 356))
        #expect(inner.frame.minY == 40)
    }

    @Test func viewControllerLayoutGuides() {
        let controller = ViewController()
        let view: View = controller.view
        let box = makeChild("box", in: view)
        let top = LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: controller.topLayoutGuide,
                                   attribute: .bottom, multiplier: 1, constant: 8)
        let bottom = LayoutConstraint(item: box, attribute: .bottom, relatedBy: .equal, toItem: controller.bottomLayoutGuide,
                                      attribute: .top, multiplier: 1, constant: -8)
        LayoutConstraint.activate([top, bottom])
        _ = pin(box, .left, to: view)
        _ = pin(box, .width, to: view)
        controller.topLayoutSupportGuide.length = 64
        controller.bottomLayoutSupportGuide.length = 49
        view.layoutIfNeeded()
        // The controller's view is the screen's size, 375 × 667: from 64 + 8 = 72 to 667 - 49 - 8 = 610.
        #expect(box.frame == CGRect(x: 0, y: 72, width: 375, height: 538))
        controller.topLayoutSupportGuide.length = 20
        view.layoutIfNeeded()
        #expect(box.frame.minY == 28)
        #expect(controller.bottomLayoutSupportGuide.layoutFrame == CGRect(x: 0, y: 618, width: 375, height: 49))  // 667 - 49
        // The guides' own placement is the engine's and not listed: the view holds the four
        // constraints code made (SnapKit's suite counts them so; UIKit's private
        // `_UILayoutSupportConstraint`s are left out there by a class check that cannot tell here).
        #expect(view.constraints.count == 4)
    }
}
