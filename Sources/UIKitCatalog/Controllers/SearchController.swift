import AutoLayout
import UIKitRuntime
import Foundation

/// A controller that searches (UIKit's `UISearchController`), shown in a navigation item; kept.
open class SearchController: ViewController {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UISearchController", SearchController.self) }

    /// The bar the search is typed in.
    public let searchBar = SearchBar()
    /// The controller showing results, if not this one's presenter.
    public let searchResultsController: ViewController?
    /// Whether the content dims while searching, and the bar hides on scrolling (kept).
    public var obscuresBackgroundDuringPresentation = true, hidesNavigationBarDuringPresentation = true
    /// Who is told the search text changed.
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Whether the search is active.
    public var isActive = false { didSet { if isActive != oldValue { searchResultsUpdater?.updateSearchResults(for: self) } } }

    /// A search controller showing results in `searchResultsController` (nil: in place).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        observeSearchBar()
    }

    /// Tells the updater as typing changes the bar's text, as UIKit does.
    private func observeSearchBar() {
        searchBar.textObservers.append { [weak self] _ in
            guard let self else { return }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    /// Made as on iOS without an archive (see `ViewController.init(coder:)`).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        observeSearchBar()
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a search controller tells of changes (UIKit's `UISearchResultsUpdating`).
public protocol SearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: SearchController)
}
