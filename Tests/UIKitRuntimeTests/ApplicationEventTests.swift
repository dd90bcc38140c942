import Foundation
import Testing
import AutoLayout
@testable import UIKitRuntime

/// A view that records the touch methods an event reaches.
private final class RecordingView: View {
    var heard: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { heard.append("began \(touches.count)") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { heard.append("ended \(touches.count)") }
}

/// UIKit's `UIApplication` beyond windows: events sent by hand, quick actions, state restoration
/// and the async forms of its requests.
@Suite struct ApplicationEventTests {
    @Test func aSentEventReachesEachTouchsViewByPhase() {
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let touch = Touch(root: view, at: CGPoint(x: 10, y: 10), in: view, timestamp: 1)
        Application().sendEvent(Event(touches: [touch], timestamp: 1))
        touch.phase = .ended
        Application().sendEvent(Event(touches: [touch], timestamp: 2))
        #expect(view.heard == ["began 1", "ended 1"])
    }

    @Test func quickActionsAreKeptWithTheirIcons() {
        let app = Application()
        #expect(app.shortcutItems == nil)
        let item = MutableShortcutItem(type: "compose", localizedTitle: "New Note", icon: ShortcutIcon(type: .compose))
        item.localizedSubtitle = "Blank"
        app.shortcutItems = [item, ShortcutItem(type: "search", localizedTitle: "Search",
                                                icon: ShortcutIcon(systemImageName: "magnifyingglass"))]
        #expect(app.shortcutItems?.map(\.localizedTitle) == ["New Note", "Search"])
        #expect(app.shortcutItems?.first?.localizedSubtitle == "Blank")
        #expect(app.shortcutItems?.first?.icon?.iconType == .compose)
        #expect(app.shortcutItems?.last?.icon?.systemImageName == "magnifyingglass")
        #expect(ShortcutIcon.IconType.update.rawValue == 28)
    }

    @Test func restorationIsCountedAndObjectsRegistered() {
        let app = Application()
        app.extendStateRestoration()
        app.extendStateRestoration()
        app.completeStateRestoration()
        #expect(app.isRestoringState)
        app.completeStateRestoration()
        #expect(!app.isRestoringState)
        app.ignoreSnapshotOnNextApplicationLaunch()
        #expect(app.ignoresSnapshotOnNextLaunch)
        let model = NSObject()
        Application.registerObject(forStateRestoration: model, restorationIdentifier: "ApplicationEventTests.model")
        #expect(Application.shared.registeredObject(forStateRestoration: "ApplicationEventTests.model") === model)
        #expect(Application.stateRestorationTimestampKey == "UIApplicationStateRestorationTimestamp")
    }

    @Test @MainActor func theAsyncFormsAnswerAsTheCompletionOnesDo() async throws {
        let app = Application()
        let opened = await app.open(URL(string: "https://example.com")!)
        let refused = await app.open(URL(string: "no-scheme")!)
        #expect(opened && !refused)
        await #expect(throws: CocoaError.self) { try await app.setAlternateIconName("Dark") }
        #expect(app.openedURLs == [URL(string: "https://example.com")!])
    }
}
