import AutoLayout
import Foundation

/// A controller's item in a tab bar (UIKit's `UITabBarItem`), kept.
open class TabBarItem: BarItem {
    /// The image while the tab is selected.
    public var selectedImage: Image?
    /// The text on the item's badge; nil for none.
    public var badgeValue: String?

    /// An item with no title or image.
    public override init() { super.init() }

    /// UIKit's decoding initializer: there are no archives here, so the item is made as `init()`
    /// makes it.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item with a title, an image and a tag.
    public init(title: String?, image: Image?, tag: Int) {
        super.init()
        (self.title, self.image, self.tag) = (title, image, tag)
    }
    /// An item with a title and its unselected and selected images.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.selectedImage = selectedImage
        super.init()
        (self.title, self.image) = (title, image)
    }
}
