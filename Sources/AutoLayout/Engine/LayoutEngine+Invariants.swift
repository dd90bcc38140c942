import Foundation

// What the engine's unretained references rely on (see ARCHITECTURE's unsafe constructs): every
// item a registered constraint names is alive and in this engine's tree, and the root is the
// object the engine's raw identity names. A freed item left in the solver would be read through
// a dangling pointer; these checks find it. Tests call them (`RandomProgramTests` after every
// program), not every solve of an app's debug build, which would pay for a walk of the tree.

extension LayoutEngine {
    /// Every broken rule of the engine's unretained state, one sentence each; empty when sound.
    /// O(registered constraints × depth).
    func invariantViolations() -> [String] {
        var violations: [String] = []
        if Unmanaged.passUnretained(root).toOpaque() != rootIdentity {
            violations.append("the engine's root identity does not name its root \(root.keyDescription)")
        }
        for constraint in registeredConstraints {
            for (role, reference) in [("first", constraint.firstReference), ("second", constraint.secondReference)] {
                guard let reference else { continue }
                guard reference.isAlive else {
                    violations.append("the \(role) item of registered \(constraint) is gone")
                    continue
                }
                // A foreign item has no place in the hierarchy to check.
                guard let view = reference.hierarchyView else { continue }
                if view !== root && !view.isDescendant(of: root) {
                    violations.append("the \(role) item of registered \(constraint), "
                        + "\(view.keyDescription), is not in the tree of \(root.keyDescription)")
                }
            }
        }
        return violations
    }
}
