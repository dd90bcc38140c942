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
                for reference in references { try reference._withUnsafeGuaranteedRef(body) }
            }
        }
    }
}
