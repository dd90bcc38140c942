import Foundation

/// What a frame set by screen code sets off.
extension View {
    func frameDidChange() {
        // A kept frame moves the view in the engine, and the layout pass then places whatever moved
        // with it; a frame set on a constrained view is put back by its superview's next layout.
        if translatesAutoresizingMaskIntoConstraints || superview == nil {
            engineIfCreated?.itemDidChange(self)
        } else {
            superview?.setNeedsLayout()
        }
    }
}
