import Foundation
import MasonrySnapshotTesting
import SnapshotTesting
import Testing
import UIKitLayout

/// Views a test defines, named as the Objective-C runtime names Swift classes.
enum Fixtures {
    /// Nested in a type: the runtime's mangled name, `_TtC` + kinds + names.
    final class Pill: UIImageView {}
}

/// At the top of the module: `Module.Name`.
final class Avatar: UIView {}

/// `.recursiveDescription` prints UIKit's `recursiveDescription` as swift-snapshot-testing
/// records it: memory addresses left out, UIKit's class names, `%g` numbers, `   | ` a level.
@Suite struct RecursiveDescriptionTests {
    @Test func aContactAddButtonShowsItsPlusInAnImageView() {
        // As swift-snapshot-testing's iOS reference for `UIButton(type: .contactAdd)` prints it.
        #expect(snapshot(.recursiveDescription, of: UIButton(type: .contactAdd) as UIView) == """
            <UIButton; frame = (0 0; 24.3333 23.6667); opaque = NO; layer = <CALayer>>
               | <UIImageView; frame = (0 0; 24.3333 23.6667); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
            """)
    }

    @Test func aSmallTreeInUIKitsFormat() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let title = UILabel(frame: CGRect(x: 16, y: 20, width: 288, height: 20 + 1.0 / 3))
        title.text = "A Secret Is Found In The Garden"  // 31 characters: the first 25, then "..."
        let panel = UIView(frame: CGRect(x: 0, y: 60, width: 320, height: 100))
        panel.isHidden = true
        panel.clipsToBounds = true
        let pill = Fixtures.Pill(frame: CGRect(x: 161 + 1.0 / 3, y: 44, width: 52 + 2.0 / 3, height: 19 + 1.0 / 3))
        pill.alpha = 0.5
        pill.tag = 7
        let avatar = Avatar(frame: CGRect(x: -0.5, y: 0, width: 40, height: 40))
        avatar.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        avatar.isUserInteractionEnabled = false
        root.addSubview(title)
        root.addSubview(panel)
        panel.addSubview(pill)
        root.addSubview(avatar)

        // "MasonrySnapshotTestingTests" is 27 characters, "Fixtures" 8 and "Pill" 4; `C` a class, `O` an enum.
        #expect(snapshot(.recursiveDescription, of: root) == """
            <UIView; frame = (0 0; 320 200); autoresize = W+H; layer = <CALayer>>
               | <UILabel; frame = (16 20; 288 20.3333); text = 'A Secret Is Found In The ...'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <UIView; frame = (0 60; 320 100); clipsToBounds = YES; hidden = YES; layer = <CALayer>>
               |    | <_TtCO27MasonrySnapshotTestingTests8Fixtures4Pill; baseClass = UIImageView; frame = (161.333 44; 52.6667 19.3333); alpha = 0.5; userInteractionEnabled = NO; tag = 7; layer = <CALayer>>
               | <MasonrySnapshotTestingTests.Avatar; frame = (-0.5 0; 40 40); transform = [2, 0, 0, 0.5, 0, 0]; userInteractionEnabled = NO; layer = <CALayer>>
            """)
    }

    @Test func scrollViewsAndButtonsAsUIKitDescribesThem() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scrollView.contentSize = CGSize(width: 100, height: 190 + 2.0 / 3)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 24 + 1.0 / 3, height: 23 + 2.0 / 3)
        scrollView.addSubview(button)
        let tappable = UIView(frame: CGRect(x: 0, y: 30, width: 100, height: 20))
        tappable.addGestureRecognizer(UITapGestureRecognizer())
        scrollView.addSubview(tappable)
        // A scroll view clips and has gesture recognizers; its sizes print with 17 digits. A view
        // given a recognizer lists them too.
        #expect(snapshot(.recursiveDescription(size: CGSize(width: 100, height: 50)), of: scrollView) == """
            <UIScrollView; frame = (0 0; 100 50); clipsToBounds = YES; gestureRecognizers = <NSArray>; layer = <CALayer>; contentOffset: {0, 0}; contentSize: {100, 190.66666666666666}; adjustedContentInset: {0, 0, 0, 0}>
               | <UIButton; frame = (0 0; 24.3333 23.6667); opaque = NO; layer = <CALayer>>
               | <UIView; frame = (0 30; 100 20); gestureRecognizers = <NSArray>; layer = <CALayer>>
            """)
    }

    @Test func theFieldsFollowTheViewsPropertiesNotItsClass() {
        // A label told to take touches, a scroll view that does not clip, a view made not
        // opaque: each line says what the view is, whatever UIKit's default for its class.
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scrollView.clipsToBounds = false
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 21))
        label.isUserInteractionEnabled = true
        let plain = UIView(frame: CGRect(x: 0, y: 21, width: 100, height: 1))
        plain.isOpaque = false
        scrollView.addSubview(label)
        scrollView.addSubview(plain)
        #expect(snapshot(.recursiveDescription(size: CGSize(width: 100, height: 50)), of: scrollView) == """
            <UIScrollView; frame = (0 0; 100 50); gestureRecognizers = <NSArray>; layer = <CALayer>; contentOffset: {0, 0}; contentSize: {0, 0}; adjustedContentInset: {0, 0, 0, 0}>
               | <UILabel; frame = (0 0; 100 21); text = ''; layer = <_UILabelLayer>>
               | <UIView; frame = (0 21; 100 1); opaque = NO; layer = <CALayer>>
            """)
    }

    @Test func aControllerOnADeviceIsItsViewFillingTheScreen() {
        // The four labels on a 320 × 568 screen under a 20-point status bar, with fixed metrics:
        // 0.6 em a character at 17 points, 21 points a line.
        #expect(snapshot(.recursiveDescription(on: .iPhoneSe), of: FourLabelsViewController() as UIViewController) == """
            <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
               | <UILabel; frame = (129 20; 62 21); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <UILabel; frame = (0 283.5; 31 21); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <UILabel; frame = (269 283.5; 51 21); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <UILabel; frame = (154.5 547; 11 21); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
            """)
        // 'What's' is 6 × 10.2 = 61.2, 62 points rounded up, centred: (320 − 62) / 2 = 129; the
        // side labels' centre is the safe area's, (20 + 568) / 2 = 294, less half of 21: 283.5.
    }

    @Test func theReadmesAssertions() {
        let controller = FourLabelsViewController()
        assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneSe))
        assertSnapshot(of: controller, as: .image(on: .iPhoneSe))
    }
}
