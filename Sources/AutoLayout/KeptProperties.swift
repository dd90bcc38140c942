import Foundation

// Properties screen code sets that change no frame here, kept so that it compiles and reads back
// what it set. Labels, buttons and image views keep them in the view's extra storage, which only
// views that set one carry.

extension Label {
    /// The text colour while highlighted.
    public var highlightedTextColor: Color? { get { kept(#function, nil) } set { keep(#function, newValue) } }
    /// Whether the label draws highlighted.
    public var isHighlighted: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    /// The text's shadow colour and offset.
    public var shadowColor: Color? { get { kept(#function, nil) } set { keep(#function, newValue) } }
    public var shadowOffset: CGSize { get { kept(#function, CGSize(width: 0, height: -1)) } set { keep(#function, newValue) } }
    /// Whether letters tighten before truncating.
    public var allowsDefaultTighteningForTruncation: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    /// How shrunk text sits on its baseline.
    public var baselineAdjustment: BaselineAdjustment { get { kept(#function, .alignBaselines) } set { keep(#function, newValue) } }

    /// How text shrunk to fit sits (UIKit's `UIBaselineAdjustment`).
    public enum BaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }
}

extension Button {
    /// Sets the title for `state` from attributed text (its characters are the title).
    public func setAttributedTitle(_ title: NSAttributedString?, for state: ControlState) {
        setTitle(title?.string, for: state)
        keep("attributedTitle\(state.rawValue)", title)
    }
    /// The attributed title set for `state`.
    public func attributedTitle(for state: ControlState) -> NSAttributedString? { kept("attributedTitle\(state.rawValue)", nil) }
    /// Sets the background image for `state` (drawn behind; not part of the size, as in UIKit).
    public func setBackgroundImage(_ image: Image?, for state: ControlState) { keep("backgroundImage\(state.rawValue)", image) }
    /// The background image set for `state`.
    public func backgroundImage(for state: ControlState) -> Image? { kept("backgroundImage\(state.rawValue)", nil) }
    /// Whether the image darkens while highlighted.
    public var adjustsImageWhenHighlighted: Bool { get { kept(#function, true) } set { keep(#function, newValue) } }
    /// The menu the button shows.
    public var menu: Menu? { get { kept(#function, nil) } set { keep(#function, newValue) } }
    /// Whether a tap shows the menu rather than sending the primary action.
    public var showsMenuAsPrimaryAction: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
}

extension ImageView {
    /// An image view showing `image`, and `highlightedImage` while highlighted.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
    /// The image shown while highlighted.
    public var highlightedImage: Image? { get { kept(#function, nil) } set { keep(#function, newValue) } }
    /// Whether the highlighted image shows.
    public var isHighlighted: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
}

extension TextView {
    /// What kinds of data become links (UIKit's `UIDataDetectorTypes`).
    public struct DataDetectorTypes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
        public static let link = DataDetectorTypes(rawValue: 1 << 1)
        public static let address = DataDetectorTypes(rawValue: 1 << 2)
        public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
        public static let all = DataDetectorTypes(rawValue: UInt.max)
    }
    /// What kinds of data become links.
    public var dataDetectorTypes: DataDetectorTypes { get { kept(#function, []) } set { keep(#function, newValue) } }
    /// The region text is laid out in: its padding, line limit and line breaking are the text
    /// view's own.
    public var textContainer: TextContainer { TextContainer(textView: self) }
}

/// The region a text view lays its text out in (UIKit's `NSTextContainer`), reaching the text
/// view's own settings.
public final class TextContainer {
    private weak var textView: TextView?
    init(textView: TextView) { self.textView = textView }

    /// Space at each end of every line (the text view's `lineFragmentPadding`).
    public var lineFragmentPadding: CGFloat {
        get { textView?.lineFragmentPadding ?? 0 }
        set { textView?.lineFragmentPadding = newValue }
    }
    /// The most lines shown, 0 for any (the text view's `numberOfLines`).
    public var maximumNumberOfLines: Int {
        get { textView?.numberOfLines ?? 0 }
        set { textView?.numberOfLines = newValue }
    }
    /// How lines that do not fit end (the text view's `lineBreakMode`).
    public var lineBreakMode: LineBreakMode {
        get { textView?.lineBreakMode ?? .byWordWrapping }
        set { textView?.lineBreakMode = newValue }
    }
}

/// Something a menu holds (UIKit's `UIMenuElement`): an action or a submenu.
public protocol MenuElement: AnyObject {}
extension Action: MenuElement {}

/// A menu of actions (UIKit's `UIMenu`), kept for buttons and bar items.
public final class Menu: MenuElement {
    /// How the menu shows.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
    public let title: String
    public let image: Image?
    public let options: Options
    public let children: [MenuElement]

    /// A menu of `children`.
    public init(title: String = "", image: Image? = nil, options: Options = [], children: [MenuElement] = []) {
        (self.title, self.image, self.options, self.children) = (title, image, options, children)
    }
}

extension ScrollView {
    /// How quickly scrolling slows (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// How quickly scrolling slows (kept).
    public var decelerationRate: DecelerationRate { get { kept(#function, .normal) } set { keep(#function, newValue) } }
    /// The zoom and its limits (kept: content is not scaled here).
    public var zoomScale: CGFloat { get { kept(#function, 1) } set { keep(#function, newValue) } }
    public var minimumZoomScale: CGFloat { get { kept(#function, 1) } set { keep(#function, newValue) } }
    public var maximumZoomScale: CGFloat { get { kept(#function, 1) } set { keep(#function, newValue) } }
}

extension TableView {
    /// A view behind the rows (kept).
    public var backgroundView: View? { get { kept(#function, nil) } set { keep(#function, newValue) } }
}

extension Layer {
    /// How layer contents are scaled (Core Animation's `CALayerContentsFilter`).
    public enum ContentsFilter: Sendable { case linear, nearest, trilinear }
}

/// A controller that searches (UIKit's `UISearchController`), shown in a navigation item; kept.
open class SearchController: ViewController {
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
    }
}

/// What a search controller tells of changes (UIKit's `UISearchResultsUpdating`).
public protocol SearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: SearchController)
}
