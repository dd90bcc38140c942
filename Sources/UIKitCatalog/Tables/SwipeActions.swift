import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A button a swipe on a row reveals (UIKit's `UIContextualAction`): its title, look and handler.
/// No swipe reveals it here; `perform(in:completion:)` does what tapping it does.
open class ContextualAction: NSObject {
    /// How the button looks and what a full swipe does (UIKit's `UIContextualAction.Style`).
    public enum Style: Int, Sendable { case normal, destructive }
    /// What tapping the button runs: the action, the view showing it, and a completion to call
    /// with whether the action was done.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The button's style.
    public let style: Style
    /// The handler.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's colour: red for a destructive action, grey otherwise, unless set.
    open var backgroundColor: Color! {
        get { storedBackground ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackground = newValue }
    }
    private var storedBackground: Color?
    /// The button's image (kept).
    open var image: Image?

    /// A button of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// Runs the handler as tapping the button does, with `view` as the view showing it.
    public func perform(in view: View, completion: @escaping (Bool) -> Void = { _ in }) {
        handler(self, view, completion)
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The buttons a swipe on a row reveals (UIKit's `UISwipeActionsConfiguration`).
open class SwipeActionsConfiguration: NSObject {
    /// The buttons, from the edge inward.
    public let actions: [ContextualAction]
    /// Whether swiping all the way runs the first action (yes by default; kept).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
        super.init()
    }
}
