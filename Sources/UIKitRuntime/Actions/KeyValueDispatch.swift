import AutoLayout
import Foundation
import Synchronization

#if MainActorViews
@preconcurrency @MainActor
#endif
/// How a nib's outlets and runtime attributes reach properties without key-value coding: a
/// module's generated setter — a `switch` on the key for each class whose `@IBOutlet` and
/// `@IBInspectable` properties it found — is registered here, and setting a key asks each
/// registered setter in turn, as `SelectorDispatch` does for methods.
public enum KeyValueDispatch {
#if MainActorViews
    /// A module's setter: `(target, key, value) -> found`, run on the main actor.
    public typealias Setter = @MainActor @Sendable (_ target: AnyObject, _ key: String, _ value: Any?) -> Bool
#else
    /// A module's setter: `(target, key, value) -> found`.
    public typealias Setter = @Sendable (_ target: AnyObject, _ key: String, _ value: Any?) -> Bool
#endif

    nonisolated private static let setters = Mutex<[(key: String, set: Setter)]>([])

    /// Adds `setter` under `key` (a module's name); registering a key again keeps the first.
    /// For the code the port generates, and for tests that stand in for it. O(registered modules).
    @_spi(MasonryPort)
    nonisolated public static func register(_ key: String, _ setter: @escaping Setter) {
        setters.withLock { list in
            guard !list.contains(where: { $0.key == key }) else { return }
            list.append((key, setter))
        }
    }

    /// Sets the property `key` of `target` to `value` through the registered setters; returns
    /// whether one had it. O(registered modules).
    @discardableResult
    public static func setValue(_ value: Any?, forKey key: String, on target: AnyObject) -> Bool {
        let list = setters.withLock { $0 }
        return list.contains { $0.set(target, key, value) }
    }
}
