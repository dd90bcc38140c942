import AutoLayout
import UIKitRuntime
import Foundation

/// A search field in a bar (UIKit's `UISearchBar`): as wide as its constraints make it, 56 high
/// (100 with its scope bar). The field, the cancel button and the scope bar are real controls:
/// typing, the return key, a tap on Cancel or on a scope tell the delegate as UIKit does.
open class SearchBar: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UISearchBar", SearchBar.self) }

    /// The field inside the bar.
    public let searchTextField = TextField()
    /// The button that ends the search, shown with `showsCancelButton`.
    let cancelButton = Button(type: .system)
    /// The scope buttons, shown with `showsScopeBar`.
    let scopeBar = SegmentedControl(items: nil)
    /// The relay between the bar's controls and its delegate (SearchBar+Delegate).
    private lazy var relay = SearchBarRelay(bar: self)
    /// Told as the text changes, for the search controller (not the delegate).
    var textObservers: [(SearchBar) -> Void] = []

    /// A bar of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        assemble()
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        assemble()
    }

    /// What the bar tells and asks about the search.
    open weak var delegate: SearchBarDelegate?
    /// What is typed (the field's text); setting it tells no one, as in UIKit.
    open var text: String? { get { searchTextField.text } set { searchTextField.text = newValue } }
    /// What shows while the text is empty.
    open var placeholder: String? { get { searchTextField.placeholder } set { searchTextField.placeholder = newValue } }
    /// A line above the field (kept).
    open var prompt: String?
    /// The bar's look (kept).
    open var searchBarStyle = Style.default
    /// The bar's style (kept).
    open var barStyle = BarStyle.default
    /// The bar's background tint (kept).
    open var barTintColor: Color?
    /// Whether the bar is translucent (kept).
    open var isTranslucent = true
    /// Whether the cancel button shows beside the field.
    open var showsCancelButton = false { didSet { if showsCancelButton != oldValue { setNeedsLayout() } } }
    /// Shows or hides the cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// Whether the field shows a bookmark button (kept: none is drawn).
    open var showsBookmarkButton = false
    /// Whether the field shows a results-list button (kept: none is drawn).
    open var showsSearchResultsButton = false
    /// The scope buttons' titles.
    open var scopeButtonTitles: [String]? { didSet { rebuildScopes() } }
    /// The scope selected (0 by default).
    open var selectedScopeButtonIndex: Int {
        get { max(scopeBar.selectedSegmentIndex, 0) }
        set { scopeBar.selectedSegmentIndex = newValue }
    }
    /// Whether the scope buttons show below the field, making the bar 44 taller.
    open var showsScopeBar = false {
        didSet { if showsScopeBar != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    }
    /// Where the text sits in the field, moved from its place (kept).
    open var searchTextPositionAdjustment = Offset.zero
    /// The background image (kept: the bar draws its colour).
    open var backgroundImage: Image?

    /// The bar's looks.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: showsScopeBar ? 100 : 56)
    }

    /// Lays out the field (36 high, 8 from the edges, centred in the top 56), the cancel button
    /// after it, and the scope bar below.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutControls()
    }

    private func assemble() {
        searchTextField.delegate = relay
        searchTextField.borderStyle = .roundedRect
        searchTextField.addAction(Action { [weak self] _ in self?.relay.textChanged() }, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(Action { [weak self] _ in self?.relay.cancelTapped() }, for: .touchUpInside)
        scopeBar.addAction(Action { [weak self] _ in self?.relay.scopeChanged() }, for: .valueChanged)
        addSubview(searchTextField)
    }
}
