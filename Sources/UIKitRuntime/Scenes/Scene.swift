import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// One instance of the app's interface (UIKit's `UIScene`): its session, its delegate, and where
/// it is in its life. A process here runs one scene in the foreground, made when the app first
/// asks for its scenes (`Application.connectedScenes`).
open class Scene: Responder {
    /// Where a scene is in its life (UIKit's `UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// The session the scene shows.
    public let session: SceneSession
    /// The scene's delegate, held strongly as UIKit holds it.
    open var delegate: (any SceneDelegate)?
    /// Where the scene is in its life: active in the foreground once connected.
    public internal(set) var activationState = ActivationState.unattached
    /// The scene's title, shown by systems that list scenes (kept).
    open var title: String!
    /// The scene's subtitle (kept).
    open var subtitle = ""

    /// A scene showing `session`, connected with `connectionOptions`.
    public required init(session: SceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// Made as `init(session:connectionOptions:)` with a new session: there are no archives here.
    public required init?(coder: NSCoder) {
        session = SceneSession(role: .windowApplication, configuration: SceneConfiguration(name: nil, sessionRole: .windowApplication))
        super.init(coder: coder)
        session.scene = self
    }

    /// Opens `url` as the app does (`Application.open(_:options:completionHandler:)`).
    open func open(_ url: URL, options: OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        Application.shared.open(url, completionHandler: completion)
    }

    /// What a scene was connected with (UIKit's `UIScene.ConnectionOptions`): the URLs and
    /// activities that opened it, none when the app starts on its own.
    open class ConnectionOptions: NSObject {
        /// URLs the scene was opened to show.
        public let urlContexts: Set<OpenURLContext>
        /// Activities the scene was opened to continue.
        public let userActivities: Set<NSUserActivity>
        /// The identifier of the app that asked to open the scene, if another did.
        public let sourceApplication: String?
        /// The type of the activity being handed off, if one is.
        public let handoffUserActivityType: String?

        /// Options with the given URLs and activities.
        package init(urlContexts: Set<OpenURLContext> = [], userActivities: Set<NSUserActivity> = [],
                     sourceApplication: String? = nil, handoffUserActivityType: String? = nil) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
        }
    }

    /// How `open(_:options:completionHandler:)` opens a URL (UIKit's `UIScene.OpenExternalURLOptions`).
    open class OpenExternalURLOptions: NSObject {
        /// Open only if an app claims the URL as a universal link (kept).
        open var universalLinksOnly = false
    }

    /// A URL a scene is asked to open, with how it was asked (UIKit's `UIOpenURLContext`).
    open class OpenURLContext: NSObject {
        /// The URL.
        public let url: URL
        /// The app that asked, if another did.
        public let sourceApplication: String?
        /// A URL to open in place, not copied, when true.
        public let openInPlace: Bool

        /// A context for `url`.
        package init(url: URL, sourceApplication: String? = nil, openInPlace: Bool = false) {
            self.url = url
            self.sourceApplication = sourceApplication
            self.openInPlace = openInPlace
        }
        public override var hash: Int { url.hashValue }
        public override func isEqual(_ object: Any?) -> Bool { (object as? OpenURLContext)?.url == url }
    }

    /// Posted when a scene connects to the app.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene is removed from the app.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene becomes active.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to come to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene goes to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a scene's delegate answers (UIKit's `UISceneDelegate`): its life's steps. Each method is
/// optional, as UIKit's are: a delegate implements the ones it needs.
public protocol SceneDelegate: AnyObject {
    /// The scene connected to the app: the delegate makes its windows here.
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: Scene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: Scene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: Scene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: Scene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: Scene)
    /// The scene is asked to open URLs.
    func scene(_ scene: Scene, openURLContexts URLContexts: Set<Scene.OpenURLContext>)
    /// The activity that restores the scene's state, if any.
    func stateRestorationActivity(for scene: Scene) -> NSUserActivity?
    /// The scene is asked to continue an activity.
    func scene(_ scene: Scene, continue userActivity: NSUserActivity)
    /// The scene is about to continue an activity of `userActivityType`.
    func scene(_ scene: Scene, willContinueUserActivityWithType userActivityType: String)
    /// Continuing an activity of `userActivityType` failed.
    func scene(_ scene: Scene, didFailToContinueUserActivityWithType userActivityType: String, error: Error)
    /// An activity the scene continues was updated.
    func scene(_ scene: Scene, didUpdate userActivity: NSUserActivity)
}

extension SceneDelegate {
    /// Not implemented by this delegate.
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {}
    /// Not implemented by this delegate.
    public func sceneDidDisconnect(_ scene: Scene) {}
    /// Not implemented by this delegate.
    public func sceneDidBecomeActive(_ scene: Scene) {}
    /// Not implemented by this delegate.
    public func sceneWillResignActive(_ scene: Scene) {}
    /// Not implemented by this delegate.
    public func sceneWillEnterForeground(_ scene: Scene) {}
    /// Not implemented by this delegate.
    public func sceneDidEnterBackground(_ scene: Scene) {}
    /// Not implemented by this delegate.
    public func scene(_ scene: Scene, openURLContexts URLContexts: Set<Scene.OpenURLContext>) {}
    /// Not implemented by this delegate: no activity restores the scene.
    public func stateRestorationActivity(for scene: Scene) -> NSUserActivity? { nil }
    /// Not implemented by this delegate.
    public func scene(_ scene: Scene, continue userActivity: NSUserActivity) {}
    /// Not implemented by this delegate.
    public func scene(_ scene: Scene, willContinueUserActivityWithType userActivityType: String) {}
    /// Not implemented by this delegate.
    public func scene(_ scene: Scene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}
    /// Not implemented by this delegate.
    public func scene(_ scene: Scene, didUpdate userActivity: NSUserActivity) {}
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a window scene's delegate answers (UIKit's `UIWindowSceneDelegate`): the window it made,
/// and the scene's geometry changes.
public protocol WindowSceneDelegate: SceneDelegate {
    /// The window the delegate made for the scene.
    var window: Window? { get set }
    /// The scene's coordinate space, orientation or traits changed.
    func windowScene(_ windowScene: WindowScene, didUpdate previousCoordinateSpace: any CoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: InterfaceOrientation,
                     traitCollection previousTraitCollection: TraitCollection)
}

extension WindowSceneDelegate {
    /// Not implemented by this delegate.
    public func windowScene(_ windowScene: WindowScene, didUpdate previousCoordinateSpace: any CoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: InterfaceOrientation,
                            traitCollection previousTraitCollection: TraitCollection) {}
}
