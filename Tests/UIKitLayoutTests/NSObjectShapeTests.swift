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
                                   NSLayoutConstraint(), CALayer(), UIView().layer, UIScreen.main, UIDevice.current,
                                   NSTextContainer(size: CGSize(width: 100, height: 50)), UIBezierPath()]
        #expect(objects.count == 13)
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

    @Test func constraintsCanBeSubclassedAndInheritUIKitsInitializers() {
        // A subclass with no initializer of its own, as libraries declare theirs: it inherits
        // every initializer, its designated ones being public.
        final class MarkedConstraint: NSLayoutConstraint {
            var mark = "stevia"
            var constants: [CGFloat] = []
            override var constant: CGFloat { didSet { constants.append(constant) } }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = MarkedConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 40)
        let height = MarkedConstraint(item: box as Any, attribute: .height, relatedBy: .equal, toItem: root as Any,
                                      attribute: .height, multiplier: 0.5, constant: 0)
        let left = MarkedConstraint(), top = box.topAnchor.constraint(equalTo: root.topAnchor)
        #expect(left.firstItem == nil && left.firstAttribute == .notAnAttribute && left.mark == "stevia")
        NSLayoutConstraint.activate([width, height, top,
                                     box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)])
        root.layoutIfNeeded()
        // 40 wide from x 10; 100 × 0.5 = 50 tall.
        #expect(box.frame == CGRect(x: 10, y: 0, width: 40, height: 50))
        // The override's observer runs and `super`'s setter moves the layout: 40 + 20 = 60.
        width.constant = 60
        root.layoutIfNeeded()
        #expect(width.constants == [60] && box.frame.width == 60)
        // Installed where UIKit installs them: the width on the box, the height on the root.
        #expect(box.constraints.contains { $0 === width } && root.constraints.contains { $0 === height })
    }

    @Test func theKeyboardGuideCanBeSubclassed() {
        // UIKit's `UIKeyboardLayoutGuide` is open: a subclass inherits `init()` and is a guide a
        // view can own (a view's own keyboard guide is the one `keyboardLayoutGuide` makes).
        final class TrackedGuide: UIKeyboardLayoutGuide {
            var mark = "tracked"
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let guide = TrackedGuide()
        #expect(guide.keyboardHeight == 0 && guide.mark == "tracked")
        view.addLayoutGuide(guide)
        guide.keyboardHeight = 200
        #expect(guide.owningView === view && guide.keyboardHeight == 200 && view.layoutGuides.contains(guide))
    }

    @Test func theScreenHasAPhonesBoundsAndTraits() {
        // The native bounds are the bounds in pixels: 375 × 2, 667 × 2.
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 750, height: 1334))
        let traits = UIScreen.main.traitCollection
        #expect(traits.displayScale == 2 && traits.userInterfaceIdiom == .phone && traits.horizontalSizeClass == .compact)
        UIScreen.main.brightness = 2
        #expect(UIScreen.main.brightness == 1)  // kept within 0…1
        UIScreen.main.brightness = 0.5
        #expect(UIScreen.screens == [UIScreen.main])
    }

    @Test func aTextViewKeepsOneContainerAsWideAsItself() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        textView.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))]
        #expect(textView.textContainer === textView.textContainer && textView.textContainer.exclusionPaths.count == 1)
        #expect(textView.textContainer.size.width == 200 && textView.textContainer.widthTracksTextView)
        // One of its own keeps its values.
        let own = NSTextContainer(size: CGSize(width: 100, height: 50))
        own.maximumNumberOfLines = 2
        #expect(own.size == CGSize(width: 100, height: 50) && own.maximumNumberOfLines == 2 && own.lineFragmentPadding == 5)
    }
}
