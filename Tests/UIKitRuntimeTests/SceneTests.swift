import Foundation
import Testing
import AutoLayout
@testable import UIKitRuntime

/// A scene delegate as Xcode's template writes it: it makes its window when the scene connects.
private final class TemplateSceneDelegate: Responder, WindowSceneDelegate {
    var window: Window?
    var steps: [String] = []

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        window = Window(windowScene: windowScene)
        window?.rootViewController = ViewController()
        window?.makeKeyAndVisible()
        steps.append("connect \(session.role == .windowApplication)")
    }
    func sceneDidBecomeActive(_ scene: Scene) { steps.append("active") }
}

/// UIKit's scenes: the app's one window scene on the screen, the windows made for it, its status
/// bar, and the requests an iPhone app's scene refuses.
@Suite struct SceneTests {
    @Test func theAppHasOneActiveWindowSceneOnTheMainScreen() throws {
        let app = Application()
        #expect(app.connectedScenes.count == 1)
        let scene = try #require(app.connectedScenes.first as? WindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.screen === Screen.main)
        #expect(scene.interfaceOrientation == .portrait)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.scene === scene)
        #expect(app.openSessions == [scene.session])
        #expect(scene.sizeRestrictions == nil)
    }

    @Test func aWindowMadeForASceneFillsItsScreenAndJoinsItsWindows() {
        let scene = Application().mainScene
        let window = Window(windowScene: scene)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 375, height: 667))  // Screen.main's bounds
        #expect(window.windowScene === scene)
        #expect(scene.windows == [window])
        #expect(scene.keyWindow == nil)
        window.isKeyWindow = true
        #expect(scene.keyWindow === window)
        window.windowScene = nil
        #expect(scene.windows.isEmpty)
    }

    @Test func aTemplateDelegateMakesItsWindowWhenTheSceneConnects() throws {
        let scene = Application().mainScene
        let delegate = TemplateSceneDelegate()
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: scene.session, options: Scene.ConnectionOptions())
        delegate.sceneDidBecomeActive(scene)
        delegate.sceneWillResignActive(scene)  // not implemented: the protocol's default
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene)
        #expect(window.rootViewController?.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(delegate.steps == ["connect true", "active"])
    }

    @Test func theStatusBarIsTheKeyWindowsTopInset() {
        let scene = Application().mainScene
        let window = Window(windowScene: scene)
        window.isKeyWindow = true
        window.layoutIfNeeded()
        // 667 points tall, under 812: no notch, so a 20-point status bar across the 375-point width.
        #expect(scene.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(scene.statusBarManager?.statusBarStyle == .default)
    }

    @Test func aSecondSceneIsRefusedAsOnAnIPhone() {
        let app = Application()
        var errors: [SceneError] = []
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0 as! SceneError) }
        app.requestSceneSessionActivation(app.mainScene.session, userActivity: nil, options: nil) { errors.append($0 as! SceneError) }
        app.requestSceneSessionDestruction(app.mainScene.session, options: nil) { errors.append($0 as! SceneError) }
        #expect(errors == [SceneError(.multipleScenesNotSupported), SceneError(.requestDenied)])
        #expect(app.connectedScenes.count == 1)
    }

    @Test func aWindowShownWithoutASceneJoinsTheMainOne() {
        let app = Application()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        app.windowBecameKey(window)
        #expect(window.windowScene === app.mainScene)
        #expect(app.mainScene.windows == [window])
    }

    @Test func aSceneAskedToTurnSaysTheRequestIsUnsupported() {
        let scene = Application.shared.mainScene
        var errors: [SceneError.Code] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait)) { errors.append(($0 as? SceneError)?.code ?? .requestDenied) }
        #expect(errors.isEmpty)  // already portrait: nothing to do
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append(($0 as? SceneError)?.code ?? .requestDenied) }
        #expect(errors == [.geometryRequestUnsupported])
        #expect(scene.effectiveGeometry.interfaceOrientation == .portrait && !scene.effectiveGeometry.isInteractivelyResizing)
        #expect(scene.effectiveGeometry.systemFrame == scene.screen.bounds)
        final class Player: ViewController {
            override var prefersInterfaceOrientationLocked: Bool { true }
        }
        let player = Player()
        player.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
        #expect(player.prefersInterfaceOrientationLocked && !ViewController().prefersInterfaceOrientationLocked)
    }
}
