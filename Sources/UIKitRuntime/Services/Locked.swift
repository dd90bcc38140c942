import Foundation

/// State that any thread may reach, behind a lock: the app-wide objects' (`Application`,
/// `Pasteboard`), which hold views, delegates and `Any` values that `Mutex` would ask to be
/// `Sendable`. Each call holds the lock for its body only.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` on the value with the lock held.
    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
