import Foundation

// Keyboard focus, as UIKit's responder chain keeps it for text input: one view per tree has it,
// noted on the tree's root (not in its layout engine: taking focus lays nothing out). Moving
// focus runs the views' own hooks (a text field asks its delegate); no keyboard appears.

/// The view with keyboard focus in a tree, kept on the tree's root.
final class FocusHolder {
    weak var view: View?
}

extension View {
    /// Makes the view with focus resign it if it is `view` or below it; returns whether it did.
    func resignFocus(below view: View) -> Bool {
        guard let focused = focusHolder?.view, focused.isDescendant(of: view) else { return false }
        return focused.resignFirstResponder()
    }

    /// The holder of this tree's focus, nil until a view of the tree took it. O(depth).
    var focusHolder: FocusHolder? {
        rootView.extensionEntry(for: ObjectIdentifier(FocusHolder.self)) as? FocusHolder
    }

    /// Gives focus to `view` (this view) if it can take it, taking it from the current holder first.
    func moveFocus(to view: View) -> Bool {
        guard view.canBecomeFirstResponder else { return false }
        let holder = focusHolder ?? FocusHolder()
        if holder.view === view { return true }
        if let current = holder.view, !current.resignFirstResponder() { return false }
        if focusHolder == nil { rootView.setExtensionEntry(holder, for: ObjectIdentifier(FocusHolder.self)) }
        holder.view = view
        return true
    }

    /// Takes focus from `view` (this view) if it has it.
    func moveFocus(from view: View) -> Bool {
        guard let holder = focusHolder, holder.view === view else { return false }
        holder.view = nil
        return true
    }
}
