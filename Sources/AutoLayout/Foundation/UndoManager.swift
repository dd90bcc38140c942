import Foundation

#if !canImport(ObjectiveC)
/// Records changes so they can be undone and redone (Foundation's `UndoManager`, which
/// swift-corelibs-foundation lacks). Registrations inside `beginUndoGrouping()` …
/// `endUndoGrouping()` undo as one; outside a group each registration is its own group, where
/// Foundation's groups by run-loop pass (`groupsByEvent`): no run loop opens groups here.
open class UndoManager: NSObject {
    private struct Group { var actions: [() -> Void] = []; var name = "" }
    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var disabled = 0

    /// Whether a change is being undone.
    public private(set) var isUndoing = false
    /// Whether a change is being redone.
    public private(set) var isRedoing = false
    /// The most groups kept for undoing (0: no limit).
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// Whether registrations outside a group each form one (kept, as no run loop groups them here).
    open var groupsByEvent = true

    /// A manager with nothing to undo.
    public override init() { super.init() }

    /// Whether a group can be undone.
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } == true }
    /// Whether a group can be redone.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }
    /// Whether registrations are recorded (`disableUndoRegistration()` counts down).
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }
    /// The name of the group `undo()` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Records `handler` to run on `target` when the change is undone.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard disabled == 0 else { return }
        record { [weak target] in if let target { handler(target) } }
    }

    private func record(_ action: @escaping () -> Void) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(action)
        } else if isUndoing {
            appendToLastGroup(of: &redoStack, action, opening: &redoOpened)
        } else if isRedoing {
            appendToLastGroup(of: &undoStack, action, opening: &undoOpened)
        } else {
            undoStack.append(Group(actions: [action]))
            redoStack.removeAll()
            trim()
        }
    }

    // While a group is undone (or redone) its registrations form one group on the other stack.
    private var redoOpened = false
    private var undoOpened = false
    private func appendToLastGroup(of stack: inout [Group], _ action: @escaping () -> Void, opening opened: inout Bool) {
        if opened, !stack.isEmpty { stack[stack.count - 1].actions.append(action) } else { stack.append(Group(actions: [action])); opened = true }
    }

    /// Opens a group: what is registered until `endUndoGrouping()` undoes as one.
    open func beginUndoGrouping() { openGroups.append(Group()) }

    /// Closes the innermost group; closing when none is open does nothing.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions += group.actions
        } else if !group.actions.isEmpty {
            undoStack.append(group)
            redoStack.removeAll()
            trim()
        }
    }

    /// Undoes the last group (closing an open top-level group first), its actions last first.
    open func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        redoOpened = false
        for action in group.actions.reversed() { action() }
        if redoOpened, !group.name.isEmpty { redoStack[redoStack.count - 1].name = group.name }
        isUndoing = false
    }

    /// Redoes the last group undone.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        undoOpened = false
        for action in group.actions.reversed() { action() }
        if undoOpened, !group.name.isEmpty { undoStack[undoStack.count - 1].name = group.name }
        isRedoing = false
    }

    /// Names the group being registered, or the last one closed.
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty { openGroups[openGroups.count - 1].name = actionName }
        else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }

    /// Forgets every group.
    open func removeAllActions() { undoStack.removeAll(); redoStack.removeAll(); openGroups.removeAll() }
    /// Stops recording registrations until the matching `enableUndoRegistration()`.
    open func disableUndoRegistration() { disabled += 1 }
    /// Ends one `disableUndoRegistration()`.
    open func enableUndoRegistration() { disabled = max(0, disabled - 1) }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
#endif
