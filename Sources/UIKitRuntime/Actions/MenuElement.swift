import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Something a menu holds (UIKit's `UIMenuElement`, an `NSObject`): an action or a submenu, with
/// the title and image the menu shows.
open class MenuElement: NSObject {
    /// The title a menu shows.
    open var title: String
    /// The image a menu shows.
    open var image: Image?
    /// A second line under the title (kept).
    open var subtitle: String?

    /// An element with a title and an image.
    public init(title: String, image: Image?) {
        (self.title, self.image) = (title, image)
        super.init()
    }

    /// UIKit's decoding initializer, required as `NSCoding` makes it: there are no archives here,
    /// so the element has an empty title.
    public required init?(coder: NSCoder) {
        title = ""
        super.init()
    }
}
