import Foundation

/// One attribute of one view related to one target: becomes exactly one `LayoutConstraint`.
public final class ViewConstraint: Constraint {
    // The two sides are kept as an item and an attribute each (the view is the item's
    // hierarchy view), not as `ViewAttribute` objects: a constraint is made for every `make.X`,
    // and each object more is an allocation more. Item references, not `weak`: see
    // `ItemReference`.
    private var firstItem: (any LayoutItem)? {
        get { firstReference?.item }
        set { firstReference = newValue?.itemReference }
    }
    private(set) var firstReference: ItemReference?
    private let firstAttribute: LayoutAttribute
    private var secondItem: (any LayoutItem)? {
        get { secondReference?.item }
        set { secondReference = newValue?.itemReference }
    }
    private var secondReference: ItemReference?
    private var secondAttribute = LayoutAttribute.notAnAttribute

    /// The view and attribute on the left-hand side (the same object at every read).
    public var firstViewAttribute: ViewAttribute {
        if let firstAttributeObject { return firstAttributeObject }
        let made = ViewAttribute(view: firstView ?? View(), item: firstItem ?? View(), layoutAttribute: firstAttribute)
        firstAttributeObject = made
        return made
    }

    /// The right-hand side, if it is a view, guide or attribute (nil for a constant): the
    /// `ViewAttribute` the relation was given, or one made for a view or guide at the first read
    /// and kept, as Masonry keeps the object it makes.
    public var secondViewAttribute: ViewAttribute? {
        if let secondAttributeObject { return secondAttributeObject }
        guard let secondItem, let view = secondReference?.hierarchyView else { return nil }
        let made = ViewAttribute(view: view, item: secondItem, layoutAttribute: secondAttribute)
        secondAttributeObject = made
        return made
    }

    // The objects read as `firstViewAttribute` and `secondViewAttribute`, made only when read or
    // given: a constraint made for every `make.X` does not allocate them.
    private var firstAttributeObject: ViewAttribute?
    private var secondAttributeObject: ViewAttribute?

    private var firstView: View? { firstReference?.hierarchyView }
    /// What a position without a target relates to: the view's superview, or a guide's owning view.
    private var firstSuperview: View? {
        firstReference?.guide != nil ? firstView : firstView?.superview
    }

    private(set) var relation: LayoutRelation = .equal
    private(set) var hasRelation = false
    private(set) var constant: CGFloat = 0
    private(set) var multiplier: CGFloat = 1
    private(set) var layoutPriority: LayoutPriority = .required
    private(set) var identifier: String?
    private(set) var file: String?
    private(set) var line: Int?
    private var updateExisting = false
    private var reportsMissedUpdate = false
    /// Set by a misuse that must keep this constraint from ever being installed.
    private var isRefused = false
    /// The layout constraint made at install (kept after uninstall, to reactivate).
    private(set) var layoutConstraint: LayoutConstraint?
    /// Where the constraint was installed before an uninstall.
    private var installedView: View? {
        get { installedReference?.view }
        set { installedReference = newValue?.itemReference }
    }
    private var installedReference: ItemReference?

    /// A constraint on `attribute` of `item`, not yet related.
    init(item: any LayoutItem, attribute: LayoutAttribute) {
        firstReference = item.itemReference
        firstAttribute = attribute
    }

    /// A constraint on `attribute` of the item `reference` names (a maker's view, whose reference
    /// it holds: no item passes through `any LayoutItem`).
    init(reference: ItemReference, attribute: LayoutAttribute) {
        firstReference = reference
        firstAttribute = attribute
    }

    /// An installed layout constraint as the DSL constraint that made it (what
    /// `installedConstraints` lists: see ``Installed``).
    private init(installed layoutConstraint: LayoutConstraint) {
        firstReference = layoutConstraint.firstReference
        firstAttribute = layoutConstraint.firstAttribute
        secondReference = layoutConstraint.secondReference
        secondAttribute = layoutConstraint.secondAttribute
        relation = layoutConstraint.relation
        hasRelation = true
        constant = layoutConstraint.constant
        multiplier = layoutConstraint.multiplier
        layoutPriority = layoutConstraint.priority
        identifier = layoutConstraint.identifier
        file = layoutConstraint.file
        line = layoutConstraint.line
        self.layoutConstraint = layoutConstraint
    }

    /// The constraints the DSL installed with `view` as first item (Masonry's
    /// `installedConstraintsForView:`), in the order they were installed.
    public static func installedConstraints(for view: View) -> [ViewConstraint] {
        installedConstraints(firstItem: view.itemReference, in: view)
    }

    /// The DSL constraints installed with `item` (a view, or a guide of `view`) as first item,
    /// kept with `view`'s.
    static func installedConstraints(firstItem item: ItemReference, in view: View) -> [ViewConstraint] {
        let all = Installed.of(view)?.constraints ?? []
        return all.filter { $0.firstReference === item }.map(ViewConstraint.init(installed:))
    }

    // MARK: Chaining

    override func adding(_ attribute: LayoutAttribute) -> Constraint {
        guard !hasRelation else {
            reportMisuse("Attributes should be chained before defining the constraint relation: "
                + "\(firstViewAttribute).\(attribute.name) after \(describeRelation())", file: file, line: line)
            // The rest of the chain goes to a constraint that is never installed, leaving this one as it was.
            let detached = ViewConstraint(item: firstItem ?? View(), attribute: attribute)
            detached.isRefused = true
            return detached
        }
        return delegate?.constraint(self, addConstraintWith: attribute) ?? self
    }

    // MARK: Relation

    override func relate(_ target: ResolvedTarget, _ relation: LayoutRelation, file: String, line: Int) -> Constraint {
        if case let .list(elements) = target {
            guard !hasRelation else { return redefined(file: file, line: line) }
            let copies = elements.map { element -> ViewConstraint in
                let copy = self.copy()
                copy.file = file
                copy.line = line
                copy.setRelation(relation)
                copy.setSecond(element)
                return copy
            }
            // The list is one statement: an element that cannot be a target refuses all of it,
            // rather than installing part of what was written.
            if copies.contains(where: \.isRefused) { for copy in copies { copy.isRefused = true } }
            let composite = CompositeConstraint(children: copies)
            composite.delegate = delegate
            delegate?.constraint(self, shouldBeReplacedWith: composite)
            return composite
        }
        var isConstant = false
        if case .constant = target { isConstant = true }
        guard !hasRelation || (self.relation == relation && isConstant) else {
            return redefined(file: file, line: line)
        }
        self.file = file
        self.line = line
        setRelation(relation)
        setSecond(target)
        return self
    }

    private func redefined(file: String, line: Int) -> Constraint {
        reportMisuse("Redefinition of constraint relation: \(firstViewAttribute) already \(describeRelation())",
                     file: file, line: line)
        isRefused = true
        return self
    }

    private func describeRelation() -> String {
        relation.symbol + " " + (secondViewAttribute?.description ?? formatNumber(constant))
    }

    private func setRelation(_ relation: LayoutRelation) {
        self.relation = relation
        hasRelation = true
    }

    /// Takes the right-hand side: Masonry's `setSecondViewAttribute`.
    private func setSecond(_ target: ResolvedTarget) {
        switch target {
        case let .view(view):
            secondReference = view.itemReference
            secondAttribute = firstAttribute
        case let .attribute(attribute) where attribute.item != nil:
            // The safe-area guide as a whole (notAnAttribute) stands for the first item's attribute.
            secondItem = attribute.item
            secondAttribute = attribute.layoutAttribute == .notAnAttribute ? firstAttribute : attribute.layoutAttribute
            // Masonry's spec reads back the very object the relation was given.
            if attribute.layoutAttribute != .notAnAttribute { secondAttributeObject = attribute }
        case let .constant(constant):
            guard constant.isFinite else {
                reportMisuse("Invalid value: \(constant.valueDescription) is not finite, for \(firstViewAttribute)", file: file, line: line,
                             kind: .invalidValue)
                isRefused = true
                return
            }
            setConstant(constant)
        case let .guide(guide) where guide.owningView != nil:
            secondReference = guide.itemReference
            secondAttribute = firstAttribute
        case .superview:
            guard let superview = firstSuperview else {
                reportMisuse("Expected superview but found nil when attempting make constraint `equalToSuperview`: "
                    + "\(firstViewAttribute)", file: file, line: line, kind: .noCommonAncestor)
                isRefused = true
                return
            }
            secondReference = superview.itemReference
            secondAttribute = firstAttribute
        default:
            reportMisuse("attempting to add unsupported attribute: \(target.valueDescription)", file: file, line: line)
            isRefused = true
        }
    }

    private func copy() -> ViewConstraint {
        let copy = ViewConstraint(item: firstItem ?? View(), attribute: firstAttribute)
        copy.firstAttributeObject = firstAttributeObject
        copy.constant = constant
        copy.relation = relation
        copy.hasRelation = hasRelation
        copy.layoutPriority = layoutPriority
        copy.multiplier = multiplier
        copy.delegate = delegate
        return copy
    }

    // MARK: Modifiers

    override func setConstant(_ value: ConstantTarget) {
        let attribute = firstAttribute
        switch value {
        case let .offset(offset):
            constant = offset
        case let .insets(insets):
            switch attribute {
            case .left, .leading: constant = insets.left
            case .top: constant = insets.top
            case .bottom: constant = -insets.bottom
            case .right, .trailing: constant = -insets.right
            default: break
            }
        case let .directionalInsets(insets):
            switch attribute {
            case .leading, .left, .leadingMargin, .leftMargin: constant = insets.leading
            case .top, .topMargin: constant = insets.top
            case .bottom, .bottomMargin: constant = -insets.bottom
            case .trailing, .right, .trailingMargin, .rightMargin: constant = -insets.trailing
            default: break
            }
        case let .sizeOffset(size):
            if attribute == .width { constant = size.width } else if attribute == .height { constant = size.height }
        case let .centerOffset(point):
            if attribute == .centerX { constant = point.x } else if attribute == .centerY { constant = point.y }
        }
        layoutConstraint?.constant = constant
    }

    override func setMultiplier(_ multiplier: CGFloat, file: String, line: Int) {
        guard !isInstalled else {
            reportMisuse("Cannot modify constraint multiplier after it has been installed (use update(multiplier:) "
                + "to change a live constraint): \(firstViewAttribute)", file: file, line: line,
                constraints: layoutConstraint.map { [$0] } ?? [])
            return
        }
        self.multiplier = multiplier
    }

    override func setPriority(_ priority: LayoutPriority, file: String, line: Int) {
        guard !isInstalled else {
            reportMisuse("Cannot modify constraint priority after it has been installed (use update(priority:) "
                + "to change a live constraint): \(firstViewAttribute)", file: file, line: line,
                constraints: layoutConstraint.map { [$0] } ?? [])
            return
        }
        layoutPriority = priority
    }

    override func setKey(_ key: String) {
        identifier = key
        layoutConstraint?.identifier = key
    }

    override func updatePriority(_ priority: LayoutPriority) {
        layoutPriority = priority
        layoutConstraint?.priority = priority
    }

    override func updateMultiplier(_ multiplier: CGFloat) {
        self.multiplier = multiplier
        layoutConstraint?.multiplier = multiplier
    }

    override func setUpdateExisting(_ value: Bool, reportingMisses: Bool) {
        updateExisting = value
        reportsMissedUpdate = reportingMisses
    }

    override var firstItemSuperview: View? { firstSuperview }

    // MARK: Install

    private var isInstalled: Bool { layoutConstraint?.isActive == true }

    public override var layoutConstraints: [LayoutConstraint] {
        layoutConstraint.map { [$0] } ?? []
    }

    override func install(recording: InstalledRecording?) {
        guard !isRefused, !isInstalled, let firstReference, let firstView = firstReference.hierarchyView else {
            return
        }
        // UIKit refuses such a priority outright; installing it at another priority would be silent loss.
        guard layoutPriority.isValid else {
            reportMisuse("Priority \(layoutPriority.rawValue) is outside (0, 1000], for \(firstViewAttribute): "
                + "the constraint is not installed", file: file, line: line, kind: .invalidValue)
            isRefused = true
            return
        }
        if let existing = layoutConstraint, existing.holder == nil, let view = installedView {
            // Reactivation keeps the same layout constraint, with the current values.
            existing.constant = constant
            existing.priority = layoutPriority
            existing.multiplier = multiplier
            view.addConstraint(existing)
            if existing.isActive { Installed.add(existing, to: firstView, recording: recording) }
            return
        }
        let attribute = firstAttribute
        var second = secondReference.flatMap { $0.isAlive ? $0 : nil }
        var secondAttribute = self.secondAttribute
        let hasSecondView = second?.hierarchyPointer != nil
        if second == nil && !attribute.isSize {
            // A position with no target relates to the superview's same attribute.
            second = firstSuperview?.itemReference
            secondAttribute = attribute
        }
        let layoutConstraint = LayoutConstraint(first: firstReference, attribute: attribute, relatedBy: relation,
                                                second: second, attribute: secondAttribute,
                                                multiplier: multiplier, constant: constant, priority: layoutPriority,
                                                identifier: identifier, madeBy: ObjectIdentifier(ViewConstraint.self),
                                                file: file, line: line)
        // Where it goes, found by AutoLayout without holding each view on the way (this runs for
        // every `make.X`).
        let target: ItemReference
        if hasSecondView {
            guard let common = layoutConstraint.commonAncestorReference else {
                reportMisuse("couldn't find a common superview for \(describe(firstView)) and "
                    + "\(describe(secondReference?.hierarchyView ?? firstView))",
                    file: file, line: line, constraints: [layoutConstraint], kind: .noCommonAncestor)
                return
            }
            target = common
        } else if attribute.isSize {
            target = firstView.itemReference
        } else if let superview = firstSuperview {
            target = superview.itemReference
        } else {
            reportMisuse("couldn't find a common superview for \(describe(firstView)) and its superview: "
                + "\(describe(firstView)) has none, so .\(attribute.name) has nothing to relate to",
                file: file, line: line, constraints: [layoutConstraint], kind: .noCommonAncestor)
            return
        }
        if updateExisting, let view = target.view, let existing = Installed.similar(to: layoutConstraint, in: view) {
            existing.constant = constant
            self.layoutConstraint = existing
            return
        }
        if updateExisting && reportsMissedUpdate {
            reportMisuse("Updated constraint could not find existing matching constraint to update: \(layoutConstraint) "
                + "(SnapKit stops here; it is installed as a new constraint, as Masonry does)", file: file, line: line,
                constraints: [layoutConstraint])
        }
        if hasSecondView || secondReference?.isAlive != true {
            // The target is the items' common ancestor by construction.
            layoutConstraint.install(onAncestor: target)
        } else {
            // A second item with no view (a guide taken out of its view): UIKit's checks report it.
            target.view?.addConstraint(layoutConstraint)
        }
        guard layoutConstraint.isActive else { return }  // refused, with a diagnostic
        self.layoutConstraint = layoutConstraint
        Installed.add(layoutConstraint, to: firstView, isNew: true, recording: recording)
    }

    public override func uninstall() {
        guard let layoutConstraint, layoutConstraint.isActive else { return }
        installedView = layoutConstraint.holder  // where a later install() puts it back
        layoutConstraint.isActive = false
        if let view = firstView { Installed.remove(layoutConstraint, from: view) }
    }
}
