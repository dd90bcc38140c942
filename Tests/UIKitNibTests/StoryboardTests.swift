import Foundation
import Testing
import UIKitRuntime
import AutoLayout
import UIKitCatalog
@testable import UIKitNib

/// An app's own controller, named by the storyboard.
final class HomeController: ViewController {
    var tableView: TableView?
    var loadedWithTable = false
    var greeting = "made by init(coder:)"

    init?(coder: NSCoder, greeting: String) {
        self.greeting = greeting
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func viewDidLoad() {
        super.viewDidLoad()
        loadedWithTable = tableView != nil
    }
}

@MainActor @Suite(.serialized) struct StoryboardTests {
    init() { useTestDocuments() }

    @Test func theInitialControllerFollowsItsRelationshipsAndLoadsItsSceneLazily() throws {
        let storyboard = Storyboard(name: "Scenes", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? NavigationController)
        let home = try #require(navigation.viewControllers.first as? HomeController)
        #expect(navigation.viewControllers.count == 1)
        #expect(home.title == "Home")
        #expect(home.navigationItem.title == "Inbox")
        #expect(!home.isViewLoaded)  // as UIKit's: the scene's view is made when first asked for
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(home.loadedWithTable)  // outlets are connected before viewDidLoad
        let banner = home.view.subviews[0]
        // Below the status bar (47) and the navigation bar (44): 47 + 44 = 91.
        #expect(banner.frame == CGRect(x: 0, y: 91, width: 390, height: 100))
        // From the banner's bottom (191) to the safe area's (844 − 34 = 810).
        #expect(home.tableView?.frame == CGRect(x: 0, y: 191, width: 390, height: 619))
    }

    @Test func aPrototypeCellIsDequeuedByItsReuseIdentifier() throws {
        let home = try #require(Storyboard(name: "Scenes", bundle: nil).instantiateViewController(withIdentifier: "Home") as? HomeController)
        home.loadViewIfNeeded()
        let cell = try #require(home.tableView?.dequeueReusableCell(withIdentifier: "Row"))
        #expect(cell.reuseIdentifier == "Row")
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 52)
        cell.layoutIfNeeded()
        let dot = try #require(cell.contentView.subviews.first)
        // The content view's leading margin (UIKit's 16 for a cell under 414 wide) and its centre:
        // (52 − 20) / 2 = 16.
        #expect(dot.frame == CGRect(x: 16, y: 16, width: 20, height: 20))
        let second = try #require(home.tableView?.dequeueReusableCell(withIdentifier: "Row"))
        #expect(second !== cell)  // each dequeue makes its own from the prototype
    }

    @Test func anUnknownIdentifierIsADiagnosticNotATrap() {
        let storyboard = Storyboard(name: "Scenes", bundle: nil)
        let (controller, diagnostics) = LayoutDiagnostics.collect { storyboard.instantiateViewController(withIdentifier: "Nope") }
        #expect(type(of: controller) == ViewController.self)
        #expect(diagnostics.map(\.message) == ["Storyboard doesn't contain a view controller with identifier 'Nope'"])
    }

    @Test func aControllerKnowsItsStoryboardAndACreatorMakesIt() throws {
        let storyboard = Storyboard(name: "Scenes", bundle: nil)
        let home: HomeController = storyboard.instantiateViewController(identifier: "Home") { coder in
            HomeController(coder: coder, greeting: "made by the creator")
        }
        #expect(home.greeting == "made by the creator")
        #expect(home.storyboard === storyboard)
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(detail.storyboard === storyboard)
        #expect(ViewController().storyboard == nil)
        let (wrong, diagnostics) = LayoutDiagnostics.collect { () -> HomeController in
            storyboard.instantiateViewController(identifier: "Detail")
        }
        #expect(wrong.greeting == "made by init(coder:)")
        #expect(diagnostics.map(\.message) == ["the storyboard's 'Detail' is a ViewController, not a HomeController"])
    }
}

/// A storyboard's static table, served by its table view controller.
@MainActor @Suite(.serialized) struct StaticTableTests {
    init() { useTestDocuments() }

    @Test func aStaticTablesSectionsAndCellsAreTheDocuments() throws {
        let settings = try #require(Storyboard(name: "Settings", bundle: nil).instantiateInitialViewController() as? TableViewController)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = settings
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = try #require(settings.tableView)
        #expect(table.style == .grouped)
        #expect(table.dataSource === settings)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == "About")
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Version 1")
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.frame.height == 60)  // the document's own row height; the table's is 44
        #expect((first.contentView.subviews.first as? Label)?.text == "Profile")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 44)
    }
}
