import AutoLayout
import UIKitRuntime
import Foundation

/// A controller's item in a tab bar (UIKit's `UITabBarItem`), kept.
open class TabBarItem {
    public var title: String?
    public var image: Image?
    public var selectedImage: Image?
    public var tag: Int
    public var badgeValue: String?

    public init(title: String?, image: Image?, tag: Int) {
        (self.title, self.image, self.tag) = (title, image, tag)
    }
    public init(title: String?, image: Image?, selectedImage: Image?) {
        (self.title, self.image, self.selectedImage, self.tag) = (title, image, selectedImage, 0)
    }
}
