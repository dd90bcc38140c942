import Foundation

/// A value each thread keeps for itself, under a key of its own in the thread's dictionary:
/// what a block opened on one thread (a diagnostic collector, an animation recorder) is found by
/// the code it calls on that thread and by no other. Hierarchies are used from one thread at a
/// time, so this is how per-block state reaches the engine without passing through every call.
package struct ThreadLocal<Value>: Sendable {
    private let key: String

    /// The value named `key` (unique to this package: prefix it with `swift-masonry.`).
    package init(_ key: String) { self.key = key }

    /// The current thread's value, or nil if it has none.
    package var value: Value? {
        get { Thread.current.threadDictionary[key].map { $0 as! Value } }  // safe: only this setter writes the key, with a Value
        nonmutating set { Thread.current.threadDictionary[key] = newValue }
    }
}

extension ThreadLocal {
    /// The innermost element on the current thread's stack.
    package func top<Element>() -> Element? where Value == [Element] { value?.last }

    /// Runs `body` with `element` on top of the current thread's stack, taking it off after.
    package func withPushed<Element, Result>(_ element: Element, _ body: () throws -> Result) rethrows -> Result
    where Value == [Element] {
        value = (value ?? []) + [element]
        defer {
            let rest = (value ?? []).dropLast()
            value = rest.isEmpty ? nil : Array(rest)
        }
        return try body()
    }
}
