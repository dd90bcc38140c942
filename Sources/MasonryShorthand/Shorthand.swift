/// MasonryShorthand: Masonry's `MAS_SHORTHAND` — the DSL without the `mas` prefix, when imported:
/// `view.makeConstraints { make in … }`, `make.left.equalTo(other.right)`.

@_exported import Masonry
import Foundation

extension View {
    public var left: ViewAttribute { mas.left }
    public var top: ViewAttribute { mas.top }
    public var right: ViewAttribute { mas.right }
    public var bottom: ViewAttribute { mas.bottom }
    public var leading: ViewAttribute { mas.leading }
    public var trailing: ViewAttribute { mas.trailing }
    public var width: ViewAttribute { mas.width }
    public var height: ViewAttribute { mas.height }
    public var centerX: ViewAttribute { mas.centerX }
    public var centerY: ViewAttribute { mas.centerY }
    public var baseline: ViewAttribute { mas.baseline }
    public var firstBaseline: ViewAttribute { mas.firstBaseline }
    public var lastBaseline: ViewAttribute { mas.lastBaseline }
    public var leftMargin: ViewAttribute { mas.leftMargin }
    public var rightMargin: ViewAttribute { mas.rightMargin }
    public var topMargin: ViewAttribute { mas.topMargin }
    public var bottomMargin: ViewAttribute { mas.bottomMargin }
    public var leadingMargin: ViewAttribute { mas.leadingMargin }
    public var trailingMargin: ViewAttribute { mas.trailingMargin }
    public var centerXWithinMargins: ViewAttribute { mas.centerXWithinMargins }
    public var centerYWithinMargins: ViewAttribute { mas.centerYWithinMargins }
    public var safeAreaLayoutGuideLeading: ViewAttribute { mas.safeAreaLayoutGuideLeading }
    public var safeAreaLayoutGuideTrailing: ViewAttribute { mas.safeAreaLayoutGuideTrailing }
    public var safeAreaLayoutGuideLeft: ViewAttribute { mas.safeAreaLayoutGuideLeft }
    public var safeAreaLayoutGuideRight: ViewAttribute { mas.safeAreaLayoutGuideRight }
    public var safeAreaLayoutGuideTop: ViewAttribute { mas.safeAreaLayoutGuideTop }
    public var safeAreaLayoutGuideBottom: ViewAttribute { mas.safeAreaLayoutGuideBottom }
    public var safeAreaLayoutGuideWidth: ViewAttribute { mas.safeAreaLayoutGuideWidth }
    public var safeAreaLayoutGuideHeight: ViewAttribute { mas.safeAreaLayoutGuideHeight }
    public var safeAreaLayoutGuideCenterX: ViewAttribute { mas.safeAreaLayoutGuideCenterX }
    public var safeAreaLayoutGuideCenterY: ViewAttribute { mas.safeAreaLayoutGuideCenterY }

    /// Any attribute of the view.
    public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute { mas.attribute(attribute) }

    /// `mas.makeConstraints`.
    @discardableResult
    public func makeConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] { mas.makeConstraints(body) }
    /// `mas.updateConstraints`.
    @discardableResult
    public func updateConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] { mas.updateConstraints(body) }
    /// `mas.remakeConstraints`.
    @discardableResult
    public func remakeConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] { mas.remakeConstraints(body) }
}

extension Array where Element: View {
    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// `mas.makeConstraints` on every view.
    @discardableResult
    public func makeConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] { mas.makeConstraints(body) }
    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// `mas.updateConstraints` on every view.
    @discardableResult
    public func updateConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] { mas.updateConstraints(body) }
    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// `mas.remakeConstraints` on every view.
    @discardableResult
    public func remakeConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] { mas.remakeConstraints(body) }
}
