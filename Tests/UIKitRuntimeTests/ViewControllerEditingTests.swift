import Foundation
import Testing
import AutoLayout
@_spi(MasonryPort) import UIKitRuntime
import LayoutTestSupport

/// A controller recording its editing calls.
private final class EditingController: ViewController {
    var calls: [String] = []
    override func setEditing(_ editing: Bool, animated: Bool) {
        calls.append("setEditing(\(editing), animated: \(animated))")
        super.setEditing(editing, animated: animated)
    }
}

/// A controller with an unwind action, as the port plugin registers its methods.
private final class UnwindingController: ViewController {}

private func registerUnwindAction() {
    SelectorDispatch.register("ViewControllerEditingTests") { target, name, _ in
        target is UnwindingController && name == "unwindToList:"
    }
}

/// A controller's edit item, toolbar items, key commands, content scroll views and UIKit's
/// default answers for unwind segues and the containers there are none of here.
@Suite struct ViewControllerEditingTests {
    @Test func theEditItemTogglesEditingThroughSetEditingAndIsRetitled() {
        let controller = EditingController()
        let item = controller.editButtonItem
        #expect(item.title == "Edit" && item.style == .plain && controller.editButtonItem === item)
        item.tap()
        #expect(controller.isEditing && item.title == "Done" && item.style == .done)
        item.tap()
        controller.isEditing = true  // set directly, the item follows too
        #expect(controller.calls == ["setEditing(true, animated: true)", "setEditing(false, animated: true)"])
        #expect(item.title == "Done")
    }

    @Test func toolbarItemsAndKeyCommandsAreKept() {
        let controller = ViewController()
        let share = BarButtonItem(title: "Share")
        controller.setToolbarItems([share], animated: true)
        #expect(controller.toolbarItems?.map(\.title) == ["Share"])
        let find = KeyCommand(input: "f", modifierFlags: .command, action: "find:")
        #expect(controller.keyCommands == nil)
        controller.addKeyCommand(find)
        controller.addKeyCommand(find)
        #expect(controller.keyCommands?.count == 1 && controller.keyCommands?.first?.input == "f")
        #expect(find.modifierFlags == .command && find.action.name == "find:")
        controller.removeKeyCommand(find)
        #expect(controller.keyCommands == nil)
    }

    @Test func contentScrollViewsAreKeptByEdge() {
        let controller = ViewController()
        let list = ScrollView(), side = ScrollView()
        controller.setContentScrollView(list)
        controller.setContentScrollView(side, for: .leading)
        #expect(controller.contentScrollView(for: .top) === list && controller.contentScrollView(for: .bottom) === list)
        #expect(controller.contentScrollView(for: .leading) === side && controller.contentScrollView(for: .trailing) == nil)
        #expect(controller.contentScrollView(for: [.top, .bottom]) === list)
        #expect(controller.contentScrollView(for: [.top, .leading]) == nil)  // they differ
    }

    @Test func unwindSeguesGetUIKitsDefaultAnswers() {
        registerUnwindAction()
        let list = UnwindingController(), detail = ViewController(), other = ViewController()
        list.addChild(detail)
        list.addChild(other)
        let source = StoryboardUnwindSegueSource(source: detail, unwindAction: "unwindToList:", sender: nil)
        #expect(list.canPerformUnwindSegueAction("unwindToList:", from: detail, sender: nil))
        #expect(!list.canPerformUnwindSegueAction("unwindToList:", from: list, sender: nil))  // the source itself
        #expect(!detail.canPerformUnwindSegueAction("unwindToList:", from: other, sender: nil))
        #expect(list.childContaining(source) === detail)
        #expect(list.allowedChildrenForUnwinding(from: source).map { $0 === other } == [true])
    }

    @Test func containersAndContextsThereAreNoneOfAreNil() {
        let controller = EditingController()
        #expect(controller.splitViewController == nil && controller.storyboard == nil && controller.extensionContext == nil)
        #expect(controller.separateSecondaryViewController(for: SplitViewController()) == nil)
        #expect(controller.interactionActivityTrackingBaseName == "EditingController")
        #expect(controller.restoresFocusAfterTransition && controller.performsActionsWhilePresentingModally)
        #expect(controller.tabBarItem == nil)
    }
}
