import Foundation
import Testing
import UIKitLayout

/// The login screen from Examples/PortedApp, compiled unedited through the port plugin: its
/// button, gesture, bar button item and notification reach the `@objc` methods they name.
@Suite @MainActor struct LoginScreenTests {  // views are the main actor's, as on iOS
    private func loaded() -> LoginViewController {
        let controller = LoginViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        return controller
    }

    @Test func theScreenLaysOutAsItsSnapKitConstraintsSay() {
        let login = loaded()
        // 16 in from each side of 375: 343 wide; 20 below the safe area's top (0 here).
        #expect(login.emailField.frame == CGRect(x: 16, y: 20, width: 343, height: 44))
        // 120 wide, centred: (375 − 120) / 2 = 127.5; 20 + 44 + 12 = 76 down.
        #expect(login.loginButton.frame == CGRect(x: 127.5, y: 76, width: 120, height: 44))
        // 76 + 44 + 8 = 128 down, at the field's leading edge.
        #expect(login.statusLabel.frame.origin == CGPoint(x: 16, y: 128))
    }

    @Test func tappingLogInCallsItsPrivateActionWithTheButton() {
        let login = loaded()
        let hit = login.view.tap(at: CGPoint(x: 187.5, y: 98))
        #expect(hit === login.loginButton)
        #expect(login.loginAttempts == 1 && login.lastSender === login.loginButton)
        #expect(login.statusLabel.text == "Signing in…")
        #expect(login.loginButton.actions(forTarget: login, forControlEvent: .touchUpInside) == ["didTapLogin:"])
    }

    @Test func aTapOnTheBackgroundEndsEditingThroughAnExtensionsSelector() {
        let login = loaded()
        #expect(login.emailField.becomeFirstResponder())
        login.view.tap(at: CGPoint(x: 40, y: 400))  // below everything: the view's own tap recognizer
        #expect(!login.emailField.isFirstResponder)
        #expect(login.loginAttempts == 0)
    }

    @Test func theHelpItemAndTheNotificationReachTheirMethods() {
        let login = loaded()
        login.navigationItem.rightBarButtonItem?.tap()
        #expect(login.helpShown)
        NotificationCenter.default.post(name: .sessionDidExpire, object: nil)
        #expect(login.expiredSessions == 1 && login.statusLabel.text == "Session expired")
    }

    @Test func aSelectorNoMethodAnswersIsADiagnosticNotATrap() {
        let login = loaded()
        let (found, diagnostics) = LayoutDiagnostics.collect {
            SelectorDispatch.perform(Selector("noSuchMethod:", file: "App/Login.swift", line: 7), on: login, with: [nil])
        }
        #expect(!found)
        #expect(diagnostics.map(\.description) == [
            "Unrecognized selector noSuchMethod: sent to LoginViewController: no method of that Objective-C name in "
                + "the sources ported for it (App/Login.swift:7)",
        ])
    }
}
