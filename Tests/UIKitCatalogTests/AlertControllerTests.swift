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
}
