import Foundation

/// Intrinsic size changes, applied at the next solve rather than when they happen: a cell whose
/// texts are set one after another, or a label measured unwrapped and then at its width, has its
/// constraints brought up to date once per view, with the measurement that counts.
extension LayoutEngine {
    /// Notes that `view`'s intrinsic size changed; the next solve updates its constraints.
    func intrinsicSizeDidChange(_ view: View) {
        guard registration(of: view) != nil else { return }
        let reference = view.itemReference
        // Marked with this engine's number: a view queued here and then moved to another tree
        // is queued there too.
        guard reference.pendingSizeChangeSerial != serial else { return }
        reference.pendingSizeChangeSerial = serial
        pendingSizeChanges.append(reference)
        isDirty = true
    }

    /// Updates the constraints of every view noted since the last solve, in the order noted.
    func applyPendingSizeChanges() {
        while !pendingSizeChanges.isEmpty {
            var changed: [ItemReference] = []
            swap(&changed, &pendingSizeChanges)
            changed.forEachUnretained { reference in
                guard reference.pendingSizeChangeSerial == serial else { return }
                reference.pendingSizeChangeSerial = 0
                if let view = reference.view { itemDidChange(view) }
            }
            // The list keeps its room for the next solve, unless those changes noted more.
            if pendingSizeChanges.isEmpty {
                changed.emptyKeepingRoomIfShort()
                pendingSizeChanges = changed
            }
        }
    }

    /// Forgets the noted changes (the engine is dissolving).
    func dropPendingSizeChanges() {
        for reference in pendingSizeChanges where reference.pendingSizeChangeSerial == serial {
            reference.pendingSizeChangeSerial = 0
        }
        pendingSizeChanges.removeAll()
    }
}

extension Array where Element == ItemReference {
    /// Empties a list the engine fills again at every solve: a short one in place, keeping its
    /// room; a long one by dropping it whole, which is cheaper than emptying it element by element.
    mutating func emptyKeepingRoomIfShort() {
        if count <= 256 { removeAll(keepingCapacity: true) } else { self = [] }
    }
}
