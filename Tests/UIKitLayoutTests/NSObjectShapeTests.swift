import Foundation
import Testing
import UIKitLayout

/// UIKit's views, controllers, responders, constraints, guides, recognizers and bar items are
/// `NSObject`s: equal only to themselves, hashable by identity, usable where `NSObject` is asked.
@Suite struct NSObjectShapeTests {
    @Test func uikitsObjectsAreNSObjects() {
        let view = UIView(), other = UIView()
        let objects: [NSObject] = [view, UIViewController(), UILayoutGuide(), UITapGestureRecognizer(),
                                   UIBarButtonItem(title: "Done"), UITabBarItem(title: nil, image: nil, tag: 1),
                                   NSLayoutConstraint()]
        #expect(objects.count == 7)
        #expect(view == view && view != other && view.isEqual(view) && !view.isEqual(other))
        #expect(Set([view, other, view]).count == 2 && view.hash == view.hash)
        let byView: [UIView: String] = [view: "a", other: "b"]
        #expect(byView[view] == "a")
    }

    @Test func anOverriddenSafeAreaIsWhatTheGuideFollows() {
        // A test view standing for a device's screen, as libraries' suites write it.
        final class NotchedView: UIView {
            override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0) }
        }
        let screen = NotchedView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(content)
        let guide = screen.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        screen.layoutIfNeeded()
        // 812 − 44 − 34 = 734 tall, from 44.
        #expect(content.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
        #expect(autoreleasepool { content.frame.height } == 734)
    }
}
