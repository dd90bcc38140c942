import Cassowary
import Foundation

/// Registering constraints and items with the solver, and the engine's record of them.
extension LayoutEngine {
    /// Every constraint in the solver (or refused by it), in no particular order.
    var registeredConstraints: [LayoutConstraint] {
        if isFitting { return fittingEntries.values.map(\.0) }
        var result: [LayoutConstraint] = []
        visit(root) { view in
            result += view.heldConstraints.filter { entry(of: $0) != nil }
            for item in [view as any LayoutItem] + view.layoutGuides {
                result += registration(of: item)?.implicit(fitting: false).filter { entry(of: $0) != nil } ?? []
            }
        }
        return result
    }

    /// What this engine holds for a constraint; nil if it is not registered here.
    @inline(__always)
    func entry(of constraint: LayoutConstraint) -> SolverEntry? {
        if isFitting { return fittingEntries[ObjectIdentifier(constraint)].map { SolverEntry($0.1) } }
        return constraint.engineSerial == serial ? SolverEntry(constraint.solverConstraint) : nil
    }

    /// Records (or with nil, forgets) what this engine holds for a constraint.
    func setEntry(_ entry: SolverEntry?, of constraint: LayoutConstraint) {
        if isFitting {
            fittingEntries[ObjectIdentifier(constraint)] = entry.map { (constraint, $0.solverConstraint) }
        } else if let entry {
            constraint.engineSerial = serial
            constraint.solverConstraint = entry.solverConstraint
        } else {
            constraint.engineSerial = 0
            constraint.solverConstraint = nil
        }
    }

    // MARK: Registration

    /// Adds a constraint to the solver, registering its items first; a required constraint that
    /// conflicts is refused and reported.
    func register(_ constraint: LayoutConstraint, reportingConflicts: Bool = true) {
        let first = UnretainedItem(constraint.firstReference), second = UnretainedItem(constraint.secondReference)
        // A measuring engine sees only the measured view's subtree.
        if isFitting {
            for item in [first, second] where item != nil && item?.hierarchyView?.isDescendant(of: root) != true { return }
        }
        if constraint.relatesAxes {
            LayoutDiagnostics.report(constraint.axesDiagnostic)
            setEntry(.refused, of: constraint)
            return
        }
        if let first, constraint.storedRelation == .lessThanOrEqual, constraint.storedFirstAttribute.isSize, constraint.kind == .user {
            floorBeforeUpperBound(first)
        }
        if let first { registerItem(first) }
        if let second { registerItem(second) }
        guard let first else { return }
        var terms = InlineTerms()
        let constant = solverTerms(for: constraint, first, second, into: &terms)
        let op: RelationalOperator
        switch constraint.storedRelation {
        case .equal: op = .equal
        case .lessThanOrEqual: op = .lessThanOrEqual
        case .greaterThanOrEqual: op = .greaterThanOrEqual
        }
        let compression = constraint.compressionPriority
        let solverConstraint = Cassowary.Constraint(terms: consume terms, constant: constant, op,
            strength: Strength(autoLayoutPriority: constraint.storedPriority.rawValue),
            belowStrength: compression == 0 ? nil : Strength(autoLayoutPriority: compression))
        isDirty = true
        if constraint.storedFirstAttribute.isBaseline {
            noteBaselineUse(baselineItem(first, constraint.storedFirstAttribute).textView, by: constraint)
        }
        if constraint.storedSecondAttribute.isBaseline, let second {
            noteBaselineUse(baselineItem(second, constraint.storedSecondAttribute).textView, by: constraint)
        }
        if !retiringOrder.isEmpty {
            if let reused = reuseRetired(for: solverConstraint) {
                setEntry(.added(reused), of: constraint)
                return
            }
            removeRetired()
        }
        do {
            try solver.add(solverConstraint)
            setEntry(.added(solverConstraint), of: constraint)
        } catch {
            setEntry(.refused, of: constraint)
            if case .unsatisfiable = error { refused.append(constraint) }
            if reportingConflicts { report(error, adding: constraint) }
        }
    }

    /// Remembers a constraint that reads a text baseline, to move it when the text changes.
    func noteBaselineUse(_ view: View?, by constraint: LayoutConstraint) {
        guard let view else { return }
        let id = ObjectIdentifier(view)
        let offsets = BaselineUse.Offsets(of: view)
        guard var use = baselineUsers[id] else {
            baselineUsers[id] = BaselineUse(offsets: offsets, constraints: [constraint])
            return
        }
        // Made with offsets other than the rest were: the next update moves them all.
        if use.offsets != offsets { use.offsets = nil }
        // Once per view: a constraint between two baselines is registered again whenever either
        // text changes, and a second entry would double it at each change.
        if !use.constraints.containsIdentical(constraint) { use.constraints.append(constraint) }
        baselineUsers[id] = use
    }

    /// Brings the constraints on the baselines of `item` up to date with its text.
    func updateBaselineUsers(of item: any LayoutItem) {
        let id = ObjectIdentifier(item)
        guard var use = baselineUsers[id], let view = item as? View else { return }
        // Most text changes leave the baselines where they were (one line in the same font).
        let offsets = BaselineUse.Offsets(of: view)
        if use.offsets == offsets { return }
        // Their constants hold the old baseline offsets. The terms stay (a baseline is its view's
        // top or bottom plus an offset), so the constant moves in place; one refused, or whose
        // terms did change, is registered again.
        use.constraints.removeAll { entry(of: $0) == nil }
        use.offsets = offsets
        baselineUsers[id] = use.constraints.isEmpty ? nil : use
        for constraint in use.constraints where !moveBaselineConstant(of: constraint) {
            unregister(constraint)
            register(constraint)
        }
    }

    /// Moves a registered constraint's constant to its baseline's new offset, in place; false if
    /// it is refused or its terms changed too (then only registering it again will do).
    func moveBaselineConstant(of constraint: LayoutConstraint) -> Bool {
        guard let solverConstraint = entry(of: constraint)?.solverConstraint,
              let first = UnretainedItem(constraint.firstReference) else { return false }
        var terms = InlineTerms()
        let constant = solverTerms(for: constraint, first, UnretainedItem(constraint.secondReference), into: &terms)
        terms.mergeRepeatedVariables()
        guard terms.count == solverConstraint.termCount,
              (0..<terms.count).allSatisfy({ terms.variable(at: $0) === solverConstraint.variable(at: $0)
                  && terms.coefficient(at: $0) == solverConstraint.coefficient(at: $0) }) else { return false }
        if constant != solverConstraint.constant { setConstant(constant, of: solverConstraint, for: constraint) }
        return true
    }

    /// Gives `constraint`'s solver constraint a new constant, reporting a refusal.
    func setConstant(_ constant: Double, of solverConstraint: Cassowary.Constraint, for constraint: LayoutConstraint) {
        do {
            try solver.setConstant(constant, of: solverConstraint)
        } catch {
            report(error, adding: constraint)
        }
        isDirty = true
        shouldRetryRefused = true
    }

    /// Turns a solver error into a diagnostic in UIKit's words, naming the conflicting constraints.
    func report(_ error: SolverError, adding constraint: LayoutConstraint) {
        guard case let .unsatisfiable(_, conflicting) = error else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .invalidValue, message: "\(error): \(constraint)",
                file: constraint.file, line: constraint.line, constraints: [constraint]))
            return
        }
        var owners: [ObjectIdentifier: LayoutConstraint] = [:]
        for registered in registeredConstraints {
            if let solverConstraint = entry(of: registered)?.solverConstraint { owners[ObjectIdentifier(solverConstraint)] = registered }
        }
        let involved = conflicting.compactMap { owners[ObjectIdentifier($0)] }.filter { $0.kind != .sizeFloor } + [constraint]
        let list = involved.map { "    " + $0.description }.joined(separator: "\n")
        let message = "Unable to simultaneously satisfy constraints.\n"
            + "  These constraints cannot all hold; removing any one of them resolves the conflict:\n"
            + list + "\nWill attempt to recover by breaking constraint\n" + constraint.description
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .unsatisfiable, message: message,
            file: constraint.file, line: constraint.line, constraints: involved))
    }

    /// Registers a constraint's item, answering without a cast when it already is.
    func registerItem(_ item: UnretainedItem) {
        if let variables = item.createdVariables, variables.serial(fitting: isFitting) == serial { return }
        registerItem(item.item)
    }

    /// Gives an item its size floor before a user's upper bound on its width or height reaches
    /// the solver. The floor, first, makes the size a parameter at 0 and the bound's slack takes
    /// the rest, so a size bounded only from above comes out 0, as UIKit's does (not the bound,
    /// which the bound first would make it). Only for these items: a floor ties the size to a
    /// slack that every row depending on it then mentions.
    private func floorBeforeUpperBound(_ item: UnretainedItem) {
        let item = item.item
        guard floored.insert(ObjectIdentifier(item)).inserted else { return }
        itemDidChange(item)
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
        variables.register(serial: serial, implicit: [], fitting: isFitting)
        let constraints = implicitConstraints(for: item)
        variables.register(serial: serial, implicit: constraints, fitting: isFitting)
        for constraint in constraints {
            if deferredOptional != nil && !constraint.storedPriority.isRequired { deferredOptional?.append(constraint) } else { register(constraint) }
        }
    }

    func variables(of item: any LayoutItem) -> ItemVariables {
        if let view = item as? View { return view.variables }
        return (item as! LayoutGuide).variables  // safe: LayoutConstraint refuses other item types
    }
}

/// What an engine holds for a registered layout constraint.
enum SolverEntry {
    /// In the solver, as this constraint.
    case added(Cassowary.Constraint)
    /// Refused: unsatisfiable, and kept to be retried when a constraint goes away; or relating
    /// two axes, and left out for good.
    case refused

    init(_ solverConstraint: Cassowary.Constraint?) {
        self = solverConstraint.map(SolverEntry.added) ?? .refused
    }

    /// The solver's constraint, unless refused.
    var solverConstraint: Cassowary.Constraint? {
        if case let .added(constraint) = self { return constraint }
        return nil
    }
}

/// The registered constraints on one view's text baselines, and the baseline offsets their
/// constants were made with.
struct BaselineUse {
    /// Where a view's first and last baselines are.
    struct Offsets: Equatable {
        var fromTop: CGFloat
        var fromBottom: CGFloat

        #if MainActorViews
        @preconcurrency @MainActor
        #endif
        init(of view: View) {
            fromTop = view.firstBaselineOffsetFromTop
            fromBottom = view.lastBaselineOffsetFromBottom
        }
    }

    /// Nil when the constraints were made with different offsets.
    var offsets: Offsets?
    var constraints: [LayoutConstraint]
}

extension LayoutEngine {
    /// Sorts `batch` by activation. Nonisolated, as are the engine's other sorts: under the trait
    /// `MainActorViews` a main-actor closure handed to `sort` checks the executor at each comparison.
    nonisolated static func sortByActivation(_ batch: inout [LayoutConstraint]) {
        batch.sort { $0.activation < $1.activation }
    }
}
