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

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a controller from a storyboard keeps of its scene: what makes its view, its segues by
/// identifier, and the storyboard.
package final class StoryboardScene {
    /// Makes the scene's view, outlets connected.
    package var makeView: ViewMaker?
    /// Performs each of the scene's segues that has an identifier.
    package var segues: [String: SeguePerformer] = [:]
    /// The storyboard the controller came from.
    package var storyboard: Storyboard?

    package init(storyboard: Storyboard?) { self.storyboard = storyboard }
}
