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
}
