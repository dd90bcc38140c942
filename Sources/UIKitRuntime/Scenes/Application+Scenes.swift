import AutoLayout
import Foundation

extension Application {
    /// The app's window scene on the device's screen, made and activated when first asked for.
    package var mainScene: WindowScene {
        if let scene = stored.withLock({ $0.mainScene }) { return scene }
        let configuration = SceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        let session = SceneSession(role: .windowApplication, configuration: configuration)
        let scene = WindowScene(session: session, connectionOptions: Scene.ConnectionOptions())
        scene.activationState = .foregroundActive
        stored.withLock { $0.mainScene = scene }
        return scene
    }

    /// `requestSceneSessionActivation`'s work: the main scene's session is already in front;
    /// any other request is refused, as an iPhone app supports one scene.
    func activateScene(_ sceneSession: SceneSession?, errorHandler: ((Error) -> Void)?) {
        if let sceneSession, sceneSession === mainScene.session { return }
        errorHandler?(SceneError(.multipleScenesNotSupported))
    }
}

extension Scene {
    /// How a scene is asked to activate (UIKit's `UIScene.ActivationRequestOptions`).
    open class ActivationRequestOptions: NSObject {
        /// The scene asking (kept).
        open var requestingScene: Scene?
    }
}

/// How a scene is asked to close (UIKit's `UISceneDestructionRequestOptions`).
open class SceneDestructionRequestOptions: NSObject {}

/// Why a scene request failed (UIKit's `UISceneError`).
public struct SceneError: Error, Sendable, Equatable {
    /// The failures a scene request reports (UIKit's `UISceneError.Code`).
    public enum Code: Int, Sendable {
        case multipleScenesNotSupported = 0, requestDenied = 1, geometryRequestUnsupported = 100, geometryRequestDenied = 101
    }
    /// What failed.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}

extension Window {
    /// A window across `windowScene`'s screen, attached to the scene.
    public convenience init(windowScene: WindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to: set, it joins the scene's windows. A window shown
    /// without one joins the app's main scene.
    public var windowScene: WindowScene? {
        get { sceneReference as? WindowScene }
        set {
            guard newValue !== windowScene else { return }
            windowScene?.detach(self)
            sceneReference = newValue
            newValue?.attach(self)
        }
    }
}
