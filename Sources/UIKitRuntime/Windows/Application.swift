import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What an app's delegate is (UIKit's `UIApplicationDelegate`): its methods are the app's own,
/// and nothing here calls them, as no process launches the app. Sendable, as the one app that
/// holds it is reached from anywhere.
public protocol ApplicationDelegate: AnyObject, Sendable {}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The app (UIKit's `UIApplication`): its windows, its state, and the services it asks the system
/// for. A process here is an app in the foreground with no system behind it: URLs opened are
/// recorded and answered, badges and settings kept, background tasks counted, and remote
/// notifications never arrive.
open class Application: Responder {
    /// Where the app is in its life (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable { case active, inactive, background }

    /// The app (`UIApplication.shared`).
    open class var shared: Application { sharedApplication }
    private static let sharedApplication = Application()

    // Behind a lock: without the views' isolation any thread may reach the one app.
    struct Stored {
        weak var delegate: (any ApplicationDelegate)?
        var windows: [WeakWindow] = []
        var openedURLs: [URL] = []
        var badge = 0
        var idleTimerDisabled = false
        var ignoringInteraction = 0
        var networkActivityVisible = false
        var statusBarHidden = false
        var statusBarStyle = StatusBarStyle.default
        var supportsShakeToEdit = true
        var alternateIconName: String?
        var nextTask = 1
        var tasks: [Int: (@Sendable () -> Void)?] = [:]
        var registeredForRemoteNotifications = false
        var mainScene: WindowScene?
        var shortcutItems: [ShortcutItem]?
        var restorationObjects: [String: AnyObject] = [:]
        var ignoresNextSnapshot = false
        var restorationExtensions = 0
    }
    struct WeakWindow { weak var window: Window? }
    let stored = Locked(Stored())

    /// An app as `shared` is (for subclasses; code asks `shared`).
    public override init() { super.init() }
    /// Made as `init()` makes it: there are no archives here.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The app's delegate, held weakly.
    open var delegate: (any ApplicationDelegate)? {
        get { stored.withLock { $0.delegate } }
        set { stored.withLock { $0.delegate = newValue } }
    }

    /// Where the app is in its life: active, as a process here runs in the foreground.
    open var applicationState: State { .active }

    /// The windows shown (`makeKeyAndVisible()`) and still alive, in the order shown.
    open var windows: [Window] { stored.withLock { $0.windows.compactMap(\.window) } }

    /// The window shown last that is still key.
    open var keyWindow: Window? { windows.last { $0.isKeyWindow } }

    /// Records `window` as shown, and the only key window.
    package func windowBecameKey(_ window: Window) {
        if window.windowScene == nil { window.windowScene = mainScene }
        for other in windows where other !== window { other.isKeyWindow = false }
        stored.withLock { state in
            state.windows.removeAll { $0.window == nil || $0.window === window }
            state.windows.append(WeakWindow(window: window))
        }
    }

    // MARK: Opening URLs

    /// The URLs `open(_:options:completionHandler:)` and `openURL(_:)` were asked to open, in order.
    public var openedURLs: [URL] { stored.withLock { $0.openedURLs } }

    /// Whether some app handles `url`: one with a scheme.
    open func canOpenURL(_ url: URL) -> Bool { !(url.scheme ?? "").isEmpty }

    /// Records `url` as opened and answers `completion` at once (UIKit answers on the next turn
    /// of the main loop) with whether it could be opened.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        let opened = canOpenURL(url)
        if opened { stored.withLock { $0.openedURLs.append(url) } }
        completion?(opened)
    }

    /// Records `url` as opened (UIKit's deprecated form of `open(_:options:completionHandler:)`).
    @discardableResult
    open func openURL(_ url: URL) -> Bool {
        var opened = false
        open(url) { opened = $0 }
        return opened
    }

    /// The URL of the app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings.
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app claims the URL as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    // MARK: Actions and events

    /// Sends `action` to `target`, or, when it is nil, to the first responder of the key window
    /// (or `sender`, if a responder) and up its chain; whether some object took it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Event?) -> Bool {
        let arguments: [Any?] = [sender, event]
        if let target {
            guard let object = TargetAction.object(target, for: action, in: "sendAction(_:to:from:for:)") else { return false }
            return SelectorDispatch.perform(action, on: object, with: arguments)
        }
        let start: Responder? = keyWindow.flatMap(Self.firstResponder(in:)) ?? (sender as? Responder)
        guard let responder = start?.target(forAction: action, withSender: sender) else { return false }
        return SelectorDispatch.perform(action, on: responder as AnyObject, with: arguments)
    }

    private static func firstResponder(in view: View) -> View? {
        if view.isFirstResponder { return view }
        for subview in view.subviews { if let found = firstResponder(in: subview) { return found } }
        return nil
    }

    /// Whether touches are held back (`beginIgnoringInteractionEvents()`, counted).
    open var isIgnoringInteractionEvents: Bool { stored.withLock { $0.ignoringInteraction > 0 } }
    /// Holds touches back until the matching `endIgnoringInteractionEvents()`.
    open func beginIgnoringInteractionEvents() { stored.withLock { $0.ignoringInteraction += 1 } }
    /// Ends one `beginIgnoringInteractionEvents()`.
    open func endIgnoringInteractionEvents() { stored.withLock { $0.ignoringInteraction = max(0, $0.ignoringInteraction - 1) } }
    /// Whether the app supports shaking to undo (kept).
    open var applicationSupportsShakeToEdit: Bool {
        get { stored.withLock { $0.supportsShakeToEdit } }
        set { stored.withLock { $0.supportsShakeToEdit = newValue } }
    }

    // MARK: Settings the system shows

    /// The number on the app's icon (kept).
    open var applicationIconBadgeNumber: Int {
        get { stored.withLock { $0.badge } }
        set { stored.withLock { $0.badge = newValue } }
    }
    /// Whether the screen stays lit while the app runs (kept).
    open var isIdleTimerDisabled: Bool {
        get { stored.withLock { $0.idleTimerDisabled } }
        set { stored.withLock { $0.idleTimerDisabled = newValue } }
    }
    /// Whether the status bar's activity spinner shows (kept).
    open var isNetworkActivityIndicatorVisible: Bool {
        get { stored.withLock { $0.networkActivityVisible } }
        set { stored.withLock { $0.networkActivityVisible = newValue } }
    }
    /// Whether the status bar is hidden (`setStatusBarHidden(_:with:)`).
    open var isStatusBarHidden: Bool { stored.withLock { $0.statusBarHidden } }
    /// Hides or shows the status bar.
    open func setStatusBarHidden(_ hidden: Bool, with animation: StatusBarAnimation) {
        stored.withLock { $0.statusBarHidden = hidden }
    }
    /// The status bar's style (`setStatusBarStyle(_:animated:)`).
    open var statusBarStyle: StatusBarStyle {
        get { stored.withLock { $0.statusBarStyle } }
        set { stored.withLock { $0.statusBarStyle = newValue } }
    }
    /// Sets the status bar's style.
    open func setStatusBarStyle(_ style: StatusBarStyle, animated: Bool) { stored.withLock { $0.statusBarStyle = style } }
    /// The status bar's frame: the key window's top safe-area inset across the screen, or zero
    /// when hidden.
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let window = keyWindow
        return CGRect(x: 0, y: 0, width: window?.bounds.width ?? Screen.main.bounds.width,
                      height: window?.safeAreaInsets.top ?? 20)
    }
    /// The interface's orientation: portrait, as the screen is.
    open var statusBarOrientation: InterfaceOrientation { .portrait }
    /// The app's layout direction: the locale's, left to right here.
    open var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }
    /// The text size the user chose: large, the default.
    open var preferredContentSizeCategory: ContentSizeCategory { .large }
    /// The orientations `window` may take: all but upside down, as an iPhone app's.
    open func supportedInterfaceOrientations(for window: Window?) -> InterfaceOrientationMask { .allButUpsideDown }

    /// Whether the app may change its icon (not here: there is no home screen).
    open var supportsAlternateIcons: Bool { false }
    /// The alternate icon's name: nil, as none can be set.
    open var alternateIconName: String? { stored.withLock { $0.alternateIconName } }
    /// Answers `completion` with an error: no home screen shows icons here.
    open func setAlternateIconName(_ name: String?, completionHandler completion: ((Error?) -> Void)? = nil) {
        completion?(CocoaError(.featureUnsupported))
    }
    /// Answers whether `url` was opened (see `open(_:options:completionHandler:)`).
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        let opened = canOpenURL(url)
        if opened { stored.withLock { $0.openedURLs.append(url) } }
        return opened
    }
    /// Throws, as the completion form reports: no home screen shows icons here.
    open func setAlternateIconName(_ alternateIconName: String?) async throws {
        throw CocoaError(.featureUnsupported)
    }
    /// The quick actions the app's icon offers (kept; no home screen shows them here).
    open var shortcutItems: [ShortcutItem]? {
        get { stored.withLock { $0.shortcutItems } }
        set { stored.withLock { $0.shortcutItems = newValue } }
    }
    /// Hands `event` to its receivers: each touch to its view's touch method for its phase,
    /// each press to the key window's first responder (or the window). Gesture recognizers see
    /// touches from the touch drivers (`View.tap(at:)`), not from here.
    open func sendEvent(_ event: Event) {
        if let event = event as? PressesEvent {
            guard let window = keyWindow else { return }
            let responder: Responder = Self.firstResponder(in: window) ?? window
            let ended = event.allPresses.filter { $0.phase == .ended }
            let began = event.allPresses.filter { $0.phase == .began }
            if !began.isEmpty { responder.pressesBegan(began, with: event) }
            if !ended.isEmpty { responder.pressesEnded(ended, with: event) }
            return
        }
        for touch in event.allTouches ?? [] {
            guard let view = touch.view else { continue }
            switch touch.phase {
            case .began: view.touchesBegan([touch], with: event)
            case .moved: view.touchesMoved([touch], with: event)
            case .ended: view.touchesEnded([touch], with: event)
            case .cancelled: view.touchesCancelled([touch], with: event)
            case .stationary: break
            }
        }
    }

    // MARK: State restoration (kept: nothing is saved between launches here)

    /// Registers `object` to be found under `restorationIdentifier` when state is restored.
    open class func registerObject(forStateRestoration object: AnyObject, restorationIdentifier: String) {
        shared.stored.withLock { $0.restorationObjects[restorationIdentifier] = object }
    }
    /// The object registered under `identifier`, if any.
    public func registeredObject(forStateRestoration identifier: String) -> AnyObject? {
        stored.withLock { $0.restorationObjects[identifier] }
    }
    /// Keeps the system from showing the saved snapshot at the next launch (kept: none is taken).
    open func ignoreSnapshotOnNextApplicationLaunch() { stored.withLock { $0.ignoresNextSnapshot = true } }
    /// Whether `ignoreSnapshotOnNextApplicationLaunch()` was called.
    public var ignoresSnapshotOnNextLaunch: Bool { stored.withLock { $0.ignoresNextSnapshot } }
    /// Keeps state restoration going past the launch until `completeStateRestoration()` (counted).
    open func extendStateRestoration() { stored.withLock { $0.restorationExtensions += 1 } }
    /// Ends one `extendStateRestoration()`.
    open func completeStateRestoration() { stored.withLock { $0.restorationExtensions = max(0, $0.restorationExtensions - 1) } }
    /// Whether state restoration was extended and not yet completed.
    public var isRestoringState: Bool { stored.withLock { $0.restorationExtensions > 0 } }
    /// The key of the app's version in restored state.
    nonisolated public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersion"
    /// The key of the system's version in restored state.
    nonisolated public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersion"
    /// The key of when state was saved.
    nonisolated public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestamp"
    /// The key of the device's idiom in restored state.
    nonisolated public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiom"
    /// The key of the storyboard a restored controller came from.
    nonisolated public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboard"
    /// The exception UIKit raises for an orientation the app does not support.
    nonisolated public static let invalidInterfaceOrientationException = NSExceptionName("UIApplicationInvalidInterfaceOrientation")

    // MARK: Scenes (Application+Scenes)

    /// The scenes connected to the app: the one window scene of the device's screen, connected
    /// and active from when the app first asks.
    open var connectedScenes: Set<Scene> { [mainScene] }
    /// The sessions of the app's scenes: the main scene's.
    open var openSessions: Set<SceneSession> { [mainScene.session] }
    /// Asks for a new scene, or to bring `sceneSession`'s forward: `errorHandler` is told that the
    /// app supports one scene, as an iPhone app does, unless the session is the main scene's.
    open func requestSceneSessionActivation(_ sceneSession: SceneSession?, userActivity: NSUserActivity?,
                                            options: Scene.ActivationRequestOptions?, errorHandler: ((Error) -> Void)? = nil) {
        activateScene(sceneSession, errorHandler: errorHandler)
    }
    /// Asks to close `sceneSession`'s scene: `errorHandler` is told the main scene can't be closed.
    open func requestSceneSessionDestruction(_ sceneSession: SceneSession, options: SceneDestructionRequestOptions?,
                                             errorHandler: ((Error) -> Void)? = nil) {
        errorHandler?(SceneError(.requestDenied))
    }
    /// Asks the system to refresh `sceneSession`'s snapshot (nothing is snapshotted here).
    open func requestSceneSessionRefresh(_ sceneSession: SceneSession) {}

    /// Whether the app shows several windows side by side (not on a phone).
    open var supportsMultipleScenes: Bool { false }
    /// Whether protected files can be read: yes, as no passcode locks the device.
    open var isProtectedDataAvailable: Bool { true }

    // MARK: Background work, which runs until ended as the app never leaves the foreground

    /// Whether background refresh is allowed: available.
    open var backgroundRefreshStatus: BackgroundRefreshStatus { .available }
    /// The time left to finish background tasks: unbounded, as in the foreground.
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    /// The background tasks begun and not yet ended.
    public var backgroundTasks: [BackgroundTaskIdentifier] {
        stored.withLock { $0.tasks.keys.sorted().map(BackgroundTaskIdentifier.init(rawValue:)) }
    }

    /// Begins a background task; `handler` would run if time ran out, which it does not here.
    open func beginBackgroundTask(expirationHandler handler: (@Sendable () -> Void)? = nil) -> BackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Begins a background task named `taskName`.
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@Sendable () -> Void)? = nil)
        -> BackgroundTaskIdentifier {
        stored.withLock { state in
            let identifier = state.nextTask
            state.nextTask += 1
            state.tasks[identifier] = handler
            return BackgroundTaskIdentifier(rawValue: identifier)
        }
    }

    /// Ends a background task; ending one already ended, or `.invalid`, does nothing.
    open func endBackgroundTask(_ identifier: BackgroundTaskIdentifier) {
        _ = stored.withLock { $0.tasks.removeValue(forKey: identifier.rawValue) }
    }

    /// Asks for a device token (none comes: there is no push service here).
    open func registerForRemoteNotifications() { stored.withLock { $0.registeredForRemoteNotifications = true } }
    /// Stops asking for remote notifications.
    open func unregisterForRemoteNotifications() { stored.withLock { $0.registeredForRemoteNotifications = false } }
    /// Whether `registerForRemoteNotifications()` was called since the last unregistering.
    open var isRegisteredForRemoteNotifications: Bool { stored.withLock { $0.registeredForRemoteNotifications } }
    /// Starts receiving the remote control's events (none come here).
    open func beginReceivingRemoteControlEvents() {}
    /// Stops receiving the remote control's events.
    open func endReceivingRemoteControlEvents() {}
}
