import Foundation

extension LayoutGuide {
    /// The DSL for a guide, as SnapKit has it: `guide.mas.makeConstraints { make in … }`, and
    /// `guide.mas.top` as a target.
    public var mas: GuideDSL { GuideDSL(guide: self) }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The DSL's additions for a layout guide: the guide as the constrained item, and its attributes
/// as targets. Its constraints are kept with its owning view's, apart from the view's own.
public struct GuideDSL: ConstraintAttributesDSL {
    /// The guide these additions act on.
    public let guide: LayoutGuide

    /// Any attribute of the guide (guides have no baselines or margins).
    public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(guide: guide, layoutAttribute: attribute)
    }

    /// Builds and installs constraints with the guide as first item.
    @discardableResult
    public func makeConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] { run(body, false, false) }

    /// Like `makeConstraints`, but a constraint matching an installed one only changes its constant.
    @discardableResult
    public func updateConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] { run(body, true, false) }

    /// Removes the constraints installed with this guide as first item, then makes new ones.
    @discardableResult
    public func remakeConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] { run(body, false, true) }

    private func run(_ body: (ConstraintMaker) -> Void, _ update: Bool, _ remove: Bool) -> [Constraint] {
        let maker = ConstraintMaker(item: guide.itemReference, updateExisting: update, removeExisting: remove)
        body(maker)
        return maker.install()
    }

    /// Removes every constraint installed with this guide as first item.
    public func removeConstraints() {
        if let view = guide.owningView { Installed.uninstall(firstItem: guide.itemReference, in: view) }
    }

    /// The DSL constraints installed with this guide as first item.
    public var installedConstraints: [ViewConstraint] {
        guard let view = guide.owningView else { return [] }
        return ViewConstraint.installedConstraints(firstItem: guide.itemReference, in: view)
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The attributes a view and a guide both have, as targets: `other.mas.bottom`.
public protocol ConstraintAttributesDSL {
    /// Any attribute of the item.
    func attribute(_ attribute: LayoutAttribute) -> ViewAttribute
}

extension ConstraintAttributesDSL {
    public var left: ViewAttribute { attribute(.left) }
    public var top: ViewAttribute { attribute(.top) }
    public var right: ViewAttribute { attribute(.right) }
    public var bottom: ViewAttribute { attribute(.bottom) }
    public var leading: ViewAttribute { attribute(.leading) }
    public var trailing: ViewAttribute { attribute(.trailing) }
    public var width: ViewAttribute { attribute(.width) }
    public var height: ViewAttribute { attribute(.height) }
    public var centerX: ViewAttribute { attribute(.centerX) }
    public var centerY: ViewAttribute { attribute(.centerY) }
}
