import AutoLayout
import Foundation

// The gesture recognizers a view holds, kept in an extension entry made only for views that have
// one, so that the many views with none carry nothing for them. A recognizer belongs to one view
// at a time and holds it weakly.

/// The recognizers of one view, in the order added.
private final class GestureRecognizerList {
    var recognizers: [GestureRecognizer] = []
}

extension View {
    /// The recognizers added to the view, in the order added; nil if none. Setting it replaces them.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { recognizerList.flatMap { $0.recognizers.isEmpty ? nil : $0.recognizers } }
        set {
            for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Adds `gestureRecognizer`, taking it from the view it was on.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        let list = recognizerList ?? GestureRecognizerList()
        if recognizerList == nil { setExtensionEntry(list, for: ObjectIdentifier(GestureRecognizerList.self)) }
        list.recognizers.append(gestureRecognizer)
        gestureRecognizer.attachedView = self
    }

    /// Removes `gestureRecognizer` if the view has it.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        recognizerList?.recognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.attachedView = nil
    }

    private var recognizerList: GestureRecognizerList? {
        extensionEntry(for: ObjectIdentifier(GestureRecognizerList.self)) as? GestureRecognizerList
    }
}
