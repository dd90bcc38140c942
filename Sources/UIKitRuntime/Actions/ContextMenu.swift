import AutoLayout
import Foundation

// UIKit's context menus, as far as controls declare them: the configuration a menu shows in, the
// interaction that asks its delegate for one, and the previews and animators the delegate's
// callbacks receive. Nothing presents menus here; apps and tests drive the callbacks.

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): an identifier, a preview
/// and the menu its action provider makes.
open class ContextMenuConfiguration: NSObject {
    /// How a menu orders its elements (UIKit's `UIContextMenuConfiguration.ElementOrder`).
    public enum ElementOrder: Int, Sendable { case automatic, priority, fixed }
    /// Makes the view controller previewed with the menu (UIKit's `UIContextMenuContentPreviewProvider`).
    public typealias PreviewProvider = () -> ViewController?
    /// Makes the menu from the elements the system suggests (UIKit's `UIContextMenuActionProvider`).
    public typealias ActionProvider = ([MenuElement]) -> Menu?

    /// What tells this configuration apart: the one given, else a new unique string.
    public let identifier: NSCopying
    /// How the menu orders its elements.
    open var preferredMenuElementOrder = ElementOrder.automatic
    /// Makes the previewed view controller.
    public let previewProvider: PreviewProvider?
    /// Makes the menu.
    public let actionProvider: ActionProvider?

    /// A configuration with `identifier` (a unique one if nil), a preview and a menu.
    public init(identifier: NSCopying?, previewProvider: PreviewProvider?, actionProvider: ActionProvider?) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        (self.previewProvider, self.actionProvider) = (previewProvider, actionProvider)
        super.init()
    }

    /// The menu the action provider makes with no suggested elements.
    public var menu: Menu? { actionProvider?([]) }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a context menu interaction asks of its delegate (UIKit's `UIContextMenuInteractionDelegate`).
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The configuration to show a menu in for a press at `location`, or nil for none.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration?
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The interaction that shows a view's context menu (UIKit's `UIContextMenuInteraction`): it asks
/// its delegate what to show; showing it is left to the app here.
open class ContextMenuInteraction: NSObject, Interaction {
    /// What it asks for the configuration.
    public private(set) weak var delegate: ContextMenuInteractionDelegate?
    /// The view it belongs to.
    public internal(set) weak var view: View?

    /// An interaction asking `delegate`.
    public init(delegate: ContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// About to move to `view` (added to it, or removed with nil).
    open func willMove(to view: View?) {}
    /// Moved to `view`: the interaction belongs to it.
    open func didMove(to view: View?) { self.view = view }

    /// The delegate's configuration for a press at `location` in the interaction's view.
    open func configuration(at location: CGPoint) -> ContextMenuConfiguration? {
        delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A view as a menu previews it (UIKit's `UITargetedPreview`).
open class TargetedPreview: NSObject {
    /// The view previewed.
    public let view: View
    /// The preview's size: the view's.
    open var size: CGSize { view.bounds.size }

    /// A preview of `view`.
    public init(view: View) {
        self.view = view
        super.init()
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What animates a menu in or out (UIKit's `UIContextMenuInteractionAnimating`).
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The view controller previewed, if any.
    var previewViewController: ViewController? { get }
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The interaction that shows a control's tooltip to a pointer (UIKit's `UIToolTipInteraction`;
/// there is no pointer here to show it to).
open class ToolTipInteraction: NSObject, Interaction {
    /// Whether the tooltip shows.
    open var isEnabled = true
    /// The tooltip shown.
    open var defaultToolTip: String?
    /// The view it belongs to.
    public internal(set) weak var view: View?

    /// An interaction with no tooltip.
    public override init() { super.init() }

    /// About to move to `view` (added to it, or removed with nil).
    open func willMove(to view: View?) {}
    /// Moved to `view`: the interaction belongs to it.
    open func didMove(to view: View?) { self.view = view }

    /// An interaction showing `defaultToolTip`.
    public init(defaultToolTip: String) {
        self.defaultToolTip = defaultToolTip
        super.init()
    }
}
