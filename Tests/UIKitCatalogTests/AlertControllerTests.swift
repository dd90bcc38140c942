import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog
import LayoutTestSupport

/// An alert controller presented, its action triggered as its button would.
@Suite struct AlertControllerTests {
    @Test func anAlertRunsTheActionItsButtonWouldAndGoesAway() {
        let screen = ViewController()
        let alert = AlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        var deleted = false
        let delete = AlertAction(title: "Delete", style: .destructive) { _ in deleted = true }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        alert.addTextField { $0.placeholder = "Type DELETE" }
        screen.present(alert, animated: true)
        #expect(screen.presentedViewController === alert && alert.title == "Delete?")
        alert.trigger(delete)
        #expect(deleted && screen.presentedViewController == nil)
        #expect(alert.textFields?.first?.placeholder == "Type DELETE")
    }

    @Test func anActionCanBeSubclassedAsTestDoublesOfUIKitsAre() {
        // The shape apps' tests use to read an alert's actions back: `init()`, then its own
        // stored title, read through the overridden `title`.
        final class RecordedAction: AlertAction {
            var recordedTitle: String?
            convenience init(recording title: String?) {
                self.init()
                recordedTitle = title
            }
            override var title: String? { recordedTitle }
        }
        let empty = AlertAction()
        #expect(empty.title == nil && empty.style == .default && empty.isEnabled)
        let inherited = RecordedAction(title: "OK", style: .cancel)  // UIKit's initializer, inherited
        #expect(inherited.style == .cancel && inherited.title == nil)  // the override answers
        let recorded = RecordedAction(recording: "Retry")
        let alert = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(recorded)
        #expect(alert.actions.map(\.title) == ["Retry"])
    }
}
