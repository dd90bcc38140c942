import Foundation

#if MainActorViews
/// What runs for each view entering a window: in the views' isolation.
package typealias WindowEntryObserver = @MainActor @Sendable (View) -> Void
#else
/// What runs for each view entering a window.
package typealias WindowEntryObserver = @Sendable (View) -> Void
#endif

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What happens to every view as it enters a window, before its own `didMoveToWindow()`: UIKit
/// applies its appearance proxies then. A seam, so that the engine's module knows nothing
/// of proxies: `UIKitCatalog` observes it. Cost: a lock taken once per subtree entering a window.
package enum WindowEntry {
    /// The observer, guarded by the lock (it is set once, from any thread, and read by all).
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var observer: WindowEntryObserver?
    }
    private static let store = Store()

    /// Makes `observer` run for every view entering a window from now on (replacing any before).
    package static func observe(_ observer: @escaping WindowEntryObserver) {
        store.lock.withLock { store.observer = observer }
    }

    /// Runs the observer, if any, for `view` and every view below it.
    static func enter(_ view: View) {
        guard let observer = store.lock.withLock({ store.observer }) else { return }
        view.forEachInSubtree { observer($0) }
    }
}
