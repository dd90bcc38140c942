import Foundation
import Testing
import AutoLayout
import UIKitCatalog
import UIKitRuntime

/// A search bar's delegate, recording what it is told.
private final class SearchRecorder: SearchBarDelegate, SearchResultsUpdating {
    var heard: [String] = []
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { heard.append("text \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { heard.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { heard.append("cancel") }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { heard.append("began") }
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { heard.append("scope \(selectedScope)") }
    func updateSearchResults(for searchController: SearchController) { heard.append("update \(searchController.searchBar.text ?? "")") }
}

/// UIKit's search bar: its field, cancel button and scope bar, and what they tell its delegate.
@Suite @MainActor struct SearchBarTests {
    @Test func theFieldFillsTheBarUntilCancelShows() {
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 359, height: 36))  // 375 - 2 × 8 wide
        bar.setShowsCancelButton(true, animated: false)
        bar.layoutIfNeeded()
        let cancel = bar.subviews.compactMap { $0 as? Button }.first
        let width = cancel?.intrinsicContentSize.width ?? 0
        #expect(cancel?.frame.maxX == 367)  // 8 from the trailing edge
        // From x 8 to 8 before the button, which ends 8 from the edge: 375 - 8 - width - 8 - 8.
        #expect(bar.searchTextField.frame.width == 375 - 8 - width - 8 - 8)
    }

    @Test func typingReturnAndCancelReachTheDelegate() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        window.addSubview(bar)
        let recorder = SearchRecorder()
        bar.delegate = recorder
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.becomeFirstResponder())
        window.pressKey(Key(characters: "a"))
        window.pressKey(Key(characters: "b"))
        window.pressKey(Key(characters: "\r", keyCode: .keyboardReturnOrEnter))
        let cancel = bar.subviews.compactMap { $0 as? Button }.first!  // safe: shown above
        bar.tap(at: CGPoint(x: cancel.frame.midX, y: cancel.frame.midY))
        #expect(recorder.heard == ["began", "text a", "text ab", "search", "cancel"])
        #expect(bar.text == "ab")
    }

    @Test func scopesShowBelowAndATapTellsTheDelegate() {
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let recorder = SearchRecorder()
        bar.delegate = recorder
        bar.scopeButtonTitles = ["All", "Mine"]
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)  // 56 for the field, 44 for the scopes
        bar.layoutIfNeeded()
        // The scope bar spans 8 ..< 367 below the field, two segments of 179.5: the second's middle is at 277.
        bar.tap(at: CGPoint(x: 277, y: 78))
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(recorder.heard == ["scope 1"])
    }

    @Test func aSearchControllerHearsTyping() {
        let controller = SearchController(searchResultsController: nil)
        let recorder = SearchRecorder()
        controller.searchResultsUpdater = recorder
        controller.searchBar.searchTextField.insertText("q")
        #expect(recorder.heard == ["update q"])
    }
}
