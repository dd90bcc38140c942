//
//  LoginViewController.swift
//  An app's login screen, written for iOS: target-action, a gesture, a bar button item and a
//  notification observer, all through selectors.
//

import UIKit
import SnapKit

extension Notification.Name {
    static let sessionDidExpire = Notification.Name("SessionDidExpire")
}

final class LoginViewController: UIViewController {
    @IBOutlet var emailField: UITextField! = UITextField()
    let loginButton = UIButton(type: .system)
    let statusLabel = UILabel()

    var loginAttempts = 0
    var lastSender: UIButton?
    var helpShown = false
    var expiredSessions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(showHelp))

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        loginButton.setTitle("Log in", for: .normal)
        loginButton.addTarget(self, action: #selector(didTapLogin(_:)), for: .touchUpInside)
        statusLabel.text = "Signed out"

        view.addSubview(emailField)
        view.addSubview(loginButton)
        view.addSubview(statusLabel)
        emailField.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(44)
        }
        loginButton.snp.makeConstraints { make in
            make.top.equalTo(emailField.snp.bottom).offset(12)
            make.centerX.equalToSuperview()
            make.width.equalTo(120)
            make.height.equalTo(44)
        }
        statusLabel.snp.makeConstraints { make in
            make.top.equalTo(loginButton.snp.bottom).offset(8)
            make.leading.equalTo(emailField)
        }

        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)

        NotificationCenter.default.addObserver(
            self, selector: #selector(sessionDidExpire(_:)), name: .sessionDidExpire, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func didTapLogin(_ sender: UIButton) {
        loginAttempts += 1
        lastSender = sender
        statusLabel.text = "Signing in…"
    }

    @objc func showHelp() {
        helpShown = true
    }

    @objc private func sessionDidExpire(_ notification: Notification) {
        expiredSessions += 1
        statusLabel.text = "Session expired"
    }
}

extension UIViewController {
    @objc func dismissKeyboard() {
        view.endEditing(true)
    }
}

#Preview {
    LoginViewController()
}
