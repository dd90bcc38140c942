import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A menu element that sends a selector up the responder chain (UIKit's `UICommand`).
open class Command: MenuElement {
    /// The selector the command sends.
    open private(set) var action: Selector
    /// A value the action may read to tell commands sharing it apart.
    open private(set) var propertyList: Any?
    /// The title shown where commands are listed (a keyboard's shortcut list), if not `title`.
    open var discoverabilityTitle: String?

    /// A command titled `title` sending `action`.
    public init(title: String = "", image: Image? = nil, action: Selector, propertyList: Any? = nil,
                discoverabilityTitle: String? = nil) {
        (self.action, self.propertyList, self.discoverabilityTitle) = (action, propertyList, discoverabilityTitle)
        super.init(title: title, image: image)
    }

    /// UIKit's decoding initializer: there are no archives here, so the command sends an empty selector.
    public required init?(coder: NSCoder) {
        action = Selector("")
        super.init(coder: coder)
    }
}
