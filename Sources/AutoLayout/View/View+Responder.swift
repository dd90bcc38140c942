import Foundation

// Keyboard focus, as UIKit's responder chain keeps it for text input: one view per tree has it.
// Moving focus runs the views' own hooks (a text field asks its delegate); no keyboard appears.

extension View {
    /// Makes this view, or the view under it with focus, give the focus up; returns whether a
    /// view resigned. `force` is accepted for UIKit's spelling: no delegate can refuse here.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let focused = engineIfCreated?.firstResponder, focused.isDescendant(of: self) else { return false }
        return focused.resignFirstResponder()
    }
}

extension LayoutEngine {
    /// Gives focus to `view` if it can take it, taking it from the current holder first.
    func moveFocus(to view: View) -> Bool {
        guard view.canBecomeFirstResponder else { return false }
        if firstResponder === view { return true }
        if let current = firstResponder, !current.resignFirstResponder() { return false }
        firstResponder = view
        return true
    }

    /// Takes focus from `view` if it has it.
    func moveFocus(from view: View) -> Bool {
        guard firstResponder === view else { return false }
        firstResponder = nil
        return true
    }
}
