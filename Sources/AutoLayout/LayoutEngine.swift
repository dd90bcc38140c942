/// AutoLayout: UIKit's Auto Layout engine, headless — views, layout guides, `LayoutConstraint`
/// and the layout pass, solved by `Cassowary`. It knows nothing of the Masonry DSL.

import Cassowary
import Foundation
import Synchronization

/// The solver of one view tree, owned by its root view.
///
/// Every active constraint of the tree becomes one solver constraint, together with the
/// engine's own: the frames of `translatesAutoresizingMaskIntoConstraints` views, intrinsic sizes,
/// non-negative sizes and margins guides. Changes are queued and applied at the next layout pass;
/// constant changes go to the solver in place. Frames are read back only for items whose
/// variables changed.
final class LayoutEngine {
    // Stored properties marked `@exclusivity(unchecked)`, as in `Solver`: each registration
    // touches several, and the runtime's access checks cost a fifth of building FLAT(1,000).
    // None is passed inout to code that could reach it again.
    unowned let root: View
    let solver = Solver()

    /// A measuring engine's registered constraints and their solver constraints (nil while
    /// refused); the tree's engine keeps these on the constraints themselves (`entry(of:)`).
    @exclusivity(unchecked) private var fittingEntries: [ObjectIdentifier: (LayoutConstraint, Cassowary.Constraint?)] = [:]
    /// Solver constraints of deactivated constraints, kept until the next registration that does
    /// not reuse them (see LayoutEngine+Retiring.swift).
    @exclusivity(unchecked) var retiring: [RetiringShape: [Cassowary.Constraint]] = [:]
    @exclusivity(unchecked) var retiringOrder: [Cassowary.Constraint] = []
    /// Constraints activated since the last pass, in order.
    @exclusivity(unchecked) private var pending: [LayoutConstraint] = []
    @exclusivity(unchecked) private var pendingIDs: Set<ObjectIdentifier> = []
    /// Required constraints refused as unsatisfiable, retried after a constraint goes away.
    @exclusivity(unchecked) private var refused: [LayoutConstraint] = []
    @exclusivity(unchecked) private var shouldRetryRefused = false
    /// Whether the solver changed since the solution was last read.
    @exclusivity(unchecked) private var isDirty = false
    /// Items whose width or height came out negative once, and so carry `width >= 0` and
    /// `height >= 0`. Adding those only when needed keeps them out of every other item's rows,
    /// where they would tie each size to a slack that every dependent row then mentions.
    @exclusivity(unchecked) var floored: Set<ObjectIdentifier> = []
    /// For views with text baselines, the registered constraints that use those baselines.
    @exclusivity(unchecked) private var baselineUsers: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// This engine's number, unique in the process, marking the items registered in it.
    let serial = LayoutEngine.serials.wrappingAdd(1, ordering: .relaxed).newValue
    private static let serials = Atomic<UInt64>(0)
    /// The item each solver variable belongs to.
    @exclusivity(unchecked) private var itemsByVariable: [ObjectIdentifier: WeakItem] = [:]

    @exclusivity(unchecked) var needsLayout: [View] = []
    /// Views whose intrinsic size changed because of a frame this layout pass gave them (a label
    /// wrapping to its new width): taken in after the pass's batch, so the batch solves once, not
    /// once per view.
    @exclusivity(unchecked) var deferredIntrinsicChanges: [View] = []
    /// Optional implicit constraints (intrinsic sizes) of items first met in the batch being
    /// registered, added after the batch (nil outside one): then the batch's equalities find
    /// their sizes still free to be solved for, and phase one is rarely needed.
    @exclusivity(unchecked) var deferredOptional: [LayoutConstraint]?
    /// Whether a batch of `layoutSubviews()` calls is running.
    @exclusivity(unchecked) var isInLayoutBatch = false
    /// For views queued only because some of their subviews or guides moved: those items.
    @exclusivity(unchecked) var partialLayout: [ObjectIdentifier: [any LayoutItem]] = [:]
    @exclusivity(unchecked) var needsUpdateConstraints: [View] = []

    private struct WeakItem {
        weak var item: (any LayoutItem)?
    }

    /// Whether this engine measures a view for `systemLayoutSizeFitting` (its size is not pinned).
    let isFitting: Bool

    init(root: View, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
    }

    // MARK: Membership

    /// Queues every active constraint of `subtree` and marks its views for layout.
    func attach(_ subtree: View) {
        visit(subtree) { view in
            for constraint in view.constraints { enqueue(constraint) }
            guard !isFitting else { return }
            view.needsLayout = true
            view.needsFullLayout = true
            needsLayout.append(view)
        }
    }

    /// Takes the constraints and items of `subtree` out of this engine.
    func detach(_ subtree: View) {
        visit(subtree) { view in
            for constraint in view.constraints { unregister(constraint) }
            forget(view)
            for guide in view.layoutGuides { forget(guide) }
            view.needsLayout = false
        }
    }

    /// Forgets everything: the root became a subview of another tree.
    func dissolve() {
        floored.removeAll()
        fittingEntries.removeAll()
        retiring.removeAll()
        retiringOrder.removeAll()
        pending.removeAll()
        pendingIDs.removeAll()
        itemsByVariable.removeAll()
        solver.reset()
    }

    private func visit(_ view: View, _ body: (View) -> Void) {
        body(view)
        for subview in view.subviews { visit(subview, body) }
    }

    /// Queues an activated constraint for the next pass.
    func enqueue(_ constraint: LayoutConstraint) {
        guard entry(of: constraint) == nil, pendingIDs.insert(ObjectIdentifier(constraint)).inserted else {
            return
        }
        pending.append(constraint)
    }

    /// Removes a deactivated constraint.
    func unregister(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        if pendingIDs.remove(id) != nil { pending.removeAll { $0 === constraint } }
        refused.removeAll { $0 === constraint }
        guard let entry = entry(of: constraint) else { return }
        setEntry(nil, of: constraint)
        isDirty = true
        if let solverConstraint = entry { retire(solverConstraint) }
    }

    /// Retries the refused constraints at the next solve: one that went away may have freed them.
    func markRefusedForRetry() { shouldRetryRefused = true }

    /// Removes an item's own constraints (a guide removed, a view leaving the tree).
    func forget(_ item: any LayoutItem) {
        guard let variables = registration(of: item) else { return }
        let constraints = variables.implicit(fitting: isFitting)
        variables.register(serial: 0, implicit: [], fitting: isFitting)
        for constraint in constraints { unregister(constraint) }
    }

    /// The item's variables, if it is registered in this engine.
    @inline(__always)
    func registration(of item: any LayoutItem) -> ItemVariables? {
        let variables: ItemVariables?
        if let view = item as? View { variables = view.createdVariables } else { variables = (item as? LayoutGuide)?.createdVariables }
        guard let variables, variables.serial(fitting: isFitting) == serial else { return nil }
        return variables
    }

    // MARK: Changes

    /// Rebuilds an item's own constraints after its frame, intrinsic size, priorities, margins or
    /// autoresizing flag changed; constants move in place when only they differ. Returns whether
    /// anything changed.
    @discardableResult
    func itemDidChange(_ item: any LayoutItem) -> Bool {
        let id = ObjectIdentifier(item)
        guard let registered = registration(of: item) else { return false }
        let old = registered.implicit(fitting: isFitting)
        if let users = baselineUsers.removeValue(forKey: id) {
            // Their expressions hold the old baseline offsets.
            for constraint in users where entry(of: constraint) != nil {
                unregister(constraint)
                register(constraint)
            }
        }
        let new = implicitConstraints(for: item)
        let sameShape = old.count == new.count && zip(old, new).allSatisfy {
            $0.firstAttribute == $1.firstAttribute && $0.relation == $1.relation
                && $0.secondItem === $1.secondItem && $0.priority == $1.priority
        }
        if sameShape {
            var changed = false
            for (current, replacement) in zip(old, new) where current.constant != replacement.constant {
                current.constant = replacement.constant
                constantDidChange(current)
                changed = true
            }
            return changed
        }
        for constraint in old { unregister(constraint) }
        registered.register(serial: serial, implicit: new, fitting: isFitting)
        for constraint in new { register(constraint) }
        return true
    }

    /// Moves a registered constraint's constant in the solver, in place.
    func constantDidChange(_ constraint: LayoutConstraint) {
        guard let entry = entry(of: constraint), let solverConstraint = entry,
              let expression = expression(for: constraint) else { return }
        do {
            try solver.setConstant(expression.constant, of: solverConstraint)
        } catch {
            report(error, adding: constraint)
        }
        isDirty = true
        shouldRetryRefused = true
    }

    /// Re-adds a registered constraint at its new strength (or multiplier).
    func priorityDidChange(_ constraint: LayoutConstraint) {
        guard entry(of: constraint) != nil else { return }
        unregister(constraint)
        register(constraint)
    }

    /// Re-registers the constraints that involve items below `view`: their leading and trailing
    /// sides, and margins, depend on the direction.
    func directionDidChange(below view: View) {
        var affected: [LayoutConstraint] = []
        visit(view) { below in
            if let registered = registration(of: below) { affected += registered.implicit(fitting: isFitting) }
            for guide in below.layoutGuides {
                if let registered = registration(of: guide) { affected += registered.implicit(fitting: isFitting) }
            }
        }
        visit(root) { candidate in
            for constraint in candidate.constraints where constraint.links(into: view) { affected.append(constraint) }
        }
        for constraint in affected where entry(of: constraint) != nil {
            unregister(constraint)
            register(constraint)
        }
    }

    // MARK: Solving

    /// Registers what was queued, retries refused constraints if something went away, and writes
    /// the solution; marks for layout the views whose frames moved.
    func solve() {
        isDirty = false
        registerPending()
        removeRetired()
        if shouldRetryRefused && !refused.isEmpty {
            shouldRetryRefused = false
            let again = refused
            refused.removeAll()
            for constraint in again {
                setEntry(nil, of: constraint)
                register(constraint, reportingConflicts: false)
            }
        }
        var moved: [any LayoutItem] = []
        var seen = Set<ObjectIdentifier>()
        solver.updateVariables { variable in
            guard let item = itemsByVariable[ObjectIdentifier(variable)]?.item,
                  seen.insert(ObjectIdentifier(item)).inserted else { return }
            moved.append(item)
        }
        // Sizes are never negative (UIKit enforces it silently): floor the items that went below.
        var negative = false
        for item in moved where !floored.contains(ObjectIdentifier(item)) {
            let variables = self.variables(of: item)
            guard variables.width.value < -1e-9 || variables.height.value < -1e-9 else { continue }
            floored.insert(ObjectIdentifier(item))
            itemDidChange(item)
            negative = true
        }
        if negative {
            solver.updateVariables { variable in
                guard let item = itemsByVariable[ObjectIdentifier(variable)]?.item,
                      seen.insert(ObjectIdentifier(item)).inserted else { return }
                moved.append(item)
            }
        }
        for item in moved {
            if let view = item as? View {
                // Its subviews' origins are relative to it: only a new size calls for its own
                // layoutSubviews() (as in UIKit); subviews that moved are queued on their own.
                if view.frame.size != view.variables.rect.size { view.markNeedsLayout() }
                view.superview?.setNeedsLayout(toPlace: view)
                if view === root && !view.translatesAutoresizingMaskIntoConstraints {
                    view.applyEngineFrame(CGRect(origin: view.frame.origin, size: view.variables.rect.size))
                }
            } else if let guide = item as? LayoutGuide {
                guide.owningView?.setNeedsLayout(toPlace: guide)
            }
        }
    }

    /// Whether the item takes part in this engine's layout.
    func isRegistered(_ item: any LayoutItem) -> Bool {
        registration(of: item) != nil
    }

    /// Adds the queued constraints to the solver, in the order they were activated.
    func registerPending() {
        while !pending.isEmpty {
            // Activation order, not tree order: it decides which variables the simplex solves
            // for, and the order people write constraints in keeps the rows short.
            let batch = pending.sorted { $0.activation < $1.activation }
            pending.removeAll()
            pendingIDs.removeAll()
            deferredOptional = []
            for constraint in batch where constraint.holder != nil || constraint.kind == .fitting { register(constraint) }
            let deferred = deferredOptional ?? []
            deferredOptional = nil
            for constraint in deferred where entry(of: constraint) == nil {
                guard let item = constraint.firstItem, registration(of: item)?.implicit(fitting: isFitting).contains(where: { $0 === constraint }) == true
                else { continue }
                register(constraint)
            }
        }
    }

    /// Every constraint in the solver (or refused by it), in no particular order.
    var registeredConstraints: [LayoutConstraint] {
        if isFitting { return fittingEntries.values.map(\.0) }
        var result: [LayoutConstraint] = []
        visit(root) { view in
            result += view.constraints.filter { entry(of: $0) != nil }
            for item in [view as any LayoutItem] + view.layoutGuides {
                result += registration(of: item)?.implicit(fitting: false).filter { entry(of: $0) != nil } ?? []
            }
        }
        return result
    }

    /// A constraint's solver constraint: nil if it is not registered here, `.some(nil)` while it
    /// is refused as unsatisfiable.
    @inline(__always)
    func entry(of constraint: LayoutConstraint) -> Cassowary.Constraint?? {
        if isFitting { return fittingEntries[ObjectIdentifier(constraint)].map(\.1) }
        return constraint.engineSerial == serial ? .some(constraint.solverConstraint) : nil
    }

    /// Records (or with nil, forgets) a constraint's solver constraint.
    func setEntry(_ entry: Cassowary.Constraint??, of constraint: LayoutConstraint) {
        if isFitting {
            fittingEntries[ObjectIdentifier(constraint)] = entry.map { (constraint, $0) }
        } else if let entry {
            constraint.engineSerial = serial
            constraint.solverConstraint = entry
        } else {
            constraint.engineSerial = 0
            constraint.solverConstraint = nil
        }
    }

    /// The layout pass: `updateConstraints()` leaf to root, solve, `layoutSubviews()` root to leaf.
    func layOut() {
        runUpdateConstraints()
        solve()
        var rounds = 0
        while !needsLayout.isEmpty {
            rounds += 1
            guard rounds <= 100 else {
                LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                    "Layout did not settle after 100 passes under \(root.keyDescription): a layoutSubviews() "
                    + "keeps changing constraints"))
                for view in needsLayout { view.needsLayout = false }
                needsLayout.removeAll()
                return
            }
            let batch = needsLayout.filter { $0.needsLayout && $0.rootView === root }
            needsLayout.removeAll()
            isInLayoutBatch = true
            let depths = batch.map(depth)
            for index in batch.indices.sorted(by: { depths[$0] < depths[$1] }) where batch[index].needsLayout {
                let view = batch[index]
                view.needsLayout = false
                view.layoutSubviews()
            }
            isInLayoutBatch = false
            let changed = deferredIntrinsicChanges
            deferredIntrinsicChanges.removeAll()
            for view in changed { view.invalidateIntrinsicContentSize() }
            // A layoutSubviews() may have changed constraints (a label's wrap width, say).
            if isDirty || !pending.isEmpty { solve() }
        }
    }

    /// Runs pending `updateConstraints()` calls, deepest views first.
    func runUpdateConstraints() {
        while !needsUpdateConstraints.isEmpty {
            let batch = needsUpdateConstraints.filter { $0.needsUpdateConstraints && $0.rootView === root }
            needsUpdateConstraints.removeAll()
            for view in batch.sorted(by: { depth($0) > depth($1) }) where view.needsUpdateConstraints {
                view.needsUpdateConstraints = false
                view.updateConstraints()
            }
        }
    }

    /// Sets the frames of `view`'s subviews and guides from the solution (the default
    /// `layoutSubviews()`), solving first if constraints changed.
    func applyFrames(toSubviewsOf view: View) {
        if isDirty || !pending.isEmpty || shouldRetryRefused { solve() }
        let placed = partialLayout.removeValue(forKey: ObjectIdentifier(view))
        let full = view.needsFullLayout
        view.needsFullLayout = false
        guard isRegistered(view) else { return }
        // After a small change only the items that moved are placed, not every subview.
        let subviews = full ? view.subviews : (placed ?? []).compactMap { $0 as? View }.filter { $0.superview === view }
        let guides = full ? view.layoutGuides : (placed ?? []).compactMap { $0 as? LayoutGuide }.filter { $0.owningView === view }
        // A scroll view's subviews are placed in content coordinates: shifted by the offset.
        var offset = CGPoint.zero
        if let scrollView = view as? ScrollView {
            offset = scrollView.contentOffset
            if isRegistered(scrollView.contentLayoutGuide) {
                scrollView.contentSize = scrollView.contentLayoutGuide.variables.rect.size
            }
        }
        for subview in subviews where isRegistered(subview) {
            subview.applyEngineFrame(subview.variables.rect.moved(by: offset.x, offset.y))
            if let guide = subview.layoutGuides.first(where: { $0.systemRole == .safeArea }), itemDidChange(guide) {
                subview.setNeedsLayout()
            }
        }
        for guide in guides {
            if isRegistered(guide) {
                guide.layoutFrame = guide.variables.rect.moved(by: offset.x, offset.y)
            } else if let role = guide.systemRole {
                guide.layoutFrame = unconstrainedFrame(of: guide, role, in: view)
            }
        }
    }

    private func depth(_ view: View) -> Int {
        var count = 0
        var current = view.superview
        while let parent = current {
            count += 1
            current = parent.superview
        }
        return count
    }

    // MARK: Registration

    /// Adds a constraint to the solver, registering its items first; a required constraint that
    /// conflicts is refused and reported.
    private func register(_ constraint: LayoutConstraint, reportingConflicts: Bool = true) {
        let first = constraint.firstItem, second = constraint.secondItem
        // A measuring engine sees only the measured view's subtree.
        if isFitting {
            for item in [first, second] where item != nil && item?.hierarchyView?.isDescendant(of: root) != true { return }
        }
        if let first { registerItem(first) }
        if let second { registerItem(second) }
        guard let expression = expression(for: constraint) else { return }
        let op: RelationalOperator
        switch constraint.relation {
        case .equal: op = .equal
        case .lessThanOrEqual: op = .lessThanOrEqual
        case .greaterThanOrEqual: op = .greaterThanOrEqual
        }
        let solverConstraint = Cassowary.Constraint(expression, op,
            strength: Strength(autoLayoutPriority: constraint.priority.rawValue))
        isDirty = true
        noteBaselineUse(first, constraint.firstAttribute, by: constraint)
        noteBaselineUse(second, constraint.secondAttribute, by: constraint)
        if let reused = reuseRetired(for: solverConstraint) {
            setEntry(reused, of: constraint)
            return
        }
        removeRetired()
        do {
            try solver.add(solverConstraint)
            setEntry(solverConstraint, of: constraint)
        } catch {
            setEntry(.some(nil), of: constraint)
            if case .unsatisfiable = error { refused.append(constraint) }
            if reportingConflicts { report(error, adding: constraint) }
        }
    }

    /// Remembers a constraint that reads a text baseline, to rebuild it when the text changes.
    private func noteBaselineUse(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute, by constraint: LayoutConstraint) {
        guard attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? View, view.hasTextBaselines else {
            return
        }
        baselineUsers[ObjectIdentifier(view), default: []].append(constraint)
    }

    /// Turns a solver error into a diagnostic in UIKit's words, naming the conflicting constraints.
    private func report(_ error: SolverError, adding constraint: LayoutConstraint) {
        guard case let .unsatisfiable(_, conflicting) = error else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .invalidValue, message: "\(error): \(constraint)",
                file: constraint.file, line: constraint.line, constraints: [constraint]))
            return
        }
        var owners: [ObjectIdentifier: LayoutConstraint] = [:]
        for registered in registeredConstraints {
            if let solverConstraint = entry(of: registered) ?? nil { owners[ObjectIdentifier(solverConstraint)] = registered }
        }
        let involved = conflicting.compactMap { owners[ObjectIdentifier($0)] }.filter { $0.kind != .sizeFloor } + [constraint]
        let list = involved.map { "    " + $0.description }.joined(separator: "\n")
        let message = "Unable to simultaneously satisfy constraints.\n"
            + "  These constraints cannot all hold; removing any one of them resolves the conflict:\n"
            + list + "\nWill attempt to recover by breaking constraint\n" + constraint.description
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .unsatisfiable, message: message,
            file: constraint.file, line: constraint.line, constraints: involved))
    }

    /// Registers an item's own constraints (and its ancestors', whose frames its own is relative to).
    func registerItem(_ item: any LayoutItem) {
        guard registration(of: item) == nil else { return }
        if let view = item as? View {
            if let superview = view.superview { registerItem(superview) }
        } else if let owner = (item as? LayoutGuide)?.owningView {
            registerItem(owner)
        }
        let variables = self.variables(of: item)
        for variable in [variables.minX, variables.minY, variables.width, variables.height] {
            itemsByVariable[ObjectIdentifier(variable)] = WeakItem(item: item)
        }
        variables.register(serial: serial, implicit: [], fitting: isFitting)
        let constraints = implicitConstraints(for: item)
        variables.register(serial: serial, implicit: constraints, fitting: isFitting)
        for constraint in constraints {
            if deferredOptional != nil && !constraint.priority.isRequired { deferredOptional?.append(constraint) } else { register(constraint) }
        }
    }

    func variables(of item: any LayoutItem) -> ItemVariables {
        if let view = item as? View { return view.variables }
        return (item as! LayoutGuide).variables  // safe: LayoutConstraint refuses other item types
    }
}
