import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog

/// Menus and actions: UIKit's `UIMenuElement` family, NSObjects apps subclass.
@Suite struct MenuTests {
    /// An app's action that counts its runs, as apps subclass `UIAction`.
    private final class CountedAction: Action {
        private(set) var runs = 0
        init(title: String) {
            super.init(title: title, image: nil, identifier: nil) { action in
                (action as? CountedAction)?.runs += 1
            }
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func actionsAndMenusAreElementsOfOneClassFamily() {
        let counted = CountedAction(title: "Archive")
        let delete = Action(title: "Delete") { _ in }
        let menu = Menu(title: "Mail", options: .displayInline, children: [counted, Menu(title: "More", children: [delete])])
        let elements: [MenuElement] = menu.children
        #expect(elements.map(\.title) == ["Archive", "More"])
        #expect(elements.compactMap { $0 as? Action }.count == 1 && elements[1] is Menu)
        let button = Button(type: .system, primaryAction: counted)
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(counted.runs == 2)
        // `replacingChildren(_:)` keeps the title and options and swaps what the menu holds.
        let replaced = menu.replacingChildren([delete])
        #expect(replaced.title == "Mail" && replaced.options == .displayInline && replaced.children.first === delete)
        #expect(menu.isEqual(menu) && !menu.isEqual(replaced))  // NSObjects compared by identity
    }
}
