import Testing
import UIKitLayout

/// A list screen as apps write it: a table view controller answering its own table.
final class FruitListController: UITableViewController {
    let fruits = ["Apple", "Pear", "Plum"]
    var selected: [Int] = []
    private var layoutPlaceholder = NSLayoutConstraint()  // kept until the real one is made

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.rowHeight = 50
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    var placeholderIsInactive: Bool { !layoutPlaceholder.isActive }
}

/// UITableViewController, and the other names the corpus of app files needed.
@Suite struct TableViewControllerTests {
    @Test func aTableViewControllerFeedsItsOwnTable() {
        let controller = FruitListController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        #expect(controller.tableView === controller.view)
        // Three rows of 50, one under the other.
        #expect(controller.tableView.visibleCells.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 375, height: 50), CGRect(x: 0, y: 50, width: 375, height: 50),
            CGRect(x: 0, y: 100, width: 375, height: 50)])
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Pear", "Plum"])
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(controller.placeholderIsInactive)
    }

    @Test func emptyConstraintsAssetsInBundlesAndContentViews() {
        let placeholder = NSLayoutConstraint()
        let (_, diagnostics) = LayoutDiagnostics.collect { placeholder.isActive = true }
        #expect(!placeholder.isActive)
        #expect(diagnostics.first?.message.hasPrefix("Constraint must contain a first layout item") == true)
        UIImage.register(UIImage(size: CGSize(width: 8, height: 8)), named: "dot")
        #expect(UIImage(named: "dot", in: nil, compatibleWith: nil)?.size == CGSize(width: 8, height: 8))
        final class TagView: UIView, UIContentView {
            var configuration: UIContentConfiguration = UIListContentConfiguration.cell()
        }
        #expect(TagView().supports(UIListContentConfiguration.cell()))
    }
}
