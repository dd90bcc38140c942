// Views, controllers, constraints, guides and the engine are isolated to the main actor, as
// UIKit's are, when the package trait `MainActorViews` is on; without it they are nonisolated and
// separate hierarchies lay out on separate threads (see ARCHITECTURE.md, "Isolation").

#if MainActorViews
/// A closure that runs in the views' isolation: the main actor's.
package typealias ViewIsolatedBody<Result> = @MainActor () -> Result

/// Runs `body` in the views' isolation from an override that Foundation declares nonisolated
/// (`description`, `isEqual(_:)`): traps off the main thread, as UIKit's checks do.
@inline(__always) @discardableResult
package func assumeViewIsolation<Result: Sendable>(_ body: @MainActor () -> Result) -> Result {
    MainActor.assumeIsolated(body)
}
#else
/// A closure that runs in the views' isolation: none.
package typealias ViewIsolatedBody<Result> = () -> Result

/// Runs `body`: views are nonisolated without the trait `MainActorViews`.
@inline(__always) @discardableResult
package func assumeViewIsolation<Result>(_ body: () -> Result) -> Result { body() }
#endif
