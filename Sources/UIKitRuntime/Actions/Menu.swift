import AutoLayout
import Foundation

/// A menu of actions (UIKit's `UIMenu`, a menu element apps may subclass), kept for buttons and
/// bar items.
open class Menu: MenuElement {
    /// How the menu shows.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
    /// How it shows.
    public let options: Options
    /// What it holds.
    public let children: [MenuElement]

    /// A menu of `children`.
    public init(title: String = "", image: Image? = nil, options: Options = [], children: [MenuElement] = []) {
        (self.options, self.children) = (options, children)
        super.init(title: title, image: image)
    }

    /// UIKit's decoding initializer: there are no archives here, so the menu is empty.
    public required init?(coder: NSCoder) {
        (options, children) = ([], [])
        super.init(coder: coder)
    }

    /// A copy of the menu holding `children` instead.
    open func replacingChildren(_ children: [MenuElement]) -> Menu {
        Menu(title: title, image: image, options: options, children: children)
    }
}
