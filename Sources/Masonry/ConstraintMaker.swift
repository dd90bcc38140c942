#if MainActorViews
@preconcurrency @MainActor
#endif
/// Records the constraints a `makeConstraints` block builds for one view or guide, then installs them.
public final class ConstraintMaker: ConstraintDelegate {
    /// The view whose list records what is installed: the item, or a guide's owning view.
    private var view: View? { itemReference.hierarchyView }
    private let itemReference: ItemReference  // not `weak`: see `ItemReference`
    // No default values: the initializer sets every stored property, and a first assignment
    // there is an initialization, which needs no runtime exclusivity check.
    private var constraints: [Constraint]
    /// Change the constant of a matching installed constraint instead of adding one.
    public var updateExisting: Bool {
        get { updating }
        set { updating = newValue }
    }
    /// Remove this view's installed DSL constraints first.
    public var removeExisting: Bool {
        get { removing }
        set { removing = newValue }
    }
    // Stored apart from the public properties: the optimizer sees every access to private
    // storage and can drop the run-time exclusivity checks, which it cannot for public storage.
    private var updating: Bool
    private var removing: Bool
    /// Whether an update that matches nothing is reported (SnapKit's spelling traps there).
    package var reportsMissedUpdates = false
    /// The rules the constraints made follow (Masonry's, or SnapKit's for `snp`). A constant, read
    /// for every attribute the block names.
    package let rules: any ConstraintRules.Type

    /// The view or guide the constraints are made for (SnapKit's `make.item`, for extensions of
    /// the maker).
    public var item: any LayoutItem { itemReference.item ?? View() }

    /// The constraints recorded, made but not installed (SnapKit's `prepareConstraints`).
    package func prepared() -> [Constraint] {
        var made: [Constraint] = []
        swap(&made, &constraints)
        return made
    }

    /// A maker for `view`.
    public convenience init(view: View) {
        self.init(item: view.itemReference, updateExisting: false, removeExisting: false)
    }

    /// A maker for `view` whose constraints follow `rules` (SnapKit's, for `view.snp`).
    package convenience init(view: View, rules: any ConstraintRules.Type) {
        self.init(item: view.itemReference, updateExisting: false, removeExisting: false, rules: rules)
    }

    /// A maker for `guide`: constraints with the guide as first item.
    public convenience init(guide: LayoutGuide) {
        self.init(item: guide.itemReference, updateExisting: false, removeExisting: false)
    }

    /// A maker for `guide` whose constraints follow `rules` (SnapKit's, for `guide.snp`).
    package convenience init(guide: LayoutGuide, rules: any ConstraintRules.Type) {
        self.init(item: guide.itemReference, updateExisting: false, removeExisting: false, rules: rules)
    }

    /// A maker for `item` that updates or replaces its installed constraints.
    init(item: ItemReference, updateExisting: Bool, removeExisting: Bool,
         rules: any ConstraintRules.Type = MasonryRules.self) {
        itemReference = item
        self.rules = rules
        updating = updateExisting
        removing = removeExisting
        var constraints: [Constraint] = []
        constraints.reserveCapacity(4)  // a block makes a few: one allocation, not three
        self.constraints = constraints
    }

    // MARK: Attributes (each access registers a new constraint)

    public var left: Constraint { make(.left) }
    public var top: Constraint { make(.top) }
    public var right: Constraint { make(.right) }
    public var bottom: Constraint { make(.bottom) }
    public var leading: Constraint { make(.leading) }
    public var trailing: Constraint { make(.trailing) }
    public var width: Constraint { make(.width) }
    public var height: Constraint { make(.height) }
    public var centerX: Constraint { make(.centerX) }
    public var centerY: Constraint { make(.centerY) }
    public var baseline: Constraint { make(.lastBaseline) }
    public var firstBaseline: Constraint { make(.firstBaseline) }
    public var lastBaseline: Constraint { make(.lastBaseline) }
    public var leftMargin: Constraint { make(.leftMargin) }
    public var rightMargin: Constraint { make(.rightMargin) }
    public var topMargin: Constraint { make(.topMargin) }
    public var bottomMargin: Constraint { make(.bottomMargin) }
    public var leadingMargin: Constraint { make(.leadingMargin) }
    public var trailingMargin: Constraint { make(.trailingMargin) }
    public var centerXWithinMargins: Constraint { make(.centerXWithinMargins) }
    public var centerYWithinMargins: Constraint { make(.centerYWithinMargins) }

    /// A constraint on any attribute: `make.attribute(.left)`.
    public func attribute(_ attribute: LayoutAttribute) -> Constraint { make(attribute) }

    /// Left, right, top and bottom, in that order.
    public var edges: Constraint { attributes([.top, .left, .right, .bottom]) }
    /// Width and height.
    public var size: Constraint { attributes([.width, .height]) }
    /// CenterX and centerY.
    public var center: Constraint { attributes([.centerX, .centerY]) }

    /// A group of the attributes in `attributes`, in Masonry's fixed order.
    public func attributes(_ attributes: ConstraintAttributes, file: String = #fileID, line: Int = #line) -> Constraint {
        let list = attributes.layoutAttributes
        guard !list.isEmpty else {
            reportMisuse("You didn't pass any attribute to make.attributes(...)", file: file, line: line)
            return CompositeConstraint(children: [])
        }
        let composite = CompositeConstraint(children: list.map(leaf))
        composite.delegate = self
        editConstraints { $0.append(composite) }
        return composite
    }

    /// The constraints made inside `body`, as one group (they are installed as usual).
    public func group(_ body: () -> Void) -> Constraint {
        let start = editConstraints { $0.count }
        body()
        let composite = CompositeConstraint(children: editConstraints { Array($0[start...]) })
        composite.delegate = self
        return composite
    }

    private func leaf(_ attribute: LayoutAttribute) -> ViewConstraint {
        itemReference.isAlive ? ViewConstraint(reference: itemReference, attribute: attribute, rules: rules)
            : ViewConstraint(item: View(), attribute: attribute)
    }

    private func make(_ attribute: LayoutAttribute) -> Constraint {
        constraint(nil, addConstraintWith: attribute)
    }

    /// Runs `body` on the list while the property holds an empty one: no call happens inside an
    /// access to the property, so the optimizer can prove that accesses never overlap and needs
    /// no run-time exclusivity check (this runs for every `make.X`).
    private func editConstraints<Result>(_ body: (inout [Constraint]) -> Result) -> Result {
        var list: [Constraint] = []
        swap(&list, &constraints)
        defer { swap(&list, &constraints) }
        return body(&list)
    }

    // MARK: Delegate

    func constraint(_ constraint: Constraint, shouldBeReplacedWith replacement: Constraint) {
        let replaced = editConstraints { constraints in
            guard let index = constraints.firstIndexOfIdentical(constraint) else { return false }
            constraints[index] = replacement
            return true
        }
        if replaced { replacement.delegate = self }
    }

    func constraint(_ constraint: Constraint?, addConstraintWith attribute: LayoutAttribute) -> Constraint {
        let new = leaf(attribute)
        if let leaf = constraint as? ViewConstraint {
            // `make.top.left`: the two become a group in the first one's place.
            let composite = CompositeConstraint(children: [leaf, new])
            composite.delegate = self
            self.constraint(leaf, shouldBeReplacedWith: composite)
            return composite
        }
        if constraint == nil {
            new.delegate = self
            editConstraints { $0.append(new) }
        }
        return new
    }

    // MARK: Install

    /// Installs everything recorded (after removing this view's constraints, for a remake) and
    /// returns the top-level constraints.
    @discardableResult
    public func install() -> [Constraint] {
        let (updateExisting, removeExisting) = (updating, removing)
        if removeExisting, let view {
            Installed.uninstall(firstItem: itemReference, in: view)
        }
        var made: [Constraint] = []
        swap(&made, &constraints)
        let recording: InstalledRecording?  // not `view.map`: see LayoutConstraint.made
        if let view {
            recording = InstalledRecording(viewID: ObjectIdentifier(view), installed: Installed.list(of: view))
        } else {
            recording = nil
        }
        recording?.installed.reserve(made.count)
        let reportsMisses = reportsMissedUpdates
        for constraint in made {
            constraint.setUpdateExisting(updateExisting, reportingMisses: reportsMisses)
            constraint.install(recording: recording)
        }
        return made
    }
}
