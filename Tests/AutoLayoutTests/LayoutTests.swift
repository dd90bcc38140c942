import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

@Suite struct LayoutTests {
    @Test func edgesAndSizes() {
        let root = makeRoot()
        let box = makeChild("box", in: root)
        _ = pin(box, .left, to: root, plus: 10)
        _ = pin(box, .top, to: root, plus: 20)
        _ = pin(box, .width, to: nil, plus: 100)
        _ = pin(box, .height, to: nil, plus: 50)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func rightBottomCenterAndMultiplier() {
        let root = makeRoot()
        let box = makeChild("box", in: root)
        _ = pin(box, .right, to: root, plus: -10)       // right = 320 - 10 = 310
        _ = pin(box, .bottom, to: root, plus: -16)      // bottom = 416 - 16 = 400
        _ = pin(box, .width, to: root, times: 0.5)      // 160
        _ = pin(box, .height, to: box, .width, times: 0.25)  // 40
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 150, y: 360, width: 160, height: 40))
        let centered = makeChild("centered", in: root)
        _ = pin(centered, .centerX, to: root)
        _ = pin(centered, .centerY, to: root, plus: 8)
        _ = pin(centered, .width, to: nil, plus: 20)
        _ = pin(centered, .height, to: nil, plus: 30)
        root.layoutIfNeeded()
        // x = 160 - 10, y = 208 + 8 - 15
        #expect(centered.frame == CGRect(x: 150, y: 201, width: 20, height: 30))
    }

    @Test func framesAreRelativeToTheSuperview() {
        let root = makeRoot()
        let outer = makeChild("outer", in: root)
        let inner = makeChild("inner", in: outer)
        for (view, parent, inset) in [(outer, root, CGFloat(10)), (inner, outer, 5)] {
            _ = pin(view, .left, to: parent, plus: inset)
            _ = pin(view, .top, to: parent, plus: inset)
            _ = pin(view, .right, to: parent, plus: -inset)
            _ = pin(view, .bottom, to: parent, plus: -inset)
        }
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 10, y: 10, width: 300, height: 396))
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 290, height: 386))
    }

    @Test func installsOnTheClosestCommonAncestor() {
        let root = makeRoot()
        let a = makeChild("a", in: root), b = makeChild("b", in: root)
        let a1 = makeChild("a1", in: a), b1 = makeChild("b1", in: b)
        let cross = pin(a1, .left, to: b1)
        #expect(cross.holder === root)
        #expect(root.constraints.contains { $0 === cross })
        let size = pin(a1, .width, to: nil, plus: 10)
        #expect(size.holder === a1)
        let sibling = pin(a1, .top, to: a)
        #expect(sibling.holder === a)
        cross.isActive = false
        #expect(!root.constraints.contains { $0 === cross })
        #expect(cross.holder == nil)
    }

    @Test func autoresizingViewsKeepTheirFrames() {
        let root = makeRoot()
        let fixed = View(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        fixed.debugName = "fixed"
        root.addSubview(fixed)
        let follower = makeChild("follower", in: root)
        _ = pin(follower, .left, to: fixed, .right, plus: 5)
        _ = pin(follower, .top, to: fixed)
        _ = pin(follower, .width, to: fixed)
        _ = pin(follower, .height, to: fixed)
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 30, y: 40, width: 50, height: 60))
        #expect(follower.frame == CGRect(x: 85, y: 40, width: 50, height: 60))
        fixed.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 25, y: 0, width: 20, height: 10))
    }

    @Test func aRootLaidOutByConstraintsKeepsItsSizeWhereTheyLeaveItFree() {
        // A top view with translatesAutoresizingMaskIntoConstraints = false, as library test
        // suites make their screens: views pinned to it fill it, as on iOS, instead of 0 × 0.
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.translatesAutoresizingMaskIntoConstraints = false
        let fill = makeChild("fill", in: root)
        for attribute in [LayoutAttribute.left, .top, .right, .bottom] { _ = pin(fill, attribute, to: root) }
        root.layoutIfNeeded()
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // A constraint on its size outranks the hold: 200 wide, 667 still free to keep.
        _ = pin(root, .width, to: nil, plus: 200)
        root.layoutIfNeeded()
        #expect(root.frame.size == CGSize(width: 200, height: 667) && fill.frame.width == 200)
    }

    @Test func constantAndPriorityChangesAreLive() {
        let root = makeRoot()
        let box = makeChild("box", in: root)
        let left = pin(box, .left, to: root, plus: 10)
        _ = pin(box, .top, to: root)
        let width = pin(box, .width, to: nil, plus: 100)
        _ = pin(box, .height, to: nil, plus: 10)
        let preferred = pin(box, .width, to: nil, plus: 200, priority: .defaultHigh)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 0, width: 100, height: 10))
        left.constant = 30
        root.layoutIfNeeded()
        #expect(box.frame.minX == 30)
        width.priority = .defaultLow        // required -> optional: the 750 preference wins
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
        preferred.priority = 100            // now the 250 one wins
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        width.priority = .required
        preferred.constant = 300
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
    }

    @Test func layoutPassCallsOverrides() {
        final class Recorder: View {
            var log: [String] = []
            override func updateConstraints() {
                log.append("update \(debugName!)")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log.append("layout \(debugName!)")
                super.layoutSubviews()
            }
        }
        let root = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.debugName = "root"
        let child = Recorder()
        child.debugName = "child"
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        _ = pin(child, .left, to: root)
        _ = pin(child, .top, to: root)
        _ = pin(child, .width, to: nil, plus: 10)
        _ = pin(child, .height, to: nil, plus: 10)
        child.setNeedsUpdateConstraints()
        root.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(child.log == ["update child", "layout child"])
        #expect(root.log == ["update root", "layout root"])
        #expect(child.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func addConstraintOnAChosenView() {
        let root = makeRoot()
        let a = makeChild("a", in: root)
        let width = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 33)
        root.addConstraint(width)
        #expect(width.holder === root && width.isActive)
        root.removeConstraint(width)
        #expect(!width.isActive && root.constraints.isEmpty)
        let other = makeRoot()
        let (_, diagnostics) = LayoutDiagnostics.collect { other.addConstraint(width) }
        #expect(!width.isActive)
        #expect(diagnostics.first?.kind == .noCommonAncestor)
        #expect(diagnostics.first?.message.hasPrefix("The view hierarchy is not prepared for the constraint: View:a is not inside") == true)
    }
}
