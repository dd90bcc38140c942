import Foundation

/// A view that lays out its arranged subviews in a row or a column (UIKit's `UIStackView`).
///
/// It is built as UIKit builds it: a view that keeps its own constraints — named as UIKit names
/// them (`UISV-spacing`, `UISV-hiding`, `UISV-canvas-connection`, …), held by the stack but not
/// listed in its `constraints` — and makes them again in `updateConstraints()` after any change
/// to its arranged views, their visibility or its properties. Constraints that come out the same
/// are kept (a changed constant is updated in place), so a change costs what it touches.
open class StackView: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIStackView", StackView.self) }

    /// How the views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        /// Views keep their sizes; the lowest hugging (or compression resistance) gives, the first
        /// in arrangement order on a tie. Spacing is exact.
        case fill
        /// Every view the same size. Spacing is exact.
        case fillEqually
        /// Sizes in proportion to the views' intrinsic sizes. Spacing is exact.
        case fillProportionally
        /// Views keep their sizes; the gaps between them are equal and at least `spacing`.
        case equalSpacing
        /// The views' centres are equally far apart; gaps are at least `spacing`.
        case equalCentering
    }

    /// Where the views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack across its axis.
        case fill
        /// Views sit at the leading edge (the top, in a row).
        case leading
        /// A row's views share their first baseline (a column lays out as `.fill`).
        case firstBaseline
        /// Views are centred.
        case center
        /// Views sit at the trailing edge (the bottom, in a row).
        case trailing
        /// A row's views share their last baseline (a column lays out as `.fill`).
        case lastBaseline

        /// The top of a row: `.leading`.
        public static let top = Alignment.leading
        /// The bottom of a row: `.trailing`.
        public static let bottom = Alignment.trailing
    }

    /// For `setCustomSpacing(_:after:)`: the stack's `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// For `spacing` or a custom spacing: the system spacing between views (8).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views the stack lays out, in order; each is also a subview.
    open private(set) var arrangedSubviews: [View] = []
    /// A row (`.horizontal`, the default) or a column.
    open var axis = LayoutAxis.horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// How the views share the stack's length (`.fill` by default).
    open var distribution = Distribution.fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// Where the views sit across the axis (`.fill` by default).
    open var alignment = Alignment.fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The space between adjacent views: exact for the fills, a minimum for the equal distributions.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    /// In a column, spacing is measured from one view's last baseline to the next one's first.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }
    /// The views are laid out within the stack's layout margins rather than its edges.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Spacings set after particular views.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The stack's own constraints, active.
    private var arrangement: [LayoutConstraint] = []
    /// The guides between views that the equal distributions keep equal.
    private var gapGuides: [LayoutGuide] = []

    /// An empty stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack of `arrangedSubviews`, which become its subviews.
    public convenience init(arrangedSubviews: [View]) {
        self.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    override var holdsArrangement: Bool { true }

    // MARK: The arranged views

    /// Adds `view` at the end of the arrangement (and as a subview if it is not one).
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` in the arrangement (and as a subview if it is not one).
    open func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse,
                message: "A stack view cannot arrange itself: \(keyDescription)"))
            return
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }  // refused, with a diagnostic
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (as in UIKit).
    open func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.containsIdentical(view) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// A subview that leaves the stack leaves the arrangement too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the spacing after `view` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after view: View) {
        let id = ObjectIdentifier(view)
        guard customSpacings[id] != spacing else { return }
        customSpacings[id] = spacing == StackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The spacing set after `view`, or `spacingUseDefault`.
    open func customSpacing(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    /// A subview was hidden or shown: an arranged one changes the arrangement.
    override func subviewVisibilityDidChange(_ view: View) {
        if arrangedSubviews.containsIdentical(view) { arrangementDidChange() }
    }

    /// A subview's intrinsic size or its priorities changed: the fills read an arranged one's.
    override func subviewSizingDidChange(_ view: View) {
        if distribution == .fill || distribution == .fillProportionally { subviewVisibilityDidChange(view) }
    }

    /// Makes the constraints again at the next layout pass.
    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    // MARK: Making the constraints

    /// Makes the arrangement's constraints again, keeping those that come out the same.
    open override func updateConstraints() {
        var plan = ArrangementPlan(stack: self)
        plan.build()
        syncGapGuides(count: plan.gapCount)
        plan.connectGaps(gapGuides)
        var existing: [ArrangementKey: [LayoutConstraint]] = [:]
        for constraint in arrangement where constraint.isActive { existing[ArrangementKey(constraint), default: []].append(constraint) }
        var kept: [LayoutConstraint] = [], added: [LayoutConstraint] = []
        for constraint in plan.constraints {
            if let match = existing[ArrangementKey(constraint)]?.popLast() {
                match.constant = constraint.constant
                kept.append(match)
            } else {
                added.append(constraint)
            }
        }
        LayoutConstraint.deactivate(existing.values.flatMap { $0 })
        for constraint in added { addConstraint(constraint) }
        arrangement = kept + added
        super.updateConstraints()
    }

    /// Keeps exactly `count` gap guides, reusing those there are.
    private func syncGapGuides(count: Int) {
        while gapGuides.count > count { removeLayoutGuide(gapGuides.removeLast()) }
        while gapGuides.count < count {
            let guide = LayoutGuide()
            guide.identifier = "UISV-distributing-gap-\(gapGuides.count)"
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
    }

    /// The length of the gap after `view`, with the system spacing resolved.
    func spacing(after view: View) -> CGFloat {
        var value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == StackView.spacingUseDefault { value = spacing }
        return value == StackView.spacingUseSystem ? 8 : value
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init(coder: NSCoder) {
        super.init(coder: coder)!  // View's never fails: it decodes nothing
    }
}
