import Testing
import UIKitLayout

/// A cell with one label held 12 inside its content view, as self-sizing cells are written.
final class TextRowCell: UITableViewCell {
    let label = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        contentView.addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview().inset(12) }
    }
    required init?(coder: NSCoder) { fatalError("not used: there are no nibs here") }
}

final class Rows: UITableViewDataSource, UITableViewDelegate {
    var texts: [String]
    var shown: [IndexPath] = []
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! TextRowCell  // safe: registered below
        cell.label.text = texts[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        shown.append(indexPath)
    }
}

/// A cell sized by its label, 8 inside it.
final class TagCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview().inset(8) }
    }
    required init?(coder: NSCoder) { fatalError("not used: there are no nibs here") }
}

final class Items: UICollectionViewDataSource {
    let texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell  // safe: registered below
        cell.label.text = texts[indexPath.item]
        return cell
    }
}

/// Table views, collection views and navigation controllers, laid out frame by frame. A 17-point
/// line is 21 high (17 × 1.2 = 20.4, rounded up); a character is 10.2 wide.
@Suite struct ContainerTests {
    func table(_ rows: Rows, height: CGFloat) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: height), style: .plain)
        table.register(TextRowCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    @Test func selfSizingRowsOnScreenAreMeasuredOthersEstimated() {
        let rows = Rows(Array(repeating: "Hi", count: 10))
        let table = table(rows, height: 200)
        // A row: 12 + 21 + 12 = 45 of content, + 0.5 of separator = 45.5. Rows start at 0, 45.5,
        // 91, 136.5, 182: five reach into the 200 on screen; the other five count 44 each.
        #expect(table.visibleCells.count == 5)
        #expect(rows.shown == (0..<5).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentSize == CGSize(width: 375, height: 5 * 45.5 + 5 * 44))  // 447.5
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextRowCell
        #expect(cell?.frame == CGRect(x: 0, y: 45.5, width: 375, height: 45.5))
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 45))
        #expect(cell?.label.frame == CGRect(x: 12, y: 12, width: 351, height: 21))
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
    }

    @Test func scrollingShowsRowsFurtherDownAndReusesCells() {
        let rows = Rows(Array(repeating: "Hi", count: 10))
        let table = table(rows, height: 200)
        let made = (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        // Rows 0-4 end at 227.5; row 5 (estimated 44) ends at 271.5, above 300; row 6 starts at
        // 271.5 and is measured (45.5), then 7, 8, 9: 317, 362.5, 408.
        #expect(table.indexPathsForVisibleRows == (6..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == CGRect(x: 0, y: 408, width: 375, height: 45.5))
        #expect(table.contentSize.height == 453.5)  // 5 × 45.5 + 44 + 4 × 45.5
        // Rows 0-4 left the screen: their cells, given back in row order, serve rows 6-9, the
        // last given back first (row 6 gets row 4's cell, row 9 row 1's); no new cell is made.
        let reused = (6..<10).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(zip(reused, [made[4], made[3], made[2], made[1]]).allSatisfy { $0 === $1 })
    }

    @Test func fixedRowHeightHeaderViewAndInsetGroupedRows() {
        let rows = Rows(["a", "b"])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .insetGrouped)
        table.register(TextRowCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 60
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        table.tableHeaderView = header
        table.dataSource = rows
        table.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
        // Grouped: 18 before the section; inset by 16 at each side on a 375-wide phone.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 16, y: 118, width: 343, height: 60))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 16, y: 178, width: 343, height: 60))
        #expect(table.contentSize.height == 256)  // 100 + 18 + 60 + 60 + 18
    }

    @Test func dequeueingAnUnregisteredIdentifierIsReported() {
        let table = UITableView(frame: .zero, style: .plain)
        let (cell, diagnostics) = LayoutDiagnostics.collect {
            table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 2, section: 1))
        }
        #expect(cell.reuseIdentifier == "missing")
        #expect(diagnostics.map(\.message).first?.hasPrefix(
            "No cell class registered for reuse identifier \"missing\" (row 2 of section 1 of TableView:") == true)
    }

    @Test func flowLayoutSpreadsFullLinesAndCentresALoneItem() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let items = Items(Array(repeating: "", count: 7))
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout)
        grid.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        grid.dataSource = items
        grid.layoutIfNeeded()
        // 359 of room: three 100s and two gaps of at least 10 fit; the 59 left over spreads to
        // gaps of 29.5: x = 8, 137.5, 267. Lines at y = 8, 118, 228; the seventh item is alone
        // and centred: 8 + (359 - 100) / 2 = 137.5.
        let frames = (0..<7).map { grid.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 8, y: 8, width: 100, height: 100))
        #expect(frames[1] == CGRect(x: 137.5, y: 8, width: 100, height: 100))
        #expect(frames[2] == CGRect(x: 267, y: 8, width: 100, height: 100))
        #expect(frames[3] == CGRect(x: 8, y: 118, width: 100, height: 100))
        #expect(frames[6] == CGRect(x: 137.5, y: 228, width: 100, height: 100))
        #expect(grid.contentSize == CGSize(width: 375, height: 336))  // 228 + 100 + 8
    }

    @Test func selfSizingItemsTakeTheirCellsFittedSizes() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let items = Items(["Hello", "Hi"])
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout)
        grid.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        grid.dataSource = items
        grid.layoutIfNeeded()
        // "Hello": 5 × 10.2 = 51 wide, 21 high, + 8 around: 67 × 37; "Hi": 20.4 → 21, + 16 = 37.
        // Two items spread across 375: the second ends at the right edge (375 - 37 = 338).
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 67, height: 37))
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 338, y: 0, width: 37, height: 37))
        #expect(grid.contentSize.height == 37)
    }

    @Test func navigationBarSitsUnderTheSafeAreaAndAddsToTheChildsSafeArea() {
        let content = UIViewController()
        content.title = "Inbox"
        let navigation = UINavigationController(rootViewController: content)
        _ = present(navigation)  // safe area: 47 above, 34 below
        #expect(content.navigationController === navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 375, height: 44))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))  // 47 + 44
        #expect(content.additionalSafeAreaInsets == .zero)  // the bar's height is not the controller's own

        navigation.navigationBar.prefersLargeTitles = true
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(content.view.safeAreaInsets.top == 143)  // 47 + 96

        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        navigation.view.layoutIfNeeded()
        #expect(content.view.superview == nil)
        #expect(detail.view.safeAreaInsets.top == 91)
        #expect(navigation.popViewController(animated: true) === detail)
        navigation.view.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == 143)
    }
}

/// Diffable data sources, as iOS 13+ screens feed their lists.
@Suite struct DiffableTests {
    enum Section: Hashable { case favourites, all }
    struct Contact: Hashable { let name: String }

    @Test func aSnapshotFeedsTheTableAndApplyingAnotherReloadsIt() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.register(TextRowCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let source = UITableViewDiffableDataSource<Section, Contact>(tableView: table) { table, indexPath, contact in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath) as? TextRowCell
            cell?.label.text = contact.name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems([Contact(name: "Ada")], toSection: .favourites)
        snapshot.appendItems([Contact(name: "Grace"), Contact(name: "Alan")], toSection: .all)
        source.apply(snapshot, animatingDifferences: false)
        // Three rows of 44, the sections without headers (plain style): 0, 44, 88.
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
        #expect((table.cellForRow(at: IndexPath(row: 1, section: 1)) as? TextRowCell)?.label.text == "Alan")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 88, width: 375, height: 44))
        #expect(source.indexPath(for: Contact(name: "Grace")) == IndexPath(row: 0, section: 1))

        snapshot.insertItems([Contact(name: "Barbara")], beforeItem: Contact(name: "Grace"))
        snapshot.deleteItems([Contact(name: "Ada")])
        source.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 1)) as? TextRowCell)?.label.text == "Barbara")
        #expect(source.snapshot().itemIdentifiers.map(\.name) == ["Barbara", "Grace", "Alan"])
    }
}

/// A tab bar controller with a navigation controller in its first tab.
@Suite struct TabBarTests {
    @Test func theTabBarSitsOnTheSafeAreaAndAddsToTheSelectedSafeArea() {
        let inbox = UIViewController(), settings = UIViewController()
        inbox.title = "Inbox"
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]
        _ = present(tabs)  // 47 above, 34 below
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 584, width: 375, height: 49))  // 667 - 34 - 49
        // The inbox is under the navigation bar (47 + 44) and above the tab bar (34 + 49).
        #expect(inbox.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(inbox.tabBarController === tabs && inbox.navigationController != nil)
        tabs.selectedIndex = 1
        tabs.view.layoutIfNeeded()
        #expect(settings.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings"] && tabs.tabBar.selectedItem?.tag == 1)
        #expect(tabs.selectedViewController === settings && inbox.navigationController?.view.superview == nil)
    }
}
