import AutoLayout
import UIKitRuntime

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A storyboard segue a prototype cell triggers when the user selects its row or item, after the
/// delegate hears of the selection, as UIKit performs it.
package final class SelectionSegue {
    /// Performs the segue, with the cell as sender.
    package let perform: SeguePerformer

    package init(perform: @escaping SeguePerformer) { self.perform = perform }
}
