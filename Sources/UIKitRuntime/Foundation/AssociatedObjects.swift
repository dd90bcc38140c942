import Foundation

// The Objective-C runtime's associated objects, under its names, for the platforms without it:
// libraries and apps add stored properties to UIKit's classes in extensions this way.
#if !canImport(ObjectiveC)

/// How an associated value is held (the Objective-C runtime's `objc_AssociationPolicy`).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: held weakly here (the runtime holds it unretained, which a correct program
    /// cannot tell apart).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (`NSCopying`), else retained.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied (`NSCopying`), else retained.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (nil removes it), held as `policy` says.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(value, for: object as AnyObject, key: key, policy: policy)
}

/// The value associated with `object` under `key`, if any.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(for: object as AnyObject, key: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(for: object as AnyObject)
}

/// The table of associations, by object. An object's entry holds it weakly, so that an address
/// reused by a new object starts empty; entries of objects gone are dropped whenever the table
/// has doubled since the last sweep, so their values are released then, not at once as the
/// runtime releases them. Each call costs a lock and a hash lookup (amortized).
final class AssociatedObjects: @unchecked Sendable {  // the lock guards everything
    static let shared = AssociatedObjects()

    private enum Held {
        case strong(Any)
        case weak(WeakBox)
    }
    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
    private struct Entry {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64

    func set(_ value: Any?, for object: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        let held: Held? = value.map { value in
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                return Mirror(reflecting: value).displayStyle == .class ? .weak(WeakBox(value as AnyObject)) : .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                return .strong((value as? NSCopying)?.copy() ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                return .strong(value)
            }
        }
        // The old value is released after the lock is let go: its deinit may associate again.
        let old: Held? = lock.withLock {
            let id = ObjectIdentifier(object)
            var entry = entries[id].flatMap { $0.object === object ? $0 : nil } ?? Entry(object: object)
            let old = entry.values[key]
            entry.values[key] = held
            entries[id] = entry
            if entries.count >= sweepAt {
                entries = entries.filter { $0.value.object != nil }
                sweepAt = max(64, entries.count * 2)
            }
            return old
        }
        _ = old
    }

    func value(for object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.object === object, let held = entry.values[key] else { return nil }
            switch held {
            case let .strong(value): return value
            case let .weak(box): return box.object
            }
        }
    }

    func removeAll(for object: AnyObject) {
        let removed = lock.withLock { entries.removeValue(forKey: ObjectIdentifier(object)) }
        _ = removed
    }
}
#endif
