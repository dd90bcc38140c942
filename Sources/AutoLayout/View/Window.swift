import Foundation

/// The root of what a screen shows (UIKit's `UIWindow`). Its safe area is the screen's: 20 above
/// for the status bar on a phone without a notch (under 812 points tall), 47 above and 34 below
/// on one with. Declared with `View` because a view's hooks name it (`willMove(toWindow:)`,
/// `window`); showing a controller (`rootViewController`, `makeKeyAndVisible()`) is `UIKitRuntime`'s.
open class Window: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIWindow", Window.self) }

    /// The owner whose view fills the window (`UIKitRuntime`'s `rootViewController`).
    package var rootOwner: (any ViewOwner)?
    /// The scene the window belongs to (`UIKitRuntime`'s `windowScene`), held weakly as UIKit holds it.
    package weak var sceneReference: AnyObject?
    /// Whether `makeKeyAndVisible()` was called.
    public package(set) var isKeyWindow = false
    /// Where the window stacks among windows (UIKit's `UIWindow.Level`): higher levels show above.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// The level `rhs` above `lhs` (`.alert + 1`).
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// The level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
        /// An app's windows.
        public static let normal = Level(0)
        /// The status bar's.
        public static let statusBar = Level(1000)
        /// Alerts'.
        public static let alert = Level(2000)
    }
    /// The window's level (kept: windows are not stacked on a screen here).
    open var windowLevel = Level.normal
    override package var descriptionExtras: DescriptionExtras { DescriptionExtras(layerClassName: "UIWindowLayer") }

    /// The window's undo manager, which its views and controllers share (made when first asked for).
    open override var undoManager: UndoManager? {
        if let manager = ownUndoManager { return manager }
        let manager = UndoManager()
        ownUndoManager = manager
        return manager
    }
    private var ownUndoManager: UndoManager?

    /// A window of `frame` (the screen's bounds for an app's window).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyScreenInsets()
    }

    private func applyScreenInsets() {
        let notched = frame.height >= 812
        additionalSafeAreaInsets = EdgeInsets(top: notched ? 47 : 20, left: 0, bottom: notched ? 34 : 0, right: 0)
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyScreenInsets()
    }
}
