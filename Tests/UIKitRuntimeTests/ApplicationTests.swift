import Foundation
import Testing
import AutoLayout
@_spi(MasonryPort) @testable import UIKitRuntime

/// A controller whose `refresh:` an application-sent action reaches.
private final class RefreshingController: ViewController {
    var refreshes: [String] = []
}

/// The methods of this file's classes, as the port plugin generates them.
private func registerDispatcher() {
    SelectorDispatch.register("ApplicationTests") { target, name, arguments in
        guard let controller = target as? RefreshingController, name == "refresh:" else { return false }
        // nil arguments ask only whether the method exists.
        if let arguments { controller.refreshes.append(arguments.first.flatMap { $0 }.map { "\(type(of: $0))" } ?? "nil") }
        return true
    }
}

/// UIKit's `UIApplication`: one app, its key window, URLs opened and background work, with no
/// system behind it.
@Suite struct ApplicationTests {
    @Test func theAppIsOneObjectInTheForeground() {
        #expect(Application.shared === Application.shared)
        #expect(Application.shared.applicationState == .active)
        #expect(Application.shared.backgroundTimeRemaining == .greatestFiniteMagnitude)
        #expect(Application.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
    }

    @Test func theStatusBarStyleIsSetAsTheDeprecatedPropertyAllows() {
        let previous = Application.shared.statusBarStyle
        Application.shared.statusBarStyle = .lightContent
        #expect(Application.shared.statusBarStyle == .lightContent)
        Application.shared.setStatusBarStyle(previous, animated: false)
        #expect(Application.shared.statusBarStyle == previous)
    }

    @Test func aWindowMadeKeyIsTheKeyWindowUntilAnotherIs() {
        let app = Application()
        let first = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let second = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        app.windowBecameKey(first)
        first.isKeyWindow = true
        #expect(app.keyWindow === first)
        app.windowBecameKey(second)
        second.isKeyWindow = true
        #expect(app.windows.count == 2)
        #expect(app.keyWindow === second)
        #expect(!first.isKeyWindow)
        // 812 high: a notched phone, whose status bar is the 47-point top inset.
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 47))
    }

    @Test func makeKeyAndVisibleRegistersTheWindowWithTheApp() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.makeKeyAndVisible()
        #expect(Application.shared.keyWindow === window)
        #expect(Application.shared.windows.last === window)
    }

    @Test func urlsOpenedAreRecordedAndAnswered() throws {
        let app = Application()
        var answers: [Bool] = []
        app.open(try #require(URL(string: "https://example.com/a"))) { answers.append($0) }
        app.open(try #require(URL(string: "no-scheme"))) { answers.append($0) }
        #expect(app.openURL(try #require(URL(string: "tel:123"))))
        #expect(answers == [true, false])
        #expect(app.openedURLs.map(\.absoluteString) == ["https://example.com/a", "tel:123"])
    }

    @Test func backgroundTasksRunUntilEnded() {
        let app = Application()
        let first = app.beginBackgroundTask(expirationHandler: nil)
        let second = app.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        #expect(first.rawValue == 1 && second.rawValue == 2)
        app.endBackgroundTask(first)
        app.endBackgroundTask(.invalid)
        #expect(app.backgroundTasks == [second])
    }

    @Test func settingsAreKeptAndInteractionIgnoringIsCounted() {
        let app = Application()
        app.applicationIconBadgeNumber = 3
        app.isIdleTimerDisabled = true
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.applicationIconBadgeNumber == 3 && app.isIdleTimerDisabled)
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        app.setStatusBarHidden(true, with: .fade)
        #expect(app.statusBarFrame == .zero)
    }

    @Test func sendActionReachesATargetOrTheResponderChainFromTheSender() {
        registerDispatcher()
        let app = Application()
        let controller = RefreshingController()
        let button = Button()
        controller.view.addSubview(button)
        #expect(app.sendAction(Selector("refresh:"), to: controller, from: button, for: nil))
        // No target and no key window: up the chain from the sender, to its view's controller.
        #expect(app.sendAction(Selector("refresh:"), to: nil, from: button, for: nil))
        #expect(!app.sendAction(Selector("missing:"), to: nil, from: button, for: nil))
        #expect(controller.refreshes == ["Button", "Button"])
    }
}
