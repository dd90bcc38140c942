import Foundation
import Testing
@testable import Masonry

/// Something a relation does not know.
struct Unsupported: ConstraintTarget {}

@Suite struct DSLDiagnosticTests {
    @Test func redefinitionOfTheRelation() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        let (made, diagnostics) = LayoutDiagnostics.collect {
            view.mas.makeConstraints { make in
                make.left.equalTo(superview).greaterThanOrEqualTo(superview.mas.right)
                make.top.equalTo(10).equalTo(20)   // the same relation again with a constant is allowed
            }
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message.hasPrefix("Redefinition of constraint relation: View:view.left already == View:superview.left"))
        #expect(diagnostics[0].file == "MasonryTests/DSLDiagnosticTests.swift")
        #expect(diagnostics[0].line == 14)
        #expect(made[0].layoutConstraints.isEmpty)   // not installed
        #expect(made[1].layoutConstraints.first?.constant == 20)
    }

    @Test func attributesAfterTheRelation() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            view.mas.makeConstraints { make in
                make.width.equalTo(10).height.equalTo(20)
            }
        }
        #expect(diagnostics.first?.message.hasPrefix("Attributes should be chained before defining the constraint relation") == true)
        #expect(view.constraints.count == 1 && view.constraints[0].firstAttribute == .width)
        #expect(view.constraints[0].constant == 10)
    }

    @Test func multiplierAndPriorityAfterInstall() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        let made = view.mas.makeConstraints { make in make.width.equalTo(superview).multipliedBy(0.5) }
        let (_, diagnostics) = LayoutDiagnostics.collect {
            made[0].multipliedBy(2)
            made[0].priority(.low)
        }
        #expect(diagnostics.map { String($0.message.prefix(63)) } == [
            "Cannot modify constraint multiplier after it has been installed",
            "Cannot modify constraint priority after it has been installed (",
        ])
        #expect(diagnostics[1].message.contains("use update(priority:)"))
        #expect(made[0].layoutConstraints[0].multiplier == 0.5 && made[0].layoutConstraints[0].priority == .required)
    }

    @Test func noCommonSuperviewAndUnsupportedTargets() {
        let superview = makeScreen(), elsewhere = makeScreen()
        let view = child("view", in: superview), stranger = child("stranger", in: elsewhere)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            view.mas.makeConstraints { make in
                make.left.equalTo(stranger)
                make.top.equalTo(Unsupported())
                make.width.equalTo(CGFloat.nan)
                make.height.equalTo(5)
            }
        }
        #expect(diagnostics.map(\.kind) == [.misuse, .invalidValue, .noCommonAncestor])
        #expect(diagnostics[0].message.hasPrefix("attempting to add unsupported attribute: Unsupported()"))
        #expect(diagnostics[2].message == "couldn't find a common superview for View:view and View:stranger")
        #expect(view.constraints.count == 1 && view.constraints[0].constant == 5)
        let lonely = View()
        lonely.mas.key = "lonely"
        let (_, more) = LayoutDiagnostics.collect { lonely.mas.makeConstraints { make in make.left.equalTo(3) } }
        #expect(more.first?.kind == .noCommonAncestor)
        #expect(more.first?.message.hasPrefix("couldn't find a common superview for View:lonely") == true)
    }

    @Test func emptyAttributesAndTooFewViewsToDistribute() {
        let superview = makeScreen()
        let view = child("view", in: superview)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            view.mas.makeConstraints { make in _ = make.attributes([]) }
            [view].mas.distributeViews(along: .horizontal, fixedSpacing: 1, leadSpacing: 1, tailSpacing: 1)
        }
        #expect(diagnostics.map(\.message) == ["You didn't pass any attribute to make.attributes(...)",
                                               "views to distribute need to bigger than one"])
        #expect(view.constraints.isEmpty && superview.constraints.isEmpty)
    }

    @Test func descriptionsCarryKeysAndSourceLines() {
        let superview = makeScreen()
        let green = child("green", in: superview), red = child("red", in: superview)
        let made = green.mas.makeConstraints { make in
            make.left.top.greaterThanOrEqualTo(red).key("pin")
            make.width.greaterThanOrEqualTo(300).priorityLow()
        }
        let pin = made[0] as! CompositeConstraint
        #expect(pin.children[0].layoutConstraints[0].description
                == "<LayoutConstraint:pin[0]@DSLDiagnosticTests.swift#93 View:green.left >= View:red.left>")
        #expect(pin.children[1].layoutConstraints[0].identifier == "pin[1]")
        #expect(made[1].layoutConstraints[0].description.hasSuffix("@DSLDiagnosticTests.swift#94 View:green.width >= 300 ^low>"))
        let nested = green.mas.makeConstraints { make in
            make.width.equalTo([red, superview] as [any ConstraintTarget]).key("w")
        }
        let group = nested[0] as! CompositeConstraint
        #expect(group.children.map { $0.layoutConstraints[0].identifier } == ["w[0]", "w[1]"])
    }

    @Test func aListWithAnUnsupportedElementInstallsNothing() {
        let superview = makeScreen()
        let view = child("view", in: superview), other = child("other", in: superview)
        let (made, diagnostics) = LayoutDiagnostics.collect {
            view.mas.makeConstraints { make in
                make.left.equalTo([other, Unsupported(), 10] as [any ConstraintTarget])
                make.top.equalTo([other.mas.bottom, CGFloat.infinity] as [any ConstraintTarget])
                make.width.equalTo(40)
            }
        }
        #expect(diagnostics.map(\.kind) == [.misuse, .invalidValue])
        #expect(diagnostics[0].message.hasPrefix("attempting to add unsupported attribute: Unsupported()"))
        // Neither list installs its valid elements; the width does.
        #expect(made.count == 3)
        #expect(made[0].layoutConstraints.allSatisfy { !$0.isActive } && made[1].layoutConstraints.allSatisfy { !$0.isActive })
        #expect(view.constraints.map(\.constant) == [40] && superview.constraints.isEmpty)
    }
}
