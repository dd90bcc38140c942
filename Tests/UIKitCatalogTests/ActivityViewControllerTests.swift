import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog

/// An app's own activity: it can share text, and finishes completed.
final class CopyTextActivity: Activity {
    var copied: [String] = []
    override var activityType: Activity.ActivityType? { Activity.ActivityType("com.example.copy-text") }
    override var activityTitle: String? { "Copy Text" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
    override func prepare(withActivityItems activityItems: [Any]) { copied = activityItems.compactMap { $0 as? String } }
    override func perform() { activityDidFinish(true) }
}

/// The share sheet presented as apps present it: no system services, the app's activities offered.
@MainActor @Suite struct ActivityViewControllerTests {
    @Test func performingAnAppActivityReportsItAndDismissesTheSheet() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = ViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let copy = CopyTextActivity(), never = Activity()
        let sheet = ActivityViewController(activityItems: ["Hello", 42], applicationActivities: [copy, never])
        var told: [(Activity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in told.append((type, completed)) }
        screen.present(sheet, animated: true)
        #expect(sheet.offeredActivities.map { $0 === copy } == [true])  // the plain activity cannot perform
        sheet.perform(copy)
        #expect(copy.copied == ["Hello"])
        #expect(told.map(\.0) == [Activity.ActivityType("com.example.copy-text")] && told.map(\.1) == [true])
        #expect(screen.presentedViewController == nil)
    }

    @Test func dismissingTheSheetReportsNothingCompleted() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = ViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let sheet = ActivityViewController(activityItems: [URL(string: "https://example.com")!], applicationActivities: nil)
        var told: [(Activity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in told.append((type, completed)) }
        screen.present(sheet, animated: true)
        let (_, diagnostics) = LayoutDiagnostics.collect { sheet.perform(Activity()) }
        #expect(diagnostics.count == 1)
        screen.dismiss(animated: true)
        #expect(told.count == 1 && told.first?.0 == nil && told.first?.1 == false)
    }
}
