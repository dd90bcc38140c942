import Cassowary
import Foundation
import Synchronization

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A relation `first.attribute REL multiplier × second.attribute + constant` between layout items
/// (UIKit's `NSLayoutConstraint`).
///
/// An `NSObject` that other modules may subclass, as UIKit's is. Its designated initializers,
/// `init()` and `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, are both
/// public, so a subclass that declares none of its own inherits every initializer. `constant`, `priority`, `identifier` and
/// `isActive` can be overridden; what a subclass cannot change is final, and the engine reads the
/// values the class stores (an override's setter reaches it by calling `super`).
open class LayoutConstraint: NSObject {
    // Stored properties marked `@exclusivity(unchecked)`: the engine reads them for every
    // constraint it registers, and the runtime's access bookkeeping cost more than the reads.
    // No access to them is held across a call that could touch them again (no inout escapes).
    /// The item on the left-hand side (open, as UIKit's; the engine reads `firstReference`).
    open var firstItem: (any LayoutItem)? { firstReference.item }
    /// The first item, not kept alive (see ``ItemReference``).
    @exclusivity(unchecked) package final private(set) nonisolated(unsafe) var firstReference: ItemReference
    /// The item on the right-hand side, if any.
    open var secondItem: (any LayoutItem)? { secondReference?.item }
    /// The second item, not kept alive.
    @exclusivity(unchecked) package final private(set) nonisolated(unsafe) var secondReference: ItemReference?
    /// The factor applied to the second attribute; changing it on an active constraint updates
    /// the engine (UIKit makes it read-only).
    open var multiplier: CGFloat {
        get { storedMultiplier }
        set {
            guard newValue != storedMultiplier else { return }
            guard newValue.isFinite else {
                report(.invalidValue, "Multiplier is not finite! That's illegal. multiplier:\(newValue)")
                return
            }
            storedMultiplier = newValue
            engine?.priorityDidChange(self)
        }
    }
    @exclusivity(unchecked) final private(set) var storedMultiplier: CGFloat = 1

    /// Who made this constraint, when a layer marks its own (the DSL marks every constraint it
    /// makes, to find them again); the engine never reads it.
    @exclusivity(unchecked) package final var madeBy: ObjectIdentifier?

    /// The constant added to the right-hand side; changing it on an active constraint updates the
    /// engine in place.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue != storedConstant else { return }
            guard newValue.isFinite else {
                report(.invalidValue, "LayoutConstraint constant is not finite! That's illegal. constant:\(newValue)")
                return
            }
            guard abs(newValue) <= LayoutConstraint.constantLimit else {
                report(.invalidValue, LayoutConstraint.limitMessage(newValue) + " The constant stays \(formatG(storedConstant)).")
                return
            }
            storedConstant = newValue
            engine?.constantDidChange(self)
        }
    }
    /// The constant the engine uses: what ``constant`` last stored.
    @exclusivity(unchecked) final private(set) var storedConstant: CGFloat = 0

    /// How strongly the constraint holds; changeable while active, required ↔ optional included.
    open var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            guard newValue.isValid else {
                report(.invalidValue, "Priority \(newValue.rawValue) is outside (0, 1000]; it stays \(storedPriority.rawValue)")
                return
            }
            storedPriority = newValue
            engine?.priorityDidChange(self)
        }
    }
    /// The priority the engine uses: what ``priority`` last stored.
    @exclusivity(unchecked) final private(set) var storedPriority: LayoutPriority = .required
    /// A content-size constraint's compression resistance when it holds both ways (`priority` is
    /// then its hugging), as UIKit's does; 0 otherwise. After `priority`, in its alignment's room.
    @exclusivity(unchecked) final var compressionPriority: Float = 0

    /// A name for descriptions and diagnostics (Masonry's `mas_key` for constraints).
    open var identifier: String? {
        get { storedIdentifier }
        set { storedIdentifier = newValue }
    }
    @exclusivity(unchecked) final private var storedIdentifier: String?

    /// The view the constraint is installed on while active.
    public final internal(set) var holder: View? {
        get { holderReference?.view }
        set { holderReference = newValue?.itemReference }
    }
    @exclusivity(unchecked) private final var holderReference: ItemReference?
    /// The holding view's address, read without retaining it.
    final var holderIdentity: UnsafeMutableRawPointer? { holderReference?.viewIdentity }
    /// When it was last activated, process-wide: the engine adds constraints in this order, the
    /// order the user wrote them, whatever view they are installed on.
    @exclusivity(unchecked) final private(set) nonisolated(unsafe) var activation: UInt64 = 0
    private static let activations = Atomic<UInt64>(0)
    /// The tree engine's record of it while registered there: that engine's serial, and its solver
    /// constraint (nil while refused as unsatisfiable). On the constraint, not in a dictionary of
    /// the engine's: every registration, constant change and removal looks it up.
    @exclusivity(unchecked) final var engineSerial: UInt64 = 0
    @exclusivity(unchecked) final var solverConstraint: Cassowary.Constraint?
    /// The serial of the tree engine it is queued in, waiting to be registered (0: none).
    @exclusivity(unchecked) final var pendingSerial: UInt64 = 0
    /// The file of the DSL line that made it, when known.
    @exclusivity(unchecked) public final var file: String?
    /// The number of the DSL line that made it, when known.
    public final var line: Int? {
        get { storedLine == LayoutConstraint.noLine ? nil : Int(storedLine) }
        set { storedLine = newValue.map { Int32(clamping: $0) } ?? LayoutConstraint.noLine }
    }

    // The small fields last, packed together, and `line` without its optional's extra byte:
    // padding between scattered small fields put every constraint (dozens a screen) in a
    // larger allocation.
    @exclusivity(unchecked) private final var storedLine = LayoutConstraint.noLine
    private static let noLine = Int32.min
    // What the engine reads; the public, open names below return them.
    @exclusivity(unchecked) package final private(set) var storedFirstAttribute = LayoutAttribute.notAnAttribute
    @exclusivity(unchecked) package final private(set) var storedRelation = LayoutRelation.equal
    @exclusivity(unchecked) package final private(set) var storedSecondAttribute = LayoutAttribute.notAnAttribute
    /// The attribute of the first item.
    open var firstAttribute: LayoutAttribute { storedFirstAttribute }
    /// How the two sides relate.
    open var relation: LayoutRelation { storedRelation }
    /// The attribute of the second item (`notAnAttribute` without one).
    open var secondAttribute: LayoutAttribute { storedSecondAttribute }
    /// The first item's anchor for the first attribute (UIKit's untyped anchor).
    open var firstAnchor: LayoutAnchor<AnyObject> { LayoutAnchor(reference: firstReference, storedFirstAttribute) }
    /// The second item's anchor for the second attribute; nil without a second item.
    open var secondAnchor: LayoutAnchor<AnyObject>? { secondReference.map { LayoutAnchor(reference: $0, storedSecondAttribute) } }
    /// Whether an archive of the views should keep the constraint (kept: nothing archives views here).
    open var shouldBeArchived = false
    /// Who made it.
    @exclusivity(unchecked) final private(set) var kind = Kind.user

    /// An empty constraint, as `NSLayoutConstraint()` makes one (code keeps it as a placeholder
    /// until it makes the real one): no items, so activating it is reported, not installed. A
    /// designated initializer, as `NSObject`'s is in UIKit.
    public override init() {
        firstReference = ItemReference.none
        super.init()
    }

    /// Creates an inactive constraint; activate it with `isActive = true`. Without a second item the
    /// second attribute is `notAnAttribute`, whatever was passed, as in UIKit. Code that holds its
    /// items as views or guides gets this form; items held as `Any` get UIKit's, below. The other
    /// designated initializer, public as `init()` is, so that a subclass inherits every one; the
    /// package's own constraints start here too, each value stored once.
    public init(item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
                multiplier: CGFloat, constant: CGFloat) {
        firstReference = item.itemReference
        storedFirstAttribute = attribute
        storedRelation = relation
        secondReference = toItem?.itemReference
        storedSecondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        storedMultiplier = multiplier
        storedConstant = constant
        super.init()
    }

    /// Creates an inactive constraint of items held as `Any`, as UIKit declares them; one that is
    /// not a view or a guide is reported here, and the constraint, without it, is refused when
    /// activated. Disfavoured, so typed items take the form above and skip the casts.
    @_disfavoredOverload
    public convenience init(item: Any, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem: Any?, attribute secondAttribute: LayoutAttribute,
                            multiplier: CGFloat, constant: CGFloat) {
        let first = LayoutConstraint.reference(of: item), second = toItem.map(LayoutConstraint.reference(of:))
        self.init()
        set(first: first ?? ItemReference(), attribute: attribute, relatedBy: relation,
            second: second.map { $0 ?? ItemReference() },
            attribute: toItem == nil ? .notAnAttribute : secondAttribute,
            multiplier: multiplier, constant: constant, priority: .required)
        if first == nil { reportItem(item, "first") }
        if let toItem, second ?? nil == nil { reportItem(toItem, "second") }
    }

    /// The reference of an item passed as `Any`: a view or guide through a class cast, another
    /// `LayoutItem` through the protocol cast, which looks up a conformance and costs several
    /// times more; nil for anything else.
    private static func reference(of value: Any) -> ItemReference? {
        if let view = value as? View { return view.itemReference }
        if let guide = value as? LayoutGuide { return guide.itemReference }
        return (value as? any LayoutItem)?.itemReference
    }

    private func reportItem(_ value: Any, _ role: String) {
        report(.misuse, "Constraint items must each be a view or layout guide; the \(role) item is a \(type(of: value))")
    }

    /// Creates an inactive constraint with its priority and a maker's marks (identifier, maker,
    /// source line) set in one call, for a layer above that holds its items' references already
    /// (as the DSL does): its own writes to these stored properties would each pay a runtime
    /// exclusivity check, which is waived only for code in this module.
    package static func made(first: consuming ItemReference, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                             second: consuming ItemReference?, attribute secondAttribute: LayoutAttribute,
                             multiplier: CGFloat, constant: CGFloat, priority: LayoutPriority,
                             identifier: consuming String?, madeBy: ObjectIdentifier?, file: consuming String?,
                             line: Int?) -> LayoutConstraint {
        let constraint = LayoutConstraint()
        constraint.set(first: consume first, attribute: attribute, relatedBy: relation, second: consume second,
                       attribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
        constraint.storedIdentifier = consume identifier
        constraint.madeBy = madeBy
        constraint.file = consume file
        // `if let`, not `Optional.map`: a closure handed to the standard library checks the
        // executor when views are the main actor's.
        if let line { constraint.storedLine = Int32(clamping: line) } else { constraint.storedLine = LayoutConstraint.noLine }
        return constraint
    }

    /// Sets what a user's constraint made from references is given, after `init()`, bypassing the
    /// setters' checks: the values are checked when the constraint is activated (see
    /// LayoutConstraint+Problems).
    private final func set(first: consuming ItemReference, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                           second: consuming ItemReference?, attribute secondAttribute: LayoutAttribute,
                           multiplier: CGFloat, constant: CGFloat, priority: LayoutPriority) {
        firstReference = consume first
        storedFirstAttribute = attribute
        storedRelation = relation
        secondReference = consume second
        storedSecondAttribute = secondAttribute
        storedMultiplier = multiplier
        storedConstant = constant
        storedPriority = priority
    }

    /// `<LayoutConstraint:… View:a.left == View:b.left + 10>` (see LayoutConstraint+Description).
    open override var description: String { assumeViewIsolation { constraintDescription } }

    /// An engine-made constraint.
    convenience init(kind: Kind, item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation = .equal,
                     toItem: (any LayoutItem)? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
                     constant: CGFloat, priority: LayoutPriority = .required, compressionPriority: Float = 0) {
        self.init(item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
                  multiplier: 1, constant: constant)
        self.kind = kind
        storedPriority = priority
        self.compressionPriority = compressionPriority
    }

    /// A stack view's constraint, named by a `UISV-…` identifier.
    convenience init(arrangement identifier: String, item: any LayoutItem, attribute: LayoutAttribute,
                     relatedBy relation: LayoutRelation = .equal, toItem: (any LayoutItem)? = nil,
                     attribute secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: CGFloat = 1,
                     constant: CGFloat = 0, priority: LayoutPriority = .required) {
        self.init(item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
                  multiplier: multiplier, constant: constant)
        kind = .arrangement
        storedPriority = priority
        storedIdentifier = identifier
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting it installs the constraint on the
    /// closest common ancestor of its items, or removes it from there.
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue {
                guard holderReference == nil, let target = installationReference() else { return }
                place(on: target)
            } else {
                guard let view = holder else { return }
                view.heldConstraints.removeAll { $0 === self }
                holder = nil
                view.engineIfCreated?.unregister(self)
            }
        }
    }

    /// Activates every constraint in the batch.
    open class func activate(_ constraints: [LayoutConstraint]) {
        let batch = constraints  // our own hold on the list, whatever the caller does meanwhile
        batch.forEachUnretained { $0.isActive = true }
    }

    /// Deactivates every constraint in the batch.
    open class func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraints `format` describes between `views` (by name), with `metrics` (numbers by
    /// name) for its constants and priorities. Not activated (see LayoutConstraint+VisualFormat).
    open class func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        visualFormatConstraints(format, options: options, metrics: metrics, views: views)
    }

    /// Installs on `view` (UIKit's `addConstraint`), after the checks UIKit makes.
    func install(on view: View) {
        if let problem {
            LayoutDiagnostics.report(diagnostic(for: problem))
            return
        }
        // Each item checked in turn, without an array: this runs for every DSL constraint.
        for reference in ConstraintItems(firstReference, secondReference) where reference.isAlive {
            guard reference.isInside(view) else {
                report(.noCommonAncestor, "The view hierarchy is not prepared for the constraint: "
                    + "\(reference.item?.layoutDescription ?? "nil") is not inside \(view.keyDescription), "
                    + "where it is being installed")
                return
            }
        }
        if let current = holderReference {
            if current.viewIdentity == Unmanaged.passUnretained(view).toOpaque() { return }
            isActive = false
        }
        place(on: view.itemReference)
    }

    /// Installs on the view `target` refers to, already checked. Works from the view's reference,
    /// which the constraint keeps anyway: this runs for every activation, and holding the view
    /// itself would retain and release it each time.
    private func place(on target: consuming ItemReference) {
        activation = LayoutConstraint.activations.wrappingAdd(1, ordering: .relaxed).newValue
        target.withView { view in
            // Room for a few at the first: a view's own list grows 1, 2, 4 otherwise, an allocation each.
            if view.heldConstraints.capacity == 0 { view.heldConstraints.reserveCapacity(4) }
            view.heldConstraints.append(self)
        }
        target.withRoot { $0.engineStorage?.enqueue(self) }
        holderReference = consume target
    }

    /// The reference of the items' closest common ancestor: where `isActive = true` installs.
    private func installationReference() -> ItemReference? {
        if let problem {
            LayoutDiagnostics.report(diagnostic(for: problem))
            return nil
        }
        guard firstReference.hierarchyPointer != nil else {
            report(.noCommonAncestor, "LayoutGuide's owningView hierarchy unprepared for constraint: "
                + "\(firstItem?.layoutDescription ?? "the first item") has no owning view")
            return nil
        }
        if let second = secondReference, second.isAlive, second.hierarchyPointer == nil {
            report(.noCommonAncestor, "LayoutGuide's owningView hierarchy unprepared for constraint: "
                + "\(second.item?.layoutDescription ?? "nil") has no owning view")
            return nil
        }
        if let common = commonAncestorReference { return common }
        report(.noCommonAncestor, "Unable to activate constraint with items \(firstReference.hierarchyView?.keyDescription ?? "nil") "
            + "and \(secondReference?.hierarchyView?.keyDescription ?? "nil") because they have no common ancestor. Does the "
            + "constraint reference items in different view hierarchies? That's illegal.")
        return nil
    }

    /// The reference of the closest view containing both items' views (the first item's view
    /// when there is no second item); nil when they share none or an item has no view. Found on
    /// unretained views, taking a reference only to the one found — for `isActive`, and for a
    /// layer above that installs with `addConstraint` where it would (the DSL).
    nonisolated package var commonAncestorReference: ItemReference? {
        guard let first = firstReference.hierarchyPointer else { return nil }
        guard let second = secondReference, second.isAlive else {
            return first._withUnsafeGuaranteedRef { $0.itemReference }
        }
        guard let other = second.hierarchyPointer else { return nil }
        return ItemReference.closestCommonAncestor(first, other)?._withUnsafeGuaranteedRef { $0.itemReference }
    }

    /// Installs on the view `ancestor` names, which must be the items' closest common ancestor as
    /// ``commonAncestorReference`` gave it (the DSL's case): the checks `addConstraint` makes of
    /// any view — both items inside it — hold by construction, and are not made again.
    package func install(onAncestor ancestor: consuming ItemReference) {
        if let problem {
            LayoutDiagnostics.report(diagnostic(for: problem))
            return
        }
        if let current = holderReference {
            if current === ancestor { return }
            isActive = false
        }
        place(on: ancestor)
    }

    /// Whether one of the items is inside the subtree of `view` (the constraint then links it to
    /// whatever holds the constraint).
    func links(into view: View) -> Bool {
        for reference in ConstraintItems(firstReference, secondReference) {
            if reference.isInside(view) { return true }
        }
        return false
    }

    /// The engine holding the constraint, when active.
    var engine: LayoutEngine? { holder?.engineIfCreated }
}
