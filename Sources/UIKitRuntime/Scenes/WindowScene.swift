import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A scene of windows on a screen (UIKit's `UIWindowScene`): the windows made for it, and the
/// screen's geometry and traits, which do not turn here.
open class WindowScene: Scene {
    private var windowReferences: [WeakWindow] = []
    private struct WeakWindow { weak var window: Window? }

    /// The screen the scene shows on.
    open var screen: Screen { Screen.main }
    /// The interface's orientation: portrait, as the screen is.
    open var interfaceOrientation: InterfaceOrientation { .portrait }
    /// The scene's coordinate space: the screen's.
    open var coordinateSpace: any CoordinateSpace { screen.coordinateSpace }
    /// The scene's traits: the screen's.
    open var traitCollection: TraitCollection { screen.traitCollection }
    /// The windows attached to the scene and still alive, in the order attached.
    open var windows: [Window] { windowReferences.compactMap(\.window) }
    /// The scene's key window, if one of its windows is key.
    open var keyWindow: Window? { windows.last { $0.isKeyWindow } }
    /// The status bar shown over the scene.
    open var statusBarManager: StatusBarManager? { StatusBarManager(scene: self) }
    /// The limits on the scene's size a user may resize it to: none on a phone, which does not resize scenes.
    open var sizeRestrictions: SizeRestrictions? { nil }

    /// Adds `window` to the scene's windows (from `Window.windowScene`).
    func attach(_ window: Window) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
    }

    /// Removes `window` from the scene's windows.
    func detach(_ window: Window) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }

    /// The sizes a scene may be resized to (UIKit's `UISceneSizeRestrictions`).
    open class SizeRestrictions: NSObject {
        /// The smallest size (kept).
        open var minimumSize = CGSize.zero
        /// The largest size (kept).
        open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The status bar over a window scene (UIKit's `UIStatusBarManager`): the app's style and
/// visibility, and the band the scene's key window leaves for it.
open class StatusBarManager: NSObject {
    private weak var scene: WindowScene?
    init(scene: WindowScene) { self.scene = scene }

    /// The bar's style: the app's.
    open var statusBarStyle: StatusBarStyle { Application.shared.statusBarStyle }
    /// Whether the bar is hidden: the app's setting.
    open var isStatusBarHidden: Bool { Application.shared.isStatusBarHidden }
    /// The bar's frame: the scene's key window's top safe-area inset across the screen (20 on a
    /// phone without a notch, 47 with), or zero when hidden.
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let screen = scene?.screen ?? Screen.main
        let window = scene?.keyWindow ?? scene?.windows.first
        return CGRect(x: 0, y: 0, width: window?.bounds.width ?? screen.bounds.width,
                      height: window?.safeAreaInsets.top ?? (screen.bounds.height >= 812 ? 47 : 20))
    }
}
