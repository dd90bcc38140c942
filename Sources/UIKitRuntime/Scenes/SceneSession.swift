import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What one scene shows and keeps across its connections (UIKit's `UISceneSession`).
open class SceneSession: NSObject {
    /// What kind of scene a session is for (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A scene of the app's windows on the device's screen.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A scene on an external display, not interactive.
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene showing the session, while one is connected.
    open internal(set) weak var scene: Scene?
    /// What kind of scene the session is for.
    public let role: Role
    /// The configuration the session's scene is made from.
    public let configuration: SceneConfiguration
    /// An identifier that stays the same for the session's life.
    public let persistentIdentifier: String
    /// The activity that restores the session's scene (kept).
    open var stateRestorationActivity: NSUserActivity?
    /// The app's own values for the session (kept).
    open var userInfo: [String: Any]?

    /// A session of `role`, made from `configuration`.
    package init(role: Role, configuration: SceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Which classes make a scene and its delegate (UIKit's `UISceneConfiguration`).
open class SceneConfiguration: NSObject {
    /// The configuration's name in the app's manifest (nil for one made in code).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: SceneSession.Role
    /// The scene's class (nil: the role's, `WindowScene` for windows).
    open var sceneClass: AnyClass?
    /// The delegate's class, made when the scene connects (nil: no delegate).
    open var delegateClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: SceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
