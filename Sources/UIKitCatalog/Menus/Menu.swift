import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Something a menu holds (UIKit's `UIMenuElement`): an action or a submenu.
public protocol MenuElement: AnyObject {}
extension Action: MenuElement {}

/// A menu of actions (UIKit's `UIMenu`), kept for buttons and bar items.
public final class Menu: MenuElement {
    /// How the menu shows.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
    public let title: String
    public let image: Image?
    public let options: Options
    public let children: [MenuElement]

    /// A menu of `children`.
    public init(title: String = "", image: Image? = nil, options: Options = [], children: [MenuElement] = []) {
        (self.title, self.image, self.options, self.children) = (title, image, options, children)
    }
}
