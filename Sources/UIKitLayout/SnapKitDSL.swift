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

/// SnapKit's `view.snp`: the same maker and chain as `view.mas`, with SnapKit's names.
public struct ConstraintViewDSL: ViewAttributesDSL {
    /// The view these additions act on.
    public let view: View

    /// Any attribute of the view, as a target.
    public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute { view.mas.attribute(attribute) }

    // SnapKit's groups as targets: each attribute of the chain relates to the same one of this view.
    public var edges: ViewAttribute { whole }
    public var horizontalEdges: ViewAttribute { whole }
    public var verticalEdges: ViewAttribute { whole }
    public var directionalEdges: ViewAttribute { whole }
    public var size: ViewAttribute { whole }
    public var center: ViewAttribute { whole }
    public var margins: ViewAttribute { whole }
    private var whole: ViewAttribute { ViewAttribute(view: view, item: view, layoutAttribute: .notAnAttribute) }

    /// Makes and installs constraints (the view's frame is no longer kept).
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        view.mas.makeConstraints(closure)
    }

    /// Makes constraints without installing them; `activate()` each to install it.
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(view: view)
        closure(maker)
        return maker.prepared()
    }

    /// Changes the constants of matching installed constraints. One that matches none is
    /// reported (SnapKit traps there) and installed, as Masonry does.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        view.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(view: view)
        maker.updateExisting = true
        maker.reportsMissedUpdates = true
        closure(maker)
        maker.install()
    }

    /// Removes the constraints the DSL installed for this view, then makes new ones.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        view.mas.remakeConstraints(closure)
    }

    /// Removes the constraints the DSL installed for this view.
    public func removeConstraints() {
        view.mas.removeConstraints()
    }

    /// Names the view in descriptions and diagnostics.
    public func setLabel(_ label: String?) { view.mas.key = label }

    /// The view's name in descriptions and diagnostics.
    public func label() -> String? { view.mas.key }
}

/// SnapKit's `guide.snp`.
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    /// The guide these additions act on.
    public let guide: LayoutGuide

    /// Any attribute of the guide, as a target.
    public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute { guide.mas.attribute(attribute) }

    /// All the guide's edges (or size, or centre), as a target for the same attributes.
    public var edges: ViewAttribute { ViewAttribute(guide: guide, layoutAttribute: .notAnAttribute) }

    /// Makes and installs constraints with the guide as first item.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) { guide.mas.makeConstraints(closure) }

    /// Changes the constants of matching installed constraints.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) { guide.mas.updateConstraints(closure) }

    /// Removes the guide's constraints, then makes new ones.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) { guide.mas.remakeConstraints(closure) }

    /// Removes the guide's constraints.
    public func removeConstraints() { guide.mas.removeConstraints() }
}
