import Foundation
import Testing
@testable import AutoLayout

/// A view that overrides UIKit's members as apps do, logging each call before calling `super`.
private final class Logging: View {
    var log: [String] = []
    override func addSubview(_ view: View) {
        log.append("addSubview \(view.debugName ?? "?")")
        super.addSubview(view)
    }
    override func removeFromSuperview() {
        log.append("removeFromSuperview")
        super.removeFromSuperview()
    }
    override func setNeedsLayout() {
        log.append("setNeedsLayout")
        super.setNeedsLayout()
    }
    override func updateConstraintsIfNeeded() {
        log.append("updateConstraintsIfNeeded")
        super.updateConstraintsIfNeeded()
    }
    override var backgroundColor: Color? {
        didSet { log.append("backgroundColor") }
    }
    override func tintColorDidChange() { log.append("tintColorDidChange") }
    override func layoutMarginsDidChange() { log.append("layoutMarginsDidChange") }
    override var topAnchor: LayoutYAxisAnchor { layoutMarginsGuide.topAnchor }
    override var alpha: CGFloat {
        get { super.alpha }
        set { super.alpha = min(newValue, 0.5) }
    }
}

/// UIView's members are overridable as on iOS: an override runs whenever the member is used.
@Suite struct ViewOverrideTests {
    @Test func treeLayoutAndAppearanceMembersRunTheOverride() {
        let root = Logging(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Logging()
        child.debugName = "child"
        root.addSubview(child)
        child.removeFromSuperview()
        root.updateConstraintsIfNeeded()
        root.backgroundColor = .red
        root.alpha = 0.9
        #expect(root.log == ["addSubview child", "setNeedsLayout", "setNeedsLayout", "updateConstraintsIfNeeded", "backgroundColor"])
        #expect(child.log == ["removeFromSuperview", "setNeedsLayout"])
        #expect(root.alpha == 0.5)  // the override clamps
    }

    @Test func anOverriddenAnchorIsTheOneConstraintsUse() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let inset = Logging(frame: CGRect(x: 0, y: 20, width: 100, height: 100))
        root.addSubview(inset)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        inset.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: inset.topAnchor), content.leftAnchor.constraint(equalTo: inset.leftAnchor),
            content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // `inset.topAnchor` is its margins guide's top: 8 points in, by the default margins.
        #expect(content.frame == CGRect(x: 0, y: 8, width: 10, height: 10))
    }

    @Test func tintChangesReachTheViewsThatInheritIt() {
        let root = Logging(), inheriting = Logging(), own = Logging()
        root.addSubview(inheriting)
        root.addSubview(own)
        own.tintColor = .green
        own.log.removeAll()
        root.tintColor = .red
        let tintCalls = { (view: Logging) in view.log.filter { $0 == "tintColorDidChange" }.count }
        #expect(tintCalls(root) == 1)
        #expect(tintCalls(inheriting) == 1 && inheriting.tintColor == .red)
        #expect(tintCalls(own) == 0 && own.tintColor == .green)  // its own tint did not change
    }

    @Test func marginChangesCallTheHook() {
        let view = Logging()
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)  // no change: no call
        view.preservesSuperviewLayoutMargins = true
        #expect(view.log.filter { $0 == "layoutMarginsDidChange" }.count == 2)
    }

    @Test func pendingUpdateConstraintsIsAskable() {
        let view = View()
        #expect(!view.needsUpdateConstraints())
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        view.updateConstraintsIfNeeded()
        #expect(!view.needsUpdateConstraints())
    }

    @Test func exercisingAmbiguityNamesTheAmbiguousView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let loose = View()
        loose.debugName = "loose"
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
        let (_, diagnostics) = LayoutDiagnostics.collect { loose.exerciseAmbiguityInLayout() }
        #expect(diagnostics.map(\.message) == ["View:loose has an ambiguous layout: exerciseAmbiguityInLayout() cannot show "
            + "another solution here; constraintsAffectingLayout(for:) lists its constraints"])
        let (_, none) = LayoutDiagnostics.collect { root.exerciseAmbiguityInLayout() }
        #expect(none.isEmpty)  // a root view is never ambiguous
    }

    @Test func directionsAndKeptSettings() {
        #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft) == .leftToRight)
        let view = View()
        #expect(view.contentScaleFactor == 2)  // a phone's screen, as the default traits say
        view.contentScaleFactor = 3
        view.isExclusiveTouch = true
        view.restorationIdentifier = "profile"
        let mask = View()
        view.mask = mask
        #expect(view.contentScaleFactor == 3 && view.isExclusiveTouch && !view.isMultipleTouchEnabled)
        #expect(view.restorationIdentifier == "profile" && view.mask === mask && view.clearsContextBeforeDrawing)
        #expect(!View.requiresConstraintBasedLayout)
    }
}
