import Foundation
import Testing
@_spi(MasonryPort) import UIKitRuntime
import AutoLayout
import UIKitCatalog
@testable import UIKitNib

/// A storyboard scene's controller that records the segues it prepares and is asked about.
final class ListController: ViewController {
    var prepared: [String] = []
    var asked: [String] = []
    var unwoundFrom: [String] = []
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "(embed)") → \(segue.destination.title ?? "?")")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked.append(identifier)
        return true
    }
}

@MainActor @Suite(.serialized) struct SegueTests {
    init() {
        useTestDocuments()
        // What the port generates for ListController's `@IBAction func backToList(_ segue:)`.
        SelectorDispatch.register("SegueTests") { target, name, arguments in
            guard let list = target as? ListController, name == "backToList:" else { return false }
            if let segue = arguments?.first as? StoryboardSegue { list.unwoundFrom.append(segue.source.title ?? "?") }
            return true
        }
    }

    private func shown() throws -> (NavigationController, ListController, Window) {
        let navigation = try #require(Storyboard(name: "Flow", bundle: nil).instantiateInitialViewController() as? NavigationController)
        let list = try #require(navigation.viewControllers.first as? ListController)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (navigation, list, window)
    }

    @Test func aContainerViewEmbedsItsDestinationAsAChild() throws {
        let (_, list, _) = try shown()
        #expect(list.prepared == ["(embed) → Child"])
        let child = try #require(list.children.first)
        #expect(child.title == "Child")
        let box = list.view.subviews[1]
        #expect(child.view.superview === box)
        // Under the navigation bar (47 + 44 = 91): the button 20 below at 111, 44 high (the
        // document's size for it does not matter), the box 20 below it; the child fills it.
        #expect(child.view.frame == box.bounds)
        #expect(box.frame.width == 350)  // 390 − 20 − 20
    }

    @Test func aManualSegueIsPreparedAndShown() throws {
        let (navigation, list, _) = try shown()
        list.performSegue(withIdentifier: "detail", sender: nil)
        #expect(list.prepared.last == "detail → Detail")
        #expect(navigation.viewControllers.count == 2)  // show pushes in a navigation stack
        #expect(list.asked.isEmpty)  // performSegue does not ask
    }

    @Test func aButtonsSegueAsksThenPresents() throws {
        let (_, list, _) = try shown()
        let button = try #require(list.view.subviews.first as? Button)
        button.sendActions(for: .touchUpInside)
        #expect(list.asked == ["present"])
        #expect(list.presentedViewController?.title == "Detail")
    }

    @Test func aStoryboardReferenceLeadsToTheOtherStoryboardsController() throws {
        let (navigation, list, _) = try shown()
        list.performSegue(withIdentifier: "elsewhere", sender: nil)
        #expect(navigation.viewControllers.last is HomeController)  // Scenes.storyboard's "Home"
    }

    @Test func anUnknownSegueIsADiagnostic() throws {
        let (_, list, _) = try shown()
        let (_, diagnostics) = LayoutDiagnostics.collect { list.performSegue(withIdentifier: "nowhere", sender: nil) }
        #expect(diagnostics.map(\.message) == ["Receiver (ListController) has no segue with identifier 'nowhere'"])
    }

    @Test func anUnwindSegueReachesTheControllerWithItsActionAndGoesBackToIt() throws {
        let (navigation, list, _) = try shown()
        list.performSegue(withIdentifier: "detail", sender: nil)
        let detail = try #require(navigation.viewControllers.last)
        detail.loadViewIfNeeded()
        let done = try #require(detail.view.subviews.first as? Button)
        done.sendActions(for: .touchUpInside)
        #expect(list.unwoundFrom == ["Detail"])
        #expect(navigation.viewControllers.count == 1)  // popped back to the list
    }

    @Test func aPrototypeCellsSegueIsPerformedWhenItsRowIsSelected() throws {
        let navigation = try #require(Storyboard(name: "Scenes", bundle: nil).instantiateInitialViewController() as? NavigationController)
        let home = try #require(navigation.viewControllers.first as? HomeController)
        let rows = Rows()
        home.loadViewIfNeeded()
        home.tableView?.dataSource = rows
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = try #require(home.tableView)
        table.tap(at: CGPoint(x: 100, y: 26))  // the first row, 52 high
        #expect(navigation.viewControllers.count == 2)  // Detail shown, after didSelectRowAt
    }
}

/// Three rows of the storyboard's prototype.
final class Rows: NSObject, TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}
