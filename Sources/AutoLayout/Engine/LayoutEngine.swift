/// AutoLayout: UIKit's Auto Layout engine, headless — views, layout guides, `LayoutConstraint`
/// and the layout pass, solved by `Cassowary`. It knows nothing of the Masonry DSL.

import Cassowary
import Foundation
import Synchronization

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The solver of one view tree, owned by its root view.
///
/// Every active constraint of the tree becomes one solver constraint, together with the
/// engine's own: the frames of `translatesAutoresizingMaskIntoConstraints` views, intrinsic sizes,
/// non-negative sizes and margins guides. Changes are queued and applied at the next layout pass;
/// constant changes go to the solver in place. Frames are read back only for items whose
/// variables changed.
final class LayoutEngine {
    // Stored properties marked `@exclusivity(unchecked)`, as in `Solver`: each registration
    // touches several, and each access would otherwise take the runtime's dynamic check.
    // None is passed inout to code that could reach it again.
    unowned let root: View
    /// The root's address, for the identity tests layout makes of every view (reading an
    /// `unowned` reference takes an atomic retain and release each time).
    let rootIdentity: UnsafeMutableRawPointer
    let solver = Solver()

    /// A measuring engine's registered constraints and their solver constraints (nil while
    /// refused); the tree's engine keeps these on the constraints themselves (`entry(of:)`).
    @exclusivity(unchecked) var fittingEntries: [ObjectIdentifier: (LayoutConstraint, Cassowary.Constraint?)] = [:]
    /// Solver constraints of deactivated constraints, kept until the next registration that does
    /// not reuse them (see LayoutEngine+Retiring.swift).
    @exclusivity(unchecked) var retiring: [RetiringShape: [Cassowary.Constraint]] = [:]
    @exclusivity(unchecked) var retiringOrder: [Cassowary.Constraint] = []
    /// Constraints activated since the last pass, in order.
    @exclusivity(unchecked) var pending: [LayoutConstraint] = []
    /// A measuring engine's record of what is queued (the tree engine marks the constraints).
    @exclusivity(unchecked) var pendingIDs: Set<ObjectIdentifier> = []
    /// Required constraints refused as unsatisfiable, retried after a constraint goes away.
    @exclusivity(unchecked) var refused: [LayoutConstraint] = []
    @exclusivity(unchecked) var shouldRetryRefused = false
    /// Whether the solver changed since the solution was last read.
    @exclusivity(unchecked) var isDirty = false
    /// Items whose width or height came out negative once, and so carry `width >= 0` and
    /// `height >= 0`. Adding those only when needed keeps them out of every other item's rows,
    /// where they would tie each size to a slack that every dependent row then mentions.
    @exclusivity(unchecked) var floored: Set<ObjectIdentifier> = []
    /// For views with text baselines, the registered constraints that use those baselines.
    @exclusivity(unchecked) var baselineUsers: [ObjectIdentifier: BaselineUse] = [:]
    /// This engine's number, unique in the process, marking the items registered in it.
    let serial = LayoutEngine.serials.wrappingAdd(1, ordering: .relaxed).newValue
    private static let serials = Atomic<UInt64>(0)
    /// Numbers for `solve()`'s passes, unique in the process.
    private static let passes = Atomic<UInt64>(0)

    // The views queued for a pass are held by reference, not retained: the engine belongs to the
    // root, and a retained root in its own queue would keep a tree that was never laid out again
    // alive after its last user let it go.
    @exclusivity(unchecked) var needsLayout: [ItemReference] = []
    /// Views whose intrinsic size changed because of a frame this layout pass gave them (a label
    /// wrapping to its new width): taken in after the pass's batch, so the batch solves once, not
    /// once per view.
    @exclusivity(unchecked) var deferredIntrinsicChanges: [ItemReference] = []
    /// Optional implicit constraints (intrinsic sizes) of items first met in the batch being
    /// registered, added after the batch (nil outside one): then the batch's equalities find
    /// their sizes still free to be solved for, and phase one is rarely needed.
    @exclusivity(unchecked) var deferredOptional: [LayoutConstraint]?
    /// Views whose intrinsic size changed since the last solve, which applies them (see
    /// LayoutEngine+SizeChanges.swift).
    @exclusivity(unchecked) var pendingSizeChanges: [ItemReference] = []
    /// Whether a batch of `layoutSubviews()` calls is running.
    @exclusivity(unchecked) var isInLayoutBatch = false
    @exclusivity(unchecked) var needsUpdateConstraints: [ItemReference] = []
    /// A variable held at the ambiguity probes' priority while questions are asked, so that
    /// the solver keeps that priority's level between probes (see `isAmbiguous`).
    var probeLevelHolder: Variable?
    /// While the root is being measured in this engine (`systemLayoutSizeFitting` on a view
    /// without a superview): what the measurement added. Until the next layout pass.
    var rootMeasurement: RootMeasurement?

    /// The references of the items a solve moved, and that solve's pass number. References, not
    /// items: they tell views from guides without a cast, which reading every item back after a
    /// first layout would pay for; kept here rather than captured by a closure, which would box
    /// the list and check each access to it at run time. A short list keeps its room from pass
    /// to pass, rather than growing from nothing in every solve.
    @exclusivity(unchecked) private var movedItems: [ItemReference] = []
    @exclusivity(unchecked) private var movedPass: UInt64 = 0

    /// Reads the solution back, and returns `moved` with the items that moved added (each once a
    /// pass).
    private func updateVariables(pass: UInt64, adding moved: [ItemReference]) -> [ItemReference] {
        // Empty but for a second read in one solve, which adds to the first one's list.
        if !moved.isEmpty { movedItems = moved }
        movedPass = pass
        solver.updateVariables(collectMoved)
        return movedItems
    }

    /// Notes the item a changed variable belongs to (its context names it), once a pass.
    private func collectMoved(_ variable: Variable) {
        guard let reference = variable.context as? ItemReference, reference.movedInPass != movedPass,
              reference.isAlive else { return }
        reference.movedInPass = movedPass
        movedItems.append(reference)
    }

    /// Whether this engine measures a view for `systemLayoutSizeFitting` (its size is not pinned).
    let isFitting: Bool

    init(root: View, isFitting: Bool = false) {
        self.root = root
        rootIdentity = Unmanaged.passUnretained(root).toOpaque()
        self.isFitting = isFitting
    }

    // MARK: Membership

    /// Queues every active constraint of `subtree` and marks its views for layout.
    func attach(_ subtree: View) {
        visit(subtree) { view in
            let constraints = view.heldConstraints  // a hold on the list while queuing mutates the engine
            constraints.forEachUnretained(enqueue)
            if view.hasPendingUpdateConstraints { needsUpdateConstraints.append(view.itemReference) }
            guard !isFitting else { return }
            view.needsLayout = true
            view.needsFullLayout = true
            needsLayout.append(view.itemReference)
        }
    }

    /// Takes the constraints and items of `subtree` out of this engine.
    func detach(_ subtree: View) {
        visit(subtree) { view in
            for constraint in view.heldConstraints { unregister(constraint) }
            forget(view)
            for guide in view.layoutGuides { forget(guide) }
            view.needsLayout = false
        }
    }

    /// Forgets everything: the root became a subview of another tree.
    func dissolve() {
        let measurement = rootMeasurement
        rootMeasurement = nil
        measurement?.releaseLabels()
        probeLevelHolder = nil
        dropPendingSizeChanges()
        floored.removeAll()
        fittingEntries.removeAll()
        retiring.removeAll()
        retiringOrder.removeAll()
        for constraint in pending { markPending(constraint, false) }
        pending.removeAll()
        pendingIDs.removeAll()
        solver.reset()
    }

    /// Calls `body` with `view` and every view below it, parents first, without recursion (a tree
    /// of any depth is walked).
    func visit(_ view: View, _ body: (View) -> Void) {
        var pending = [view]
        while let next = pending.popLast() {
            body(next)
            pending.append(contentsOf: next.subviews.reversed())
        }
    }

    /// Queues an activated constraint for the next pass.
    @inline(__always)
    func enqueue(_ constraint: LayoutConstraint) {
        guard entry(of: constraint) == nil, markPending(constraint, true) else { return }
        pending.append(constraint)
    }

    /// Marks `constraint` as queued here, or not; false if that was already so. The tree engine
    /// marks the constraint itself (a set of identifiers cost a hash at every activation).
    @discardableResult
    private func markPending(_ constraint: LayoutConstraint, _ isPending: Bool) -> Bool {
        if isFitting {
            let id = ObjectIdentifier(constraint)
            return isPending ? pendingIDs.insert(id).inserted : pendingIDs.remove(id) != nil
        }
        guard (constraint.pendingSerial == serial) != isPending else { return false }
        constraint.pendingSerial = isPending ? serial : 0
        return true
    }

    /// Removes a deactivated constraint.
    func unregister(_ constraint: LayoutConstraint) {
        if markPending(constraint, false) { pending.removeAll { $0 === constraint } }
        refused.removeAll { $0 === constraint }
        guard let entry = entry(of: constraint) else { return }
        setEntry(nil, of: constraint)
        isDirty = true
        if let solverConstraint = entry.solverConstraint { retire(solverConstraint) }
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
        if let view = item as? View { return registration(of: view) }
        return (item as? LayoutGuide).flatMap(registration(of:))
    }

    /// A view's variables if it is registered here (without the casts of the general form:
    /// layout asks this of every subview it places).
    func registration(of view: View) -> ItemVariables? { registered(view.createdVariables) }

    /// A guide's variables if it is registered here.
    func registration(of guide: LayoutGuide) -> ItemVariables? { registered(guide.createdVariables) }

    /// An item's variables if they are registered in this engine.
    @inline(__always) private func registered(_ variables: ItemVariables?) -> ItemVariables? {
        guard let variables, variables.serial(fitting: isFitting) == serial else { return nil }
        return variables
    }

    // MARK: Changes

    /// Rebuilds an item's own constraints after its frame, intrinsic size, priorities, margins or
    /// autoresizing flag changed; constants move in place when only they differ. Returns whether
    /// anything changed.
    @discardableResult
    func itemDidChange(_ item: any LayoutItem) -> Bool {
        guard let registered = registration(of: item) else { return false }
        let old = registered.implicit(fitting: isFitting)
        updateBaselineUsers(of: item)
        // The same shapes with new constants (a label re-wrapped, a frame moved): changed in
        // place as they come, without making the constraints anew. Should a later one differ in
        // shape, all are made anew below, and the constants moved on the way go with the old ones.
        var index = 0, sameShape = true, changed = false
        implicitSpecs(of: item) { spec in
            guard sameShape, index < old.count, spec.hasTheShape(of: old[index]) else {
                sameShape = false
                return
            }
            if old[index].constant != spec.constant {
                old[index].constant = spec.constant
                constantDidChange(old[index])
                changed = true
            }
            index += 1
        }
        if sameShape && index == old.count { return changed }
        let new = implicitConstraints(for: item)
        for constraint in old { unregister(constraint) }
        registered.register(serial: serial, implicit: new, fitting: isFitting)
        for constraint in new { register(constraint) }
        return true
    }

    /// Moves a registered constraint's constant in the solver, in place.
    func constantDidChange(_ constraint: LayoutConstraint) {
        guard let solverConstraint = entry(of: constraint)?.solverConstraint,
              let constant = solverConstant(for: constraint) else { return }
        setConstant(constant, of: solverConstraint, for: constraint)
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
            for constraint in candidate.heldConstraints where constraint.links(into: view) { affected.append(constraint) }
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
        endMeasuringRoot()
        solve(placingRoot: true)
    }

    /// The solve itself; a measurement leaves the root's frame alone.
    func solve(placingRoot: Bool) {
        if probeLevelHolder != nil && (isDirty || !pending.isEmpty) { dropProbeLevel() }
        applyPendingSizeChanges()
        registerPending()
        removeRetired()
        if shouldRetryRefused && !refused.isEmpty {
            let again = refused
            refused.removeAll()
            for constraint in again {
                setEntry(nil, of: constraint)
                register(constraint, reportingConflicts: false)
            }
        }
        // What the steps above changed is read back below: nothing is left for another solve (a
        // layoutSubviews() of every view would otherwise solve again for it).
        isDirty = false
        shouldRetryRefused = false
        let pass = LayoutEngine.passes.wrappingAdd(1, ordering: .relaxed).newValue
        var moved = updateVariables(pass: pass, adding: [])
        // Sizes are never negative (UIKit enforces it silently): floor the items that went below.
        var negative = false
        moved.forEachUnretained { reference in
            guard let placed = UnretainedItem(reference) else { return }
            let variables = placed.variables
            guard variables.width.value < -1e-9 || variables.height.value < -1e-9 else { return }
            let item = placed.item
            guard floored.insert(ObjectIdentifier(item)).inserted else { return }
            itemDidChange(item)
            negative = true
        }
        if negative {
            moved = updateVariables(pass: pass, adding: moved)
            isDirty = false
        }
        moved.forEachUnretained { reference in
            if let view = reference.view {
                // Its subviews' origins are relative to it: only a new size calls for its own
                // layoutSubviews() (as in UIKit); subviews that moved are queued on their own.
                if view.frame.size != view.variables.rect.size { view.markNeedsLayout() }
                view.superview?.setNeedsLayout(toPlace: view)
                if placingRoot && Unmanaged.passUnretained(view).toOpaque() == rootIdentity
                    && !view.translatesAutoresizingMaskIntoConstraints {
                    view.applyEngineFrame(CGRect(origin: view.frame.origin, size: view.variables.rect.size))
                }
            } else if let guide = reference.guide {
                guide.owningView?.setNeedsLayout(toPlace: guide)
            }
        }
        moved = []  // the engine's list alone again, so emptying it keeps its room
        movedItems.emptyKeepingRoomIfShort()
    }

    /// Whether the item takes part in this engine's layout.
    func isRegistered(_ item: any LayoutItem) -> Bool {
        registration(of: item) != nil
    }

    /// Whether the view takes part in this engine's layout.
    func isRegistered(_ view: View) -> Bool {
        registration(of: view) != nil
    }

    /// Whether the guide takes part in this engine's layout.
    func isRegistered(_ guide: LayoutGuide) -> Bool {
        registration(of: guide) != nil
    }

    /// Adds the queued constraints to the solver, in the order they were activated.
    func registerPending() {
        while !pending.isEmpty {
            // Activation order, not tree order: it decides which variables the simplex solves
            // for, and the order people write constraints in keeps the rows short.
            var batch = pending
            pending = []
            Self.sortByActivation(&batch)
            pendingIDs.removeAll()
            if !isFitting { for constraint in batch { constraint.pendingSerial = 0 } }
            deferredOptional = []
            batch.forEachUnretained { constraint in
                if constraint.holderIdentity != nil || constraint.kind == .fitting { register(constraint) }
            }
            let deferred = deferredOptional ?? []
            deferredOptional = nil
            for constraint in deferred where entry(of: constraint) == nil {
                guard let item = constraint.firstReference.item, registration(of: item)?.implicit(fitting: isFitting).containsIdentical(constraint) == true
                else { continue }
                register(constraint)
            }
        }
    }
}
