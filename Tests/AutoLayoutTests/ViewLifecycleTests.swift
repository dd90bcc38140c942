import Foundation
import Testing
@testable import AutoLayout
import UIKitRuntime
import LayoutTestSupport

/// A subclass written as UIKit code writes them: `init(frame:)` overridden, its own
/// `required init?(coder:)`, constraints asked for in `init` before the view has a superview.
private final class ProfileHeaderView: View {
    let avatar = View()
    var updates = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        debugName = "header"
        avatar.debugName = "avatar"
        avatar.translatesAutoresizingMaskIntoConstraints = false
        addSubview(avatar)
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func updateConstraints() {
        updates += 1
        if updates == 1 {
            for constraint in [
                LayoutConstraint(item: avatar, attribute: .left, relatedBy: .equal, toItem: self, attribute: .left,
                                 multiplier: 1, constant: 16),
                LayoutConstraint(item: avatar, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top,
                                 multiplier: 1, constant: 8),
                LayoutConstraint(item: avatar, attribute: .width, relatedBy: .equal, toItem: nil,
                                 attribute: .notAnAttribute, multiplier: 1, constant: 40),
                LayoutConstraint(item: avatar, attribute: .height, relatedBy: .equal, toItem: avatar,
                                 attribute: .width, multiplier: 1, constant: 0),
            ] { constraint.isActive = true }
        }
        super.updateConstraints()
    }
}

@Suite struct ViewLifecycleTests {
    @Test func aSubclassOverridingInitFrameIsMadeWithInit() {
        let header = ProfileHeaderView()
        #expect(header.frame == .zero && header.debugName == "header")
        let sized = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        #expect(sized.frame.width == 320)
    }

    @Test func updateConstraintsAskedForInInitRunsAtTheFirstLayoutOfTheTreeJoined() {
        let root = makeRoot()
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        root.addSubview(header)
        root.layoutIfNeeded()
        #expect(header.updates == 1)
        // avatar: left 16, top 8, 40 wide, height = width.
        #expect(header.avatar.frame == CGRect(x: 16, y: 8, width: 40, height: 40))
        // The flag is cleared: asking again runs it again at the next pass.
        header.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(header.updates == 2)
    }

    @Test func updateConstraintsAskedForBeforeATreeWasLaidOutMovesWithTheView() {
        // The header lays out alone first (an engine of its own), then joins another tree.
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let root = makeRoot()
        root.layoutIfNeeded()
        header.setNeedsUpdateConstraints()
        root.addSubview(header)
        root.layoutIfNeeded()
        #expect(header.updates == 1)
        #expect(header.avatar.frame == CGRect(x: 16, y: 8, width: 40, height: 40))
    }

    @Test func aViewsOwnGuidesHaveTheirFramesWithoutConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let band = View(frame: CGRect(x: 0, y: 20, width: 320, height: 100))
        band.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 5)
        root.addSubview(band)
        root.layoutIfNeeded()
        // band's safe area: top 44 - 20 = 24 of the root's band, right 5 of its own:
        // (0, 24, 320 - 5, 100 - 24).
        #expect(band.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 24, width: 315, height: 76))
        // The root's: (0, 44, 320, 480 - 44 - 34).
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 320, height: 402))
        // Margins: 8 on every side by default, measured from the safe area (24 above, 5 at the
        // right): (8, 24 + 8, 320 - 8 - 5 - 8, 100 - 32 - 8).
        #expect(band.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 32, width: 299, height: 60))
        band.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        // (20, 24 + 0, 320 - 20 - 5 - 10, 100 - 24).
        #expect(band.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 24, width: 285, height: 76))
        // A controller's layout guides: top of the given length at the top, bottom at the bottom.
        let controller = ViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.topLayoutSupportGuide.length = 64
        controller.bottomLayoutSupportGuide.length = 49
        #expect(controller.topLayoutSupportGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 64))
        #expect(controller.bottomLayoutSupportGuide.layoutFrame == CGRect(x: 0, y: 431, width: 320, height: 49))
    }

    @Test func aConstrainedGuideReadsTheSameFrame() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let box = makeChild("box", in: root)
        let guide = root.safeAreaLayoutGuide
        for constraint in [
            LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: guide, attribute: .top,
                             multiplier: 1, constant: 0),
            LayoutConstraint(item: box, attribute: .left, relatedBy: .equal, toItem: guide, attribute: .left,
                             multiplier: 1, constant: 0),
            LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: guide, attribute: .width,
                             multiplier: 1, constant: 0),
            LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: guide, attribute: .height,
                             multiplier: 1, constant: 0),
        ] { constraint.isActive = true }
        root.layoutIfNeeded()
        // box fills the safe area: (0, 44, 320, 480 - 44 - 34).
        #expect(box.frame == CGRect(x: 0, y: 44, width: 320, height: 402))
        #expect(guide.layoutFrame == box.frame)
    }
}
