import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

/// A constraint class logging the visual formats it is asked for.
private final class Logged: LayoutConstraint {
    nonisolated(unsafe) static var formats: [String] = []
    override class func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                    metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        formats.append(format)
        return super.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }
}

/// A constraint's own anchors, its archiving flag, and the visual format as a class method
/// subclasses override.
@Suite struct ConstraintAnchorTests {
    @Test func aConstraintsAnchorsAreItsItemsAttributes() {
        let root = makeRoot(), box = makeChild("box", in: root)
        let constraint = box.leadingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20)
        #expect(constraint.firstAnchor.item === box && constraint.firstAnchor.attribute == .leading)
        #expect(constraint.secondAnchor?.item === root && constraint.secondAnchor?.attribute == .trailing)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        #expect(width.firstAnchor.attribute == .width && width.secondAnchor == nil)
        // The anchor makes constraints as the item's own would.
        let again = constraint.firstAnchor.constraint(equalTo: constraint.secondAnchor!, constant: 5)
        #expect(again.firstItem === box && again.secondAttribute == .trailing && again.constant == 5)
    }

    @Test func shouldBeArchivedIsKept() {
        let constraint = View().widthAnchor.constraint(equalToConstant: 1)
        #expect(!constraint.shouldBeArchived)
        constraint.shouldBeArchived = true
        #expect(constraint.shouldBeArchived)
    }

    @Test func aSubclassMayOverrideTheVisualFormat() {
        let root = makeRoot(), box = makeChild("box", in: root)
        let made = Logged.constraints(withVisualFormat: "H:|-10-[box]", metrics: nil, views: ["box": box])
        #expect(Logged.formats == ["H:|-10-[box]"] && made.count == 1 && made.first?.constant == 10)
    }
}
