import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

@Suite struct DiagnosticTests {
    @Test func invalidPairingsAreRefusedInUIKitsWords() {
        let root = makeRoot()
        let a = makeChild("a", in: root), b = makeChild("b", in: root)
        let cases: [(LayoutConstraint, LayoutDiagnostic.Kind, String)] = [
            (LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 1, constant: 0),
             .invalidPairing, "Invalid pairing of layout attributes: <LayoutConstraint:"),
            (LayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 1, constant: 0),
             .invalidPairing, "Invalid pairing of layout attributes"),
            (LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: 0),
             .invalidPairing, "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."),
            (LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10),
             .invalidPairing, "Location attributes must be specified in pairs."),
            (LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 0, constant: 10),
             .invalidPairing, "A multiplier of 0 or a nil second item together with a location for the first attribute"),
            (LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: .nan, constant: 0),
             .invalidValue, "Multiplier is not finite! That's illegal. multiplier:nan"),
            (LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: .infinity),
             .invalidValue, "LayoutConstraint constant is not finite! That's illegal. constant:inf"),
            (LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: 1e12),
             .invalidValue, "This LayoutConstraint is being configured with a constant that exceeds internal limits "
                + "(±1e8). constant:1e+12. It is not installed."),
        ]
        for (constraint, kind, text) in cases {
            let (_, diagnostics) = LayoutDiagnostics.collect { constraint.isActive = true }
            #expect(!constraint.isActive)
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.kind == kind)
            #expect(diagnostics.first?.message.contains(text) == true, "\(diagnostics.first?.message ?? "none")")
            #expect(diagnostics.first?.constraints.first === constraint)
        }
        // Aspect ratio across axes is legal, as in UIKit.
        let (_, none) = LayoutDiagnostics.collect { _ = pin(a, .height, to: a, .width, times: 2) }
        #expect(none.isEmpty)
    }

    @Test func aSizeToAConstantIgnoresASecondAttributeWithoutASecondItem() {
        // UIKit takes `width == nil.width + 100` as `width == 100`: Stevia and EasyPeasy make
        // every size constraint so.
        let root = makeRoot()
        let a = makeChild("a", in: root)
        _ = pin(a, .left, to: root)
        _ = pin(a, .top, to: root)
        let width = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width,
                                     multiplier: 1, constant: 100)
        let height = LayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .width,
                                      multiplier: 3, constant: 40)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            LayoutConstraint.activate([width, height])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty && width.isActive && height.isActive)
        #expect(width.secondAttribute == .notAnAttribute && height.secondAttribute == .notAnAttribute)  // as UIKit reads back
        // The multiplier has nothing to scale: 40 tall, not 3 × anything.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func itemsAreAnyAsInUIKitAndWhatIsNeitherViewNorGuideIsReported() {
        let root = makeRoot()
        let a = makeChild("a", in: root)
        let items: [Any] = [a, root]  // as code that keeps its items untyped holds them
        let pinned = LayoutConstraint(item: items[0], attribute: .left, relatedBy: .equal, toItem: items[1],
                                      attribute: .left, multiplier: 1, constant: 12)
        #expect(pinned.firstItem === a && pinned.secondItem === root)
        // A string is no item: reported where it is made, and the constraint without it is refused.
        let (made, atInit) = LayoutDiagnostics.collect {
            LayoutConstraint(item: "a", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                             multiplier: 1, constant: 10)
        }
        #expect(atInit.map(\.message) == ["Constraint items must each be a view or layout guide; the first item is a String: "
            + made.description])
        let (_, atActivation) = LayoutDiagnostics.collect { made.isActive = true }
        #expect(!made.isActive && atActivation.first?.message.hasPrefix("Constraint must contain a first layout item") == true)
    }

    @Test func locationsOnDifferentAxesAreInstalledAndLeftOutOfTheLayout() {
        let root = makeRoot()
        let a = makeChild("a", in: root), b = makeChild("b", in: root)
        for (view, left, top) in [(a, 10.0, 20.0), (b, 50.0, 60.0)] {
            _ = pin(view, .left, to: root, plus: left)
            _ = pin(view, .top, to: root, plus: top)
            _ = pin(view, .width, to: nil, plus: 30)
            _ = pin(view, .height, to: nil, plus: 30)
        }
        // As UIKit: made and activated without complaint, held by the common ancestor…
        let crossed = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top,
                                       multiplier: 1, constant: 0)
        let (_, atActivation) = LayoutDiagnostics.collect { crossed.isActive = true }
        #expect(atActivation.isEmpty && crossed.isActive)
        #expect(root.constraints.contains { $0 === crossed })
        #expect(root.constraints.count == 5)  // two lefts, two tops, the crossed one (sizes sit on their views)
        // …and refused when it reaches the engine at layout, naming both attributes; the rest lays
        // out as if it were not there (a.minX stays 10 rather than b.minY's 60).
        let (_, atLayout) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        #expect(atLayout.count == 1 && atLayout.first?.kind == .invalidPairing)
        #expect(atLayout.first?.message.hasPrefix("Constraint improperly relates anchors of incompatible types: left is "
            + "horizontal and top is not; it takes no part in the layout: <LayoutConstraint:") == true)
        #expect(atLayout.first?.constraints.first === crossed)
        #expect(a.frame == CGRect(x: 10, y: 20, width: 30, height: 30))
        #expect(b.frame == CGRect(x: 50, y: 60, width: 30, height: 30))
        // Deactivating it takes it from the holder and reports nothing more.
        let (_, atRemoval) = LayoutDiagnostics.collect {
            crossed.isActive = false
            root.layoutIfNeeded()
        }
        #expect(atRemoval.isEmpty && !crossed.isActive && root.constraints.count == 4)
    }

    @Test func aHugeConstantOnALiveConstraintIsRefusedAndTheLayoutStays() {
        let root = makeRoot()
        let view = makeChild("view", in: root)
        let left = pin(view, .left, to: root, plus: 10)
        _ = pin(view, .top, to: root)
        _ = pin(view, .width, to: nil, plus: 20)
        _ = pin(view, .height, to: nil, plus: 20)
        root.layoutIfNeeded()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            left.constant = -5e9
            root.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1 && diagnostics[0].kind == .invalidValue)
        #expect(diagnostics[0].message.hasPrefix("This LayoutConstraint is being configured with a constant that exceeds "
            + "internal limits (±1e8). constant:-5e+09. The constant stays 10.: <LayoutConstraint:"))
        #expect(diagnostics[0].message.hasSuffix(" View:view.left == View:root.left + 10>"))
        #expect(left.constant == 10 && left.isActive)
        #expect(view.frame == CGRect(x: 10, y: 0, width: 20, height: 20))
        // The limit itself is allowed.
        left.constant = 1e8
        root.layoutIfNeeded()
        #expect(view.frame.minX == 1e8)
    }

    @Test func itemsWithoutACommonAncestor() {
        let root = makeRoot(), other = makeRoot()
        let a = makeChild("a", in: root), b = makeChild("b", in: other)
        let constraint = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left,
                                          multiplier: 1, constant: 0)
        let (_, diagnostics) = LayoutDiagnostics.collect { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(diagnostics.first?.message.hasPrefix(
            "Unable to activate constraint with items View:a and View:b because they have no common ancestor.") == true)
        let guide = LayoutGuide()
        let orphan = LayoutConstraint(item: guide, attribute: .width, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: 3)
        let (_, more) = LayoutDiagnostics.collect { orphan.isActive = true }
        #expect(more.first?.message.hasPrefix("LayoutGuide's owningView hierarchy unprepared for constraint") == true)
    }

    @Test func aConflictIsReportedWithExactlyTheConflictingConstraints() {
        let root = makeRoot()
        let box = makeChild("box", in: root), other = makeChild("other", in: root)
        let left = pin(box, .left, to: root, plus: 10)
        let right = pin(box, .right, to: root, plus: -10)
        _ = pin(box, .top, to: root)
        _ = pin(box, .height, to: nil, plus: 20)
        _ = pin(other, .left, to: root)
        _ = pin(other, .top, to: box, .bottom)
        _ = pin(other, .width, to: nil, plus: 40)
        _ = pin(other, .height, to: nil, plus: 40)
        let width = LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 500)
        width.identifier = "tooWide"
        let (_, diagnostics) = LayoutDiagnostics.collect {
            width.isActive = true
            root.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics[0]
        #expect(diagnostic.kind == .unsatisfiable)
        // The root's own size (its frame, kept by autoresizing) is the fourth member of the conflict.
        #expect(diagnostic.constraints.count == 4)
        #expect(Set(diagnostic.constraints.filter { $0.kind == .user }.map(ObjectIdentifier.init))
                == Set([left, right, width].map(ObjectIdentifier.init)))
        #expect(diagnostic.constraints.contains { $0.description == "<LayoutConstraint:autoresizing View:root.width == 320>" })
        #expect(diagnostic.message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(diagnostic.message.hasSuffix("Will attempt to recover by breaking constraint\n<LayoutConstraint:tooWide View:box.width == 500>"))
        // The rest lays out: 320 - 10 - 10 wide, and `other` sits below it.
        #expect(box.frame == CGRect(x: 10, y: 0, width: 300, height: 20))
        #expect(other.frame == CGRect(x: 0, y: 20, width: 40, height: 40))
        #expect(width.isActive)
        // Taking away one of the conflicting constraints lets the refused one apply.
        right.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 500)
    }

    @Test func forgettingAutoresizingIsAConflictWithTheGeneratedConstraints() {
        let root = makeRoot()
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.debugName = "box"
        root.addSubview(box)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            _ = pin(box, .width, to: nil, plus: 50)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("<LayoutConstraint:autoresizing View:box.width == 10>") == true)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func descriptionsFollowMasonrysFormat() {
        let root = makeRoot()
        let one = makeChild("newView1", in: root), two = makeChild("newView2", in: root)
        let baseline = LayoutConstraint(item: one, attribute: .baseline, relatedBy: .equal, toItem: two,
                                        attribute: .top, multiplier: 2, constant: 300)
        baseline.identifier = "helloConstraint"
        #expect(baseline.description == "<LayoutConstraint:helloConstraint View:newView1.baseline == View:newView2.top * 2 + 300>")
        let low = LayoutConstraint(item: one, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 300)
        low.priority = .low
        #expect(low.description.hasPrefix("<LayoutConstraint:0x"))
        #expect(low.description.hasSuffix(" View:newView1.width >= 300 ^low>"))
        let keyed = LayoutConstraint(item: one, attribute: .left, relatedBy: .greaterThanOrEqual, toItem: two,
                                     attribute: .left, multiplier: 1, constant: -4.5)
        keyed.identifier = "left[0]"
        keyed.file = "Examples/BasicView.swift"
        keyed.line = 12
        keyed.priority = 345
        #expect(keyed.description == "<LayoutConstraint:left[0]@BasicView.swift#12 View:newView1.left >= View:newView2.left - 4.5 ^345>")
    }

    @Test func collectIsPerThreadAndNests() {
        let root = makeRoot()
        let a = makeChild("a", in: root)
        let bad = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 0)
        let ((_, inner), outer) = LayoutDiagnostics.collect {
            LayoutDiagnostics.collect { bad.isActive = true }
        }
        #expect(inner.count == 1)
        #expect(outer.isEmpty)
    }
}
