import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog

/// A field that refuses digits, as delegates check what is typed.
private final class NoDigits: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        !string.contains { $0.isNumber }
    }
}

/// A one-character field that notes the delete key, as one-time-code fields override it.
private final class CodeField: TextField {
    var deletes = 0
    override func deleteBackward() {
        deletes += 1
        super.deleteBackward()
    }
}

/// Typing as the keyboard types, a navigation stack popped to a controller, and registering by class.
@Suite struct TypingAndStackTests {
    @Test func typingAsksTheDelegateAndTellsTheTargets() {
        let field = CodeField(), delegate = NoDigits()
        field.delegate = delegate
        var changes = 0
        field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
        field.insertText("ab")
        field.insertText("3")  // refused
        field.deleteBackward()
        #expect(field.text == "a" && changes == 2 && field.deletes == 1 && field.hasText)
        field.deleteBackward()
        field.deleteBackward()  // nothing left: nothing changes
        #expect(field.text == "" && changes == 3 && !field.hasText)
    }

    @Test func aTextViewTypesToo() {
        let textView = TextView()
        textView.insertText("Hello")
        textView.deleteBackward()
        #expect(textView.text == "Hell" && textView.hasText)
    }

    @Test func poppingToAControllerRemovesThoseAboveAndTellsTheDelegate() {
        final class Log: NavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
                shown.append(viewController.title ?? "")
            }
        }
        let root = ViewController(), middle = ViewController(), top = ViewController()
        (root.title, middle.title, top.title) = ("root", "middle", "top")
        let navigation = NavigationController(rootViewController: root), log = Log()
        navigation.delegate = log
        navigation.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        navigation.view.layoutIfNeeded()
        navigation.pushViewController(middle, animated: false)
        navigation.pushViewController(top, animated: false)
        #expect(navigation.popToViewController(root, animated: true) == [middle, top])
        #expect(navigation.viewControllers == [root] && navigation.popToViewController(top, animated: true) == nil)
        #expect(log.shown == ["root", "middle", "top", "root"])  // the root as the view first lays out
    }

    @Test func registeringAClassThatIsNotACellIsADiagnostic() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.debugName = "list"
        let cellClass: AnyClass = TableViewCell.self
        table.register(cellClass, forCellReuseIdentifier: "cell")
        #expect(table.dequeueReusableCell(withIdentifier: "cell") != nil)
        let (_, diagnostics) = LayoutDiagnostics.collect { table.register(Label.self, forCellReuseIdentifier: "label") }
        #expect(diagnostics.map(\.message) == ["Label registered for reuse identifier \"label\" in TableView:list is not a "
            + "UITableViewCell subclass: nothing is registered"])
    }
}
