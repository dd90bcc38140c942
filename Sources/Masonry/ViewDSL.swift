import Foundation

extension View {
    /// Masonry's additions: `view.mas.makeConstraints { make in … }`, `view.mas.left`, …
    public var mas: ViewDSL { ViewDSL(view: self) }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Masonry's view additions (`mas_…`).
public struct ViewDSL: ViewAttributesDSL {
    /// The view these additions act on.
    public let view: View

    /// Any attribute of the view.
    public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(view: view, layoutAttribute: attribute)
    }

    /// The safe-area guide; as a target it stands for the first item's own attribute.
    public var safeAreaLayoutGuide: ViewAttribute { safeArea(.notAnAttribute) }
    public var safeAreaLayoutGuideLeading: ViewAttribute { safeArea(.leading) }
    public var safeAreaLayoutGuideTrailing: ViewAttribute { safeArea(.trailing) }
    public var safeAreaLayoutGuideLeft: ViewAttribute { safeArea(.left) }
    public var safeAreaLayoutGuideRight: ViewAttribute { safeArea(.right) }
    public var safeAreaLayoutGuideTop: ViewAttribute { safeArea(.top) }
    public var safeAreaLayoutGuideBottom: ViewAttribute { safeArea(.bottom) }
    public var safeAreaLayoutGuideWidth: ViewAttribute { safeArea(.width) }
    public var safeAreaLayoutGuideHeight: ViewAttribute { safeArea(.height) }
    public var safeAreaLayoutGuideCenterX: ViewAttribute { safeArea(.centerX) }
    public var safeAreaLayoutGuideCenterY: ViewAttribute { safeArea(.centerY) }

    private func safeArea(_ attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(view: view, item: view.safeAreaLayoutGuide, layoutAttribute: attribute)
    }

    /// The view's name in descriptions and diagnostics (Masonry's `mas_key`).
    public var key: String? {
        get { view.debugName }
        nonmutating set { view.debugName = newValue }
    }

    /// The closest view that is `other` or an ancestor of it and also this view or an ancestor.
    public func closestCommonSuperview(_ other: View) -> View? {
        view.closestCommonAncestor(other)
    }

    /// Builds and installs constraints for the view (its frame is no longer kept).
    @discardableResult
    public func makeConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] {
        run(body, update: false, remove: false)
    }

    /// Like `makeConstraints`, but a constraint matching an installed one only changes its constant.
    @discardableResult
    public func updateConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] {
        run(body, update: true, remove: false)
    }

    /// Removes the constraints this view installed as first item, then makes new ones.
    @discardableResult
    public func remakeConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] {
        run(body, update: false, remove: true)
    }

    private func run(_ body: (ConstraintMaker) -> Void, update: Bool, remove: Bool) -> [Constraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(item: view.itemReference, updateExisting: update, removeExisting: remove)
        body(maker)
        return maker.install()
    }

    /// Removes every constraint the DSL installed with this view as first item (beyond Masonry).
    public func removeConstraints() {
        Installed.uninstall(firstItem: view.itemReference, in: view)
    }

    /// The DSL constraints installed with this view as first item.
    public var installedConstraints: [ViewConstraint] {
        ViewConstraint.installedConstraints(for: view)
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Names several views at once for descriptions and diagnostics (Masonry's `MASAttachKeys`):
/// `attachKeys(["header": header, "body": body])`.
public func attachKeys(_ views: KeyValuePairs<String, View>) {
    for (key, view) in views { view.mas.key = key }
}

/// The attributes only a view has (baselines and margins), as targets: `other.mas.topMargin`.
public protocol ViewAttributesDSL: ConstraintAttributesDSL {}

extension ViewAttributesDSL {
    public var baseline: ViewAttribute { attribute(.lastBaseline) }
    public var firstBaseline: ViewAttribute { attribute(.firstBaseline) }
    public var lastBaseline: ViewAttribute { attribute(.lastBaseline) }
    public var leftMargin: ViewAttribute { attribute(.leftMargin) }
    public var rightMargin: ViewAttribute { attribute(.rightMargin) }
    public var topMargin: ViewAttribute { attribute(.topMargin) }
    public var bottomMargin: ViewAttribute { attribute(.bottomMargin) }
    public var leadingMargin: ViewAttribute { attribute(.leadingMargin) }
    public var trailingMargin: ViewAttribute { attribute(.trailingMargin) }
    public var centerXWithinMargins: ViewAttribute { attribute(.centerXWithinMargins) }
    public var centerYWithinMargins: ViewAttribute { attribute(.centerYWithinMargins) }
}
