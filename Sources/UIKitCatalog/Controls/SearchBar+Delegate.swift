import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a search bar tells and asks about the search (UIKit's `UISearchBarDelegate`); every
/// method is optional.
public protocol SearchBarDelegate: AnyObject {
    /// Whether the field may take focus (yes by default).
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// The field took focus.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether the field may give focus up (yes by default).
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// The field gave focus up.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// Typing changed the text.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Whether typing may replace `range` with `text` (yes by default).
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The return key (Search) was pressed.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The bookmark button was tapped (none is drawn here).
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// Cancel was tapped.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The results-list button was tapped (none is drawn here).
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
    /// A scope was tapped.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The search field's delegate and the bar's controls' target: it turns what they report into
/// what the bar's delegate is told, so that the bar keeps UIKit's delegate to itself.
final class SearchBarRelay: TextFieldDelegate {
    private weak var bar: SearchBar?
    init(bar: SearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: TextField) {
        if let bar { bar.delegate?.searchBarTextDidBeginEditing(bar) }
    }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }
    func textFieldDidEndEditing(_ textField: TextField) {
        if let bar { bar.delegate?.searchBarTextDidEndEditing(bar) }
    }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if let bar { bar.delegate?.searchBarSearchButtonClicked(bar) }
        return true
    }

    /// Typing changed the field's text.
    func textChanged() {
        guard let bar else { return }
        bar.delegate?.searchBar(bar, textDidChange: bar.text ?? "")
        for observer in bar.textObservers { observer(bar) }
    }
    /// Cancel was tapped.
    func cancelTapped() {
        if let bar { bar.delegate?.searchBarCancelButtonClicked(bar) }
    }
    /// A scope was tapped.
    func scopeChanged() {
        if let bar { bar.delegate?.searchBar(bar, selectedScopeButtonIndexDidChange: bar.selectedScopeButtonIndex) }
    }
}

extension SearchBar {
    /// Places the field, the cancel button (its fitting width, 8 after the field) and the scope bar.
    func layOutControls() {
        let width = bounds.width
        var fieldRight = width - 8
        if showsCancelButton {
            if cancelButton.superview !== self { addSubview(cancelButton) }
            let size = cancelButton.intrinsicContentSize
            cancelButton.frame = CGRect(x: width - 8 - size.width, y: (56 - size.height) / 2, width: size.width, height: size.height)
            fieldRight = cancelButton.frame.minX - 8
        } else if cancelButton.superview === self {
            cancelButton.removeFromSuperview()
        }
        searchTextField.frame = CGRect(x: 8, y: 10, width: max(0, fieldRight - 8), height: 36)
        if showsScopeBar, scopeBar.numberOfSegments > 0 {
            if scopeBar.superview !== self { addSubview(scopeBar) }
            scopeBar.frame = CGRect(x: 8, y: 62, width: max(0, width - 16), height: 32)
        } else if scopeBar.superview === self {
            scopeBar.removeFromSuperview()
        }
    }

    /// Remakes the scope buttons from their titles, keeping the selection where it still fits.
    func rebuildScopes() {
        let selected = scopeBar.selectedSegmentIndex
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: title, at: index, animated: false) }
        let count = scopeBar.numberOfSegments
        scopeBar.selectedSegmentIndex = count == 0 ? SegmentedControl.noSegment : min(max(selected, 0), count - 1)
        setNeedsLayout()
    }
}
