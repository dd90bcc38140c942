/// Iterating a list of objects without a retain and release around each one.
extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, lent: the array keeps every element alive for the
    /// whole loop, but when the body calls out (to register a constraint, say) the optimizer
    /// cannot see that, and retains and releases each element around the call — two atomic
    /// operations per element, in loops that run for every constraint or view. Iterate an array
    /// value that nothing mutates meanwhile (a local copy, or a parameter).
    @inline(__always)
    @inlinable package func forEachUnretained(_ body: (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: Unmanaged<Element>.self) { references in
                // `body` is called from a closure of this function's, not handed to the standard
                // library itself: a main-actor closure handed to it checks the executor.
                for reference in references { try reference._withUnsafeGuaranteedRef { try body($0) } }
            }
        }
    }
}

extension Array where Element: AnyObject {
    /// Whether the array holds `object` itself. O(n). A loop of this nonisolated function's, not
    /// `contains(where:)` with a closure: under the trait `MainActorViews` a main-actor closure
    /// handed to the standard library checks the executor at each element.
    @inlinable package func containsIdentical(_ object: Element) -> Bool {
        firstIndexOfIdentical(object) != nil
    }

    /// The index of `object` itself in the array, if it is there. O(n); a loop, as
    /// ``containsIdentical(_:)``.
    @inlinable package func firstIndexOfIdentical(_ object: Element) -> Int? {
        for index in indices where self[index] === object { return index }
        return nil
    }
}
