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
    let firstAttribute: LayoutAttribute
    var secondItem: (any LayoutItem)? {
        get { secondReference?.item }
        set { secondReference = newValue?.itemReference }
    }
    var secondReference: ItemReference?
    var secondAttribute = LayoutAttribute.notAnAttribute

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
    var secondAttributeObject: ViewAttribute?

    private var firstView: View? { firstReference?.hierarchyView }
    /// What a position without a target relates to: the view's superview, or a guide's owning view.
    var firstSuperview: View? {
        firstReference?.guide != nil ? firstView : firstView?.superview
    }

    var relation: LayoutRelation = .equal
    var hasRelation = false
    private(set) var constant: CGFloat = 0
    private(set) var multiplier: CGFloat = 1
    private(set) var layoutPriority: LayoutPriority = .required
    private(set) var identifier: String?
    var file: String?
    var line: Int?
    private var updateExisting = false
    private var reportsMissedUpdate = false
    /// The rules constants, implied targets and relation-less chains follow: Masonry's, or
    /// SnapKit's for a constraint made through `snp`.
    let rules: any ConstraintRules.Type
    /// Set by a misuse that must keep this constraint from ever being installed.
    var isRefused = false
    /// The layout constraint made at install (kept after uninstall, to reactivate).
    private(set) var layoutConstraint: LayoutConstraint?
    /// Where the constraint was installed before an uninstall.
    private var installedView: View? {
        get { installedReference?.view }
        set { installedReference = newValue?.itemReference }
    }
    private var installedReference: ItemReference?

    /// A constraint on `attribute` of `item`, not yet related.
    init(item: any LayoutItem, attribute: LayoutAttribute, rules: any ConstraintRules.Type = MasonryRules.self) {
        firstReference = item.itemReference
        firstAttribute = attribute
        self.rules = rules
    }

    /// A constraint on `attribute` of the item `reference` names (a maker's view, whose reference
    /// it holds: no item passes through `any LayoutItem`).
    init(reference: ItemReference, attribute: LayoutAttribute, rules: any ConstraintRules.Type = MasonryRules.self) {
        firstReference = reference
        firstAttribute = attribute
        self.rules = rules
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
        rules = MasonryRules.self
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
        if case let .attribute(attribute) = target, attribute.group != nil,
           let members = Self.snapKitMembers(of: target, for: [self], file: file, line: line) {
            return relate(members[0], relation, file: file, line: line)
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

    private func copy() -> ViewConstraint {
        let copy = ViewConstraint(item: firstItem ?? View(), attribute: firstAttribute, rules: rules)
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
        // The second attribute, or with no second item the one the superview will bring (SnapKit
        // reads a constant for it; its chain sets constants after the relation, so it is known).
        let second = secondReference != nil ? secondAttribute : impliedSecondAttribute
        if let read = rules.constant(value, first: firstAttribute, second: second) { constant = read }
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
        layoutConstraint?.multiplier = multiplier  // one made early and not installed (SnapKit's)
    }

    override func setPriority(_ priority: LayoutPriority, file: String, line: Int) {
        guard !isInstalled else {
            reportMisuse("Cannot modify constraint priority after it has been installed (use update(priority:) "
                + "to change a live constraint): \(firstViewAttribute)", file: file, line: line,
                constraints: layoutConstraint.map { [$0] } ?? [])
            return
        }
        layoutPriority = priority
        layoutConstraint?.priority = priority  // one made early and not installed (SnapKit's)
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

    // MARK: SnapKit's rules

    /// The superview's attribute a position with no target relates to: the same one, or with
    /// SnapKit's rules its left for a centreX and its top for a centreY (`make.centerX.equalTo(40)`
    /// puts the centre 40 from the superview's left).
    private var impliedSecondAttribute: LayoutAttribute {
        rules.impliedSecondAttribute(for: firstAttribute)
    }

    // MARK: Install

    private var isInstalled: Bool { layoutConstraint?.isActive == true }

    public override var layoutConstraints: [LayoutConstraint] {
        if layoutConstraint == nil, rules.makesLayoutConstraintsEagerly, hasRelation, !isRefused {
            // SnapKit makes its layout constraints with the constraint, before any activation.
            layoutConstraint = newLayoutConstraint()
        }
        return layoutConstraint.map { [$0] } ?? []
    }

    /// The second item and attribute the layout constraint takes: the target's, or for a position
    /// without one the superview's.
    @inline(__always)
    private func resolvedSecond() -> (ItemReference?, LayoutAttribute) {
        if let second = secondReference, second.isAlive { return (second, secondAttribute) }
        if firstAttribute.isSize { return (nil, secondAttribute) }
        return (firstSuperview?.itemReference, impliedSecondAttribute)
    }

    /// A new, inactive layout constraint with this constraint's values.
    private func newLayoutConstraint() -> LayoutConstraint? {
        guard let firstReference, firstReference.hierarchyView != nil else { return nil }
        let (second, secondAttribute) = resolvedSecond()
        return LayoutConstraint.made(first: firstReference, attribute: firstAttribute, relatedBy: relation,
                                second: second, attribute: secondAttribute,
                                multiplier: multiplier, constant: constant, priority: layoutPriority,
                                identifier: identifier, madeBy: ObjectIdentifier(ViewConstraint.self),
                                file: file, line: line)
    }

    override func install(recording: InstalledRecording?) {
        guard !isRefused, !isInstalled, let firstReference, let firstView = firstReference.hierarchyView else {
            return
        }
        // SnapKit makes nothing of a chain without a relation (a stray `make.top`); Masonry relates
        // it to the superview.
        if !hasRelation && !rules.installsWithoutRelation { return }
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
        var hasSecondView = false
        if let secondReference, secondReference.isAlive { hasSecondView = secondReference.hierarchyPointer != nil }
        let layoutConstraint: LayoutConstraint
        if let prepared = self.layoutConstraint, prepared.holder == nil, prepared.secondReference === resolvedSecond().0 {
            // Made when `layoutConstraints` was read before the first install, as SnapKit makes
            // them: that object is the one installed, with the values set since.
            prepared.constant = constant
            prepared.priority = layoutPriority
            prepared.multiplier = multiplier
            prepared.identifier = identifier
            layoutConstraint = prepared
        } else {
            // A position with no target relates to the superview (`resolvedSecond`).
            let (second, secondAttribute) = resolvedSecond()
            layoutConstraint = LayoutConstraint.made(first: firstReference, attribute: attribute, relatedBy: relation,
                                                second: second, attribute: secondAttribute,
                                                multiplier: multiplier, constant: constant, priority: layoutPriority,
                                                identifier: identifier, madeBy: ObjectIdentifier(ViewConstraint.self),
                                                file: file, line: line)
        }
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
