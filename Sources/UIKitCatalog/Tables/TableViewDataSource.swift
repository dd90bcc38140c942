import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Where a table view's rows come from (UIKit's `UITableViewDataSource`).
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The configured cell for a row (usually from `dequeueReusableCell(withIdentifier:for:)`).
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// A section header's title (none unless implemented).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A section footer's title (none unless implemented).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (yes unless implemented).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be moved (no unless implemented).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user deleted or inserted the row: the data source changes its data, then the table.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user moved a row: the data source moves its data.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index along the trailing edge (none unless implemented).
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section an index title jumps to (the title's index unless implemented).
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Told of rows about to come on screen (UIKit's `UITableViewDataSourcePrefetching`).
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Rows that will come on screen soon.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows no longer expected soon (nothing unless implemented).
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
