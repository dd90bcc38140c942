import AutoLayout

#if MainActorViews
/// What makes a controller's view from an archive (a storyboard scene): nil if it holds none.
package typealias ViewMaker = @MainActor () -> View?
#else
/// What makes a controller's view from an archive (a storyboard scene): nil if it holds none.
package typealias ViewMaker = () -> View?
#endif

#if MainActorViews
/// What performs one of a storyboard scene's segues, given the sender.
package typealias SeguePerformer = @MainActor (_ sender: Any?) -> Void
#else
/// What performs one of a storyboard scene's segues, given the sender.
package typealias SeguePerformer = (_ sender: Any?) -> Void
#endif
