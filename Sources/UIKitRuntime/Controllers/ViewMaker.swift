import AutoLayout

#if MainActorViews
/// What makes a controller's view from an archive (a storyboard scene): nil if it holds none.
package typealias ViewMaker = @MainActor () -> View?
#else
/// What makes a controller's view from an archive (a storyboard scene): nil if it holds none.
package typealias ViewMaker = () -> View?
#endif
