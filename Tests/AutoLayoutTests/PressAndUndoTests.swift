import Foundation
import Testing
@testable import AutoLayout

/// A view that takes focus and records the presses it hears.
private final class KeyView: View {
    var heard: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        for press in presses { heard.append("began \(press.key?.characters ?? "\(press.type)") \(event?.type == .presses)") }
    }
    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        for press in presses { heard.append("ended \(press.key?.characters ?? "\(press.type)") \(press.force)") }
    }
}

/// A window that records presses no view took.
private final class KeyWindow: Window {
    var heard: [Press.PressType] = []
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { heard += presses.map(\.type) }
}

/// Presses from a hardware keyboard or remote, and the undo manager responders share.
@Suite struct PressAndUndoTests {
    @Test func aKeyGoesToTheFirstResponderBeganThenEnded() {
        let window = KeyWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let field = KeyView()
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        window.pressKey(Key(characters: "k", modifierFlags: .command, keyCode: KeyboardHIDUsage(rawValue: 0x0E)))
        #expect(field.heard == ["began k true", "ended k 0.0"])
        #expect(window.heard.isEmpty)
    }

    @Test func aPressNoViewTakesReachesTheWindow() {
        let window = KeyWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.addSubview(View())
        window.press(.menu)
        #expect(window.heard == [.menu])
    }

    @Test func viewsShareTheirWindowsUndoManager() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = View()
        window.addSubview(view)
        #expect(view.undoManager != nil)
        #expect(view.undoManager === window.undoManager)
        #expect(View().undoManager == nil)
    }

    @Test func undoAndRedoReplayGroupsLastFirst() {
        final class Document { var text = "" }
        let document = Document()
        let manager = UndoManager()
        func set(_ text: String) {
            let old = document.text
            // Unowned, as the manager keeps what is registered: a strong capture would keep it alive.
            manager.registerUndo(withTarget: document) { [unowned manager] doc in
                let redoText = doc.text
                doc.text = old
                manager.registerUndo(withTarget: doc) { $0.text = redoText }
            }
            document.text = text
        }
        set("a")
        manager.beginUndoGrouping()
        set("ab")
        set("abc")
        manager.setActionName("Typing")
        manager.endUndoGrouping()
        #expect(manager.undoActionName == "Typing")
        manager.undo()  // the group: "abc" → "ab" → "a"
        #expect(document.text == "a")
        #expect(manager.canRedo)
        #expect(manager.redoActionName == "Typing")
        manager.redo()
        #expect(document.text == "abc")
        manager.undo()
        manager.undo()
        #expect(document.text == "")
        #expect(!manager.canUndo)
        set("x")  // a new change forgets what could be redone
        #expect(!manager.canRedo)
    }

    @Test func disabledRegistrationsAndTheLevelLimitDropActions() {
        final class Counter { var value = 0 }
        let counter = Counter()
        let manager = UndoManager()
        manager.levelsOfUndo = 2
        for _ in 0..<3 { manager.registerUndo(withTarget: counter) { $0.value += 1 } }
        manager.disableUndoRegistration()
        manager.registerUndo(withTarget: counter) { $0.value += 100 }
        manager.enableUndoRegistration()
        while manager.canUndo { manager.undo() }
        #expect(counter.value == 2)  // three registered, the oldest trimmed, the disabled one never kept
    }

    @Test func aUserActivityKeepsItsStateAndStaysInvalidated() {
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.addUserInfoEntries(from: ["page": 3])
        activity.addUserInfoEntries(from: ["page": 4, "book": "Dune"])
        #expect(activity.userInfo?["page"] as? Int == 4)
        #expect(activity.userInfo?["book"] as? String == "Dune")
        activity.becomeCurrent()
        #expect(activity.isCurrent)
        activity.invalidate()
        activity.becomeCurrent()
        #expect(!activity.isCurrent)
        let view = View()
        view.userActivity = activity
        #expect(view.userActivity === activity)
    }
}
