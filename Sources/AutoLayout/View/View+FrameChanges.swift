import Foundation

/// What a frame set by screen code sets off.
extension View {
    /// Sets a frame screen code gave: the view keeps it (or its superview puts it back).
    func setFrame(_ newValue: CGRect) {
        guard newValue != storedFrame else { return }
        AnimationRecorder.current?.willMove(self, from: storedFrame)
        let oldSize = storedFrame.size
        storedFrame = newValue
        frameDidChange()
        if hasMaskedSubviews && oldSize != newValue.size { resizeSubviews(from: oldSize) }
    }

    /// `applyEngineFrame(_:)`'s work: sets the frame without treating it as a new frame to keep.
    func setEngineFrame(_ frame: CGRect) {
        guard frame != storedFrame else { return }
        AnimationRecorder.current?.willMove(self, from: storedFrame)
        let oldSize = storedFrame.size
        storedFrame = frame
        if frame.size != oldSize {
            setNeedsLayout()  // as UIKit, a new size lays the view out again
            if hasMaskedSubviews { resizeSubviews(from: oldSize) }
        }
    }

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
