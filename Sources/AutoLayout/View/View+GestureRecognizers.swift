import Foundation

// The gesture recognizers a view holds, kept in its rare state so that the many views with none
// carry nothing for them. A recognizer belongs to one view at a time and holds it weakly.

extension View {
    /// The recognizers added to the view, in the order added; nil if none. Setting it replaces them.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { rareState.flatMap { $0.gestureRecognizers.isEmpty ? nil : $0.gestureRecognizers } }
        set {
            for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Adds `gestureRecognizer`, taking it from the view it was on.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        editRareState { $0.gestureRecognizers.append(gestureRecognizer) }
        gestureRecognizer.view = self
    }

    /// Removes `gestureRecognizer` if the view has it.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        editRareState { $0.gestureRecognizers.removeAll { $0 === gestureRecognizer } }
        gestureRecognizer.view = nil
    }
}
