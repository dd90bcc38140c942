import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Receives what a constraint cannot do alone: adding a chained attribute, replacing itself.
/// The maker and composite constraints play this role, as in Masonry.
protocol ConstraintDelegate: AnyObject {
    /// Replaces `constraint` by `replacement` in the delegate's list (an array relation does this).
    func constraint(_ constraint: Constraint, shouldBeReplacedWith replacement: Constraint)
    /// A new leaf constraint for the maker's view and `attribute`, chained to `constraint`.
    func constraint(_ constraint: Constraint?, addConstraintWith attribute: LayoutAttribute) -> Constraint
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The component of Masonry's DSL: a single ``ViewConstraint`` or a ``CompositeConstraint``.
///
/// Everything chains: attributes before the relation (`make.top.left`), then the relation
/// (`equalTo`), then constants, multiplier, priority and key in any order.
public class Constraint {
    /// The maker or group this constraint belongs to: weak, as the delegate owns the constraint
    /// (SnapKit's arrangement).
    weak var delegate: (any ConstraintDelegate)?

    init() {}

    /// The constraints this one is made of: itself for a leaf, the children for a composite.
    var children: [Constraint] { [] }

    // MARK: Chaining attributes

    public var left: Constraint { adding(.left) }
    public var top: Constraint { adding(.top) }
    public var right: Constraint { adding(.right) }
    public var bottom: Constraint { adding(.bottom) }
    public var leading: Constraint { adding(.leading) }
    public var trailing: Constraint { adding(.trailing) }
    public var width: Constraint { adding(.width) }
    public var height: Constraint { adding(.height) }
    public var centerX: Constraint { adding(.centerX) }
    public var centerY: Constraint { adding(.centerY) }
    public var baseline: Constraint { adding(.lastBaseline) }
    public var firstBaseline: Constraint { adding(.firstBaseline) }
    public var lastBaseline: Constraint { adding(.lastBaseline) }
    public var leftMargin: Constraint { adding(.leftMargin) }
    public var rightMargin: Constraint { adding(.rightMargin) }
    public var topMargin: Constraint { adding(.topMargin) }
    public var bottomMargin: Constraint { adding(.bottomMargin) }
    public var leadingMargin: Constraint { adding(.leadingMargin) }
    public var trailingMargin: Constraint { adding(.trailingMargin) }
    public var centerXWithinMargins: Constraint { adding(.centerXWithinMargins) }
    public var centerYWithinMargins: Constraint { adding(.centerYWithinMargins) }

    /// Reads better: `make.width.and.height`.
    public var with: Constraint { self }
    /// Reads better: `make.top.and.left`.
    public var and: Constraint { self }

    /// Chains any attribute, as `make.attribute(_:)` starts a chain with one.
    public func attribute(_ attribute: LayoutAttribute) -> Constraint { adding(attribute) }

    /// Chains another attribute; each kind of constraint does it its own way.
    func adding(_ attribute: LayoutAttribute) -> Constraint {
        self
    }

    // MARK: Relations

    /// `attribute == target`: a view (same attribute), attribute, guide, number, point, size,
    /// insets, or an array of these (one child per element).
    @discardableResult
    public func equalTo(_ target: some ConstraintTarget, file: String = #fileID, line: Int = #line) -> Constraint {
        relate(target.resolvedConstraintTarget.value, .equal, file: file, line: line)
    }

    /// `attribute == each target`, one child per element.
    @discardableResult
    public func equalTo(_ targets: [any ConstraintTarget], file: String = #fileID, line: Int = #line) -> Constraint {
        relate(ResolvedConstraintTarget.list(targets).value, .equal, file: file, line: line)
    }

    /// `attribute >= target`.
    @discardableResult
    public func greaterThanOrEqualTo(_ target: some ConstraintTarget, file: String = #fileID, line: Int = #line) -> Constraint {
        relate(target.resolvedConstraintTarget.value, .greaterThanOrEqual, file: file, line: line)
    }

    /// `attribute >= each target`, one child per element.
    @discardableResult
    public func greaterThanOrEqualTo(_ targets: [any ConstraintTarget], file: String = #fileID, line: Int = #line) -> Constraint {
        relate(ResolvedConstraintTarget.list(targets).value, .greaterThanOrEqual, file: file, line: line)
    }

    /// `attribute <= target`.
    @discardableResult
    public func lessThanOrEqualTo(_ target: some ConstraintTarget, file: String = #fileID, line: Int = #line) -> Constraint {
        relate(target.resolvedConstraintTarget.value, .lessThanOrEqual, file: file, line: line)
    }

    /// `attribute <= each target`, one child per element.
    @discardableResult
    public func lessThanOrEqualTo(_ targets: [any ConstraintTarget], file: String = #fileID, line: Int = #line) -> Constraint {
        relate(ResolvedConstraintTarget.list(targets).value, .lessThanOrEqual, file: file, line: line)
    }

    /// Sets the relation and target; leaves and composites each do it their own way.
    func relate(_ target: ResolvedTarget, _ relation: LayoutRelation, file: String, line: Int) -> Constraint {
        for child in children { _ = child.relate(target, relation, file: file, line: line) }
        return self
    }

    // MARK: Constants, multiplier, priority, key

    /// Adds `offset` to the constant, whatever the attribute.
    @discardableResult public func offset(_ offset: CGFloat) -> Constraint { setConstant(.offset(offset)); return self }
    /// Insets an edge by `inset` (right, bottom and trailing negated); other attributes unchanged.
    @discardableResult public func inset(_ inset: CGFloat) -> Constraint { setConstant(.insets(EdgeInsets(all: inset))); return self }
    /// Insets each edge by its own inset (right, bottom and trailing negated); other attributes unchanged.
    @discardableResult public func insets(_ insets: EdgeInsets) -> Constraint { setConstant(.insets(insets)); return self }
    /// Width takes `size.width`, height `size.height`; other attributes unchanged.
    @discardableResult public func sizeOffset(_ size: CGSize) -> Constraint { setConstant(.sizeOffset(size)); return self }
    /// CenterX takes `point.x`, centerY `point.y`; other attributes unchanged.
    @discardableResult public func centerOffset(_ point: CGPoint) -> Constraint { setConstant(.centerOffset(point)); return self }

    /// The constant a value stands for: a number offsets, a point centres, a size sizes, insets inset.
    @discardableResult
    public func valueOffset(_ value: some ConstraintTarget, file: String = #fileID, line: Int = #line) -> Constraint {
        guard case let .constant(constant) = value.resolvedConstraintTarget.value else {
            reportMisuse("attempting to set layout constant with unsupported value: \(value)", file: file, line: line)
            return self
        }
        setConstant(constant)
        return self
    }

    /// Applies a constant by Masonry's per-attribute rules, to the live constraint too.
    func setConstant(_ constant: ConstantTarget) {
        for child in children { child.setConstant(constant) }
    }

    // The public modifiers are `final` and the kinds of constraint override the internal methods
    // they call: an override cannot inherit default arguments (`file:`, `line:`) or
    // `@discardableResult`, so calls on a value typed `ViewConstraint` would not compile.

    /// Multiplies the second attribute.
    @discardableResult
    public final func multipliedBy(_ multiplier: CGFloat, file: String = #fileID, line: Int = #line) -> Constraint {
        setMultiplier(multiplier, file: file, line: line)
        return self
    }

    func setMultiplier(_ multiplier: CGFloat, file: String, line: Int) {
        for child in children { child.setMultiplier(multiplier, file: file, line: line) }
    }

    /// Divides the second attribute.
    @discardableResult
    public func dividedBy(_ divider: CGFloat, file: String = #fileID, line: Int = #line) -> Constraint {
        multipliedBy(1 / divider, file: file, line: line)
    }

    /// Sets the priority (before install; use `update(priority:)` after). Disfavoured so that
    /// where SnapKit's `ConstraintPriority` is also taken (UIKitLayout), `.high` names that one;
    /// the values are the same.
    @_disfavoredOverload @discardableResult
    public final func priority(_ priority: LayoutPriority, file: String = #fileID, line: Int = #line) -> Constraint {
        setPriority(priority, file: file, line: line)
        return self
    }

    func setPriority(_ priority: LayoutPriority, file: String, line: Int) {
        for child in children { child.setPriority(priority, file: file, line: line) }
    }

    /// Priority 250.
    @discardableResult public func priorityLow(file: String = #fileID, line: Int = #line) -> Constraint {
        priority(.low, file: file, line: line)
    }
    /// Priority 500.
    @discardableResult public func priorityMedium(file: String = #fileID, line: Int = #line) -> Constraint {
        priority(.medium, file: file, line: line)
    }
    /// Priority 750.
    @discardableResult public func priorityHigh(file: String = #fileID, line: Int = #line) -> Constraint {
        priority(.high, file: file, line: line)
    }

    /// Names the constraint in descriptions and diagnostics; a composite's children get `key[i]`.
    @discardableResult
    public final func key(_ key: String) -> Constraint {
        setKey(key)
        return self
    }

    func setKey(_ key: String) {
        for (index, child) in children.enumerated() { child.setKey("\(key)[\(index)]") }
    }

    // MARK: After install

    // Each returns the constraint, as SnapKit's do: `c.update(offset: 8).update(priority: .low)`.

    /// Changes the constant of the live constraint as `offset` does.
    @discardableResult
    public func update(offset: CGFloat) -> Constraint { setConstant(.offset(offset)); return self }
    /// Changes the constant of the live constraint as `inset` does.
    @discardableResult
    public func update(inset: CGFloat) -> Constraint { setConstant(.insets(EdgeInsets(all: inset))); return self }
    /// Changes the constant of the live constraint as `insets` does.
    @discardableResult
    public func update(insets: EdgeInsets) -> Constraint { setConstant(.insets(insets)); return self }
    /// Changes the constant of the live constraint as `sizeOffset` does.
    @discardableResult
    public func update(sizeOffset: CGSize) -> Constraint { setConstant(.sizeOffset(sizeOffset)); return self }
    /// Changes the constant of the live constraint as `centerOffset` does.
    @discardableResult
    public func update(centerOffset: CGPoint) -> Constraint { setConstant(.centerOffset(centerOffset)); return self }

    /// Changes the priority of the live constraint, required ↔ optional included (beyond Masonry
    /// and SnapKit, which keep a required constraint required). Disfavoured as `priority(_:)` is.
    @_disfavoredOverload @discardableResult
    public final func update(priority: LayoutPriority) -> Constraint { updatePriority(priority); return self }

    // `priority(_:)` and `update(priority:)` under names no other module overloads: UIKitLayout's
    // overloads that take any priority value forward here.
    /// `priority(_:)`.
    package final func setting(_ priority: LayoutPriority, file: String, line: Int) -> Constraint {
        self.priority(priority, file: file, line: line)
    }
    /// `update(priority:)`.
    package final func updating(_ priority: LayoutPriority) -> Constraint { update(priority: priority) }

    func updatePriority(_ priority: LayoutPriority) {
        for child in children { child.updatePriority(priority) }
    }

    /// Changes the multiplier of the live constraint (beyond Masonry: no remake needed).
    @discardableResult
    public final func update(multiplier: CGFloat) -> Constraint { updateMultiplier(multiplier); return self }

    func updateMultiplier(_ multiplier: CGFloat) {
        for child in children { child.updateMultiplier(multiplier) }
    }

    /// Creates and activates the layout constraint(s); a second call does nothing.
    public func install() {
        install(recording: nil)
    }

    /// `install()`, adding what it installs to `recording` when that is the first view's list
    /// (the maker fetches its view's list once, not once per constraint).
    func install(recording: InstalledRecording?) {
        for child in children { child.install(recording: recording) }
    }

    /// Deactivates the layout constraint(s); `install()` brings them back.
    public func uninstall() {
        for child in children { child.uninstall() }
    }

    /// The same as `install()`.
    public func activate() { install() }
    /// The same as `uninstall()`.
    public func deactivate() { uninstall() }

    /// Whether any layout constraint of this constraint is active, as SnapKit answers; setting it
    /// installs (`true`) or uninstalls (`false`) the constraint.
    public final var isActive: Bool {
        get { layoutConstraints.contains(where: \.isActive) }
        set { if newValue { install() } else { uninstall() } }
    }

    /// The layout constraints this constraint made.
    public var layoutConstraints: [LayoutConstraint] {
        children.flatMap(\.layoutConstraints)
    }

    /// Passes `updateExisting` down before an install; with `reportingMisses`, an update that
    /// finds nothing to update says so (where SnapKit traps) before installing, as Masonry does.
    func setUpdateExisting(_ value: Bool, reportingMisses: Bool) {
        for child in children { child.setUpdateExisting(value, reportingMisses: reportingMisses) }
    }

    /// The superview of the first item (a guide's owning view): SnapKit's closure targets read it.
    var firstItemSuperview: View? { children.first?.firstItemSuperview }
}
