import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Where an unwind segue starts (UIKit's `UIStoryboardUnwindSegueSource`): the controller, the
/// action the destination implements and the sender.
open class StoryboardUnwindSegueSource: NSObject {
    /// The controller the segue unwinds from.
    open private(set) var source: ViewController
    /// The action the controller unwound to implements.
    open private(set) var unwindAction: Selector
    /// What started the segue.
    open private(set) var sender: Any?

    /// A source at `source`, unwinding to a controller implementing `unwindAction`.
    public init(source: ViewController, unwindAction: Selector, sender: Any?) {
        (self.source, self.unwindAction, self.sender) = (source, unwindAction, sender)
    }
}

// UIKit's default answers for unwind segues, which search the controllers back from the source.

extension ViewController {
    /// `canPerformUnwindSegueAction(_:from:sender:)`'s default: whether this controller implements
    /// `action`, unless it is the source itself.
    func canUnwind(_ action: Selector, from source: ViewController, sender: Any?) -> Bool {
        source !== self && responds(to: action)
    }

    /// `allowedChildrenForUnwinding(from:)`'s default: the children, without the one the segue
    /// comes from (it is searched already).
    func childrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        let from = childContaining(source)
        return children.filter { $0 !== from }
    }

    /// `childContaining(_:)`'s default: the child whose parent or presenter chain reaches the source.
    func child(containing source: StoryboardUnwindSegueSource) -> ViewController? {
        var current: ViewController? = source.source
        while let controller = current {
            if controller.parent === self { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }
}
