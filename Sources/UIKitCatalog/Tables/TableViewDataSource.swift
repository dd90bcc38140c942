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
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
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
