import Foundation
import Masonry

extension View {
    /// SnapKit's spelling of the DSL: `view.snp.makeConstraints { make in … }`, `other.snp.bottom`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension LayoutGuide {
    /// SnapKit's spelling of the guide DSL: `guide.snp.makeConstraints { … }`, `guide.snp.top`.
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}

extension LayoutSupport {
    /// SnapKit's `controller.topLayoutGuide.snp.bottom`: the guide's DSL. A type of an app's own
    /// that conforms gets a guide in no view, which activating a constraint reports.
    public var snp: ConstraintLayoutSupportDSL { ConstraintLayoutGuideDSL(guide: self as? LayoutGuide ?? LayoutGuide()) }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What every `snp` has: the item it acts on, and its name in descriptions.
public protocol ConstraintDSL {
    /// The view or guide.
    var target: AnyObject? { get }
    /// Names the item in descriptions and diagnostics.
    func setLabel(_ value: String?)
    /// The item's name in descriptions and diagnostics.
    func label() -> String?
}

/// SnapKit's `view.snp`: the same maker and chain as `view.mas`, with SnapKit's names and rules
/// (`SnapKitRules`): a constant is read for the attribute it applies to, a centre
/// related to a number relates to the superview's left or top, a chain without a relation makes
/// nothing, and an update of a view with no constraints makes them.
public struct ConstraintViewDSL: ViewAttributesDSL, ConstraintDSL {
    /// The view these additions act on.
    public let view: View

    /// The view.
    public var target: AnyObject? { view }

    /// Any attribute of the view, as a target.
    public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute { view.mas.attribute(attribute) }

    // SnapKit's groups as targets. Each attribute of the chain relates to its own edge of this
    // view (`edges`), or to that edge's margin (`margins`): `make.edges.equalTo(other.snp.margins)`
    // relates left to leftMargin, `make.margins.equalTo(other.snp.edges)` leftMargin to left.
    public var edges: ViewAttribute { group(.edges) }
    public var horizontalEdges: ViewAttribute { group(.horizontalEdges) }
    public var verticalEdges: ViewAttribute { group(.verticalEdges) }
    public var directionalEdges: ViewAttribute { group(.directionalEdges) }
    public var directionalHorizontalEdges: ViewAttribute { group(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ViewAttribute { group(.directionalVerticalEdges) }
    public var size: ViewAttribute { group(.size) }
    public var center: ViewAttribute { group(.center) }
    public var margins: ViewAttribute { group(.margins) }
    public var directionalMargins: ViewAttribute { group(.directionalMargins) }
    public var centerWithinMargins: ViewAttribute { group(.centerWithinMargins) }
    private func group(_ group: AttributeGroup) -> ViewAttribute { ViewAttribute(view: view, item: view, group: group) }

    /// Makes and installs constraints (the view's frame is no longer kept).
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        run(closure)
    }

    /// Makes constraints without installing them; `activate()` each to install it.
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = self.maker()
        closure(maker)
        return maker.prepared()
    }

    /// Changes the constants of matching installed constraints; a view with none gets them made,
    /// as SnapKit does. One that matches none is reported (SnapKit traps there) and installed,
    /// as Masonry does.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        run(closure, update: !view.mas.installedConstraints.isEmpty)
    }

    /// Removes the constraints the DSL installed for this view, then makes new ones.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        run(closure, remove: true)
    }

    /// Removes the constraints the DSL installed for this view.
    public func removeConstraints() {
        view.mas.removeConstraints()
    }

    private func maker() -> ConstraintMaker {
        view.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(view: view, rules: SnapKitRules.self)
        return maker
    }

    private func run(_ closure: (ConstraintMaker) -> Void, update: Bool = false, remove: Bool = false) {
        maker().run(closure, update: update, remove: remove)
    }

    // The content priorities as numbers.
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// Names the view in descriptions and diagnostics.
    public func setLabel(_ label: String?) { view.mas.key = label }

    /// The view's name in descriptions and diagnostics.
    public func label() -> String? { view.mas.key }
}

/// SnapKit's `guide.snp` (and `controller.topLayoutGuide.snp`).
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL, ConstraintDSL {
    /// The guide these additions act on.
    public let guide: LayoutGuide

    /// The guide.
    public var target: AnyObject? { guide }

    /// Any attribute of the guide, as a target.
    public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute { guide.mas.attribute(attribute) }

    // SnapKit's groups as targets: each attribute of the chain relates to the same one of the guide.
    public var edges: ViewAttribute { group(.edges) }
    public var horizontalEdges: ViewAttribute { group(.horizontalEdges) }
    public var verticalEdges: ViewAttribute { group(.verticalEdges) }
    public var directionalEdges: ViewAttribute { group(.directionalEdges) }
    public var directionalHorizontalEdges: ViewAttribute { group(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ViewAttribute { group(.directionalVerticalEdges) }
    public var size: ViewAttribute { group(.size) }
    public var center: ViewAttribute { group(.center) }
    private func group(_ group: AttributeGroup) -> ViewAttribute { ViewAttribute(guide: guide, group: group) }

    /// Makes and installs constraints with the guide as first item.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) { run(closure) }

    /// Makes constraints with the guide as first item without installing them.
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = self.maker()
        closure(maker)
        return maker.prepared()
    }

    /// Changes the constants of matching installed constraints; a guide with none gets them made.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        run(closure, update: !guide.mas.installedConstraints.isEmpty)
    }

    /// Removes the guide's constraints, then makes new ones.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) { run(closure, remove: true) }

    /// Removes the guide's constraints.
    public func removeConstraints() { guide.mas.removeConstraints() }

    private func maker() -> ConstraintMaker {
        let maker = ConstraintMaker(guide: guide, rules: SnapKitRules.self)
        return maker
    }

    private func run(_ closure: (ConstraintMaker) -> Void, update: Bool = false, remove: Bool = false) {
        maker().run(closure, update: update, remove: remove)
    }

    /// Names the guide in descriptions and diagnostics: sets its `identifier`.
    public func setLabel(_ label: String?) { guide.identifier = label ?? "" }

    /// The guide's name in descriptions and diagnostics: its `identifier` (a guide nobody named
    /// has its address there, where SnapKit would answer nil), or nil if that is empty.
    public func label() -> String? { guide.identifier.isEmpty ? nil : guide.identifier }
}

extension ConstraintMaker {
    /// Runs a SnapKit block: updating or replacing the constraints made before as asked (a missed
    /// update is reported), then installs what it made.
    fileprivate func run(_ closure: (ConstraintMaker) -> Void, update: Bool, remove: Bool) {
        updateExisting = update
        reportsMissedUpdates = update
        removeExisting = remove
        closure(self)
        install()
    }
}
