import AutoLayout
import UIKitRuntime
import Foundation

/// Pages of controllers shown one at a time (UIKit's `UIPageViewController`). The page shown
/// fills the controller's view; `setViewControllers(_:direction:animated:completion:)` replaces
/// it, and a drag across more than half the view turns to the page the data source gives before
/// or after it, with the delegate told around the turn, as a swipe does on iOS.
open class PageViewController: ViewController {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIPageViewController", PageViewController.self) }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Where a page curl's spine is.
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    /// Which way a turn goes: to the next page or the previous one.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// How pages turn: curling like paper, or scrolling side by side.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// The keys of the options `init(transitionStyle:navigationOrientation:options:)` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A page curl's spine, as a `SpineLocation`'s raw value.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolled pages, in points (kept).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn, as made.
    open var transitionStyle: TransitionStyle { style }
    private let style: TransitionStyle
    /// The axis pages turn along, as made.
    open var navigationOrientation: NavigationOrientation { orientation }
    private let orientation: NavigationOrientation
    /// A page curl's spine (`.min` unless the options say otherwise); `.none` for scrolled pages.
    open private(set) var spineLocation: SpineLocation
    /// Whether a curled page has content on its back (kept).
    open var isDoubleSided = false
    /// The space between scrolled pages, from the options (kept).
    public let interPageSpacing: CGFloat
    /// Told before and after a page turns under the user's finger.
    open weak var delegate: (any PageViewControllerDelegate)?
    /// Gives the pages before and after the one shown.
    open weak var dataSource: (any PageViewControllerDataSource)?
    /// The page shown, as a one-element list; nil before the first is set.
    open private(set) var viewControllers: [ViewController]?
    /// The recognizer that turns pages; a page curl's, as UIKit lists them (a scrolled page's
    /// drag belongs to its scroll view there, so the list is empty).
    open var gestureRecognizers: [GestureRecognizer] { transitionStyle == .pageCurl ? [pager] : [] }
    private let pager = PagingRecognizer()

    /// A page view controller turning pages in `style` along `navigationOrientation`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        self.style = style
        orientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:)) ?? .min
        spineLocation = style == .pageCurl ? spine : .none
        interPageSpacing = (options?[.interPageSpacing] as? CGFloat) ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// Made as from an archive without one: a horizontal page curl, as Interface Builder's default.
    public required init?(coder: NSCoder) {
        style = .pageCurl
        orientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// Makes the view, of the class UIKit's is (`_UIPageViewControllerContentView`).
    open override func loadView() { makeDefaultView(PageContentView()) }

    open override func viewDidLoad() {
        super.viewDidLoad()
        pager.owner = self
        view.addGestureRecognizer(pager)
        showCurrent()
    }

    /// Shows the first of `viewControllers` (UIKit shows one page, two for a page curl with its
    /// spine in the middle), then calls `completion` with `true`: the turn always finishes here.
    open func setViewControllers(_ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let old = self.viewControllers ?? []
        self.viewControllers = viewControllers
        adoptChildren(viewControllers ?? [], replacing: old)
        showCurrent()
        completion?(true)
    }

    private func showCurrent() {
        guard isViewLoaded else { return }
        let current = viewControllers?.first
        for child in children where child !== current { hideChild(child) }
        if let current { showChild(current, below: nil, insets: .zero) }
    }

    /// A drag ended `translation` from where it began: past half the view along the axis, the
    /// page turns to the one the data source gives, if any.
    fileprivate func dragEnded(translation: CGPoint) {
        let (moved, extent) = navigationOrientation == .horizontal ? (translation.x, view.bounds.width)
            : (translation.y, view.bounds.height)
        guard abs(moved) > extent / 2, let current = viewControllers?.first, let dataSource else { return }
        let next = moved < 0 ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return }
        delegate?.pageViewController(self, willTransitionTo: [next])
        setViewControllers([next], direction: moved < 0 ? .forward : .reverse, animated: true)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current],
                                     transitionCompleted: true)
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Gives a page view controller the pages around the one shown (UIKit's
/// `UIPageViewControllerDataSource`).
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`; nil at the first.
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page after `viewController`; nil at the last.
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerAfter viewController: ViewController) -> ViewController?
    /// How many pages a page indicator shows (0, none, unless implemented).
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// The page a page indicator marks (0 unless implemented).
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Told when the user turns a page (UIKit's `UIPageViewControllerDelegate`); every method is
/// optional.
public protocol PageViewControllerDelegate: AnyObject {
    /// A turn to `pendingViewControllers` begins.
    func pageViewController(_ pageViewController: PageViewController,
                            willTransitionTo pendingViewControllers: [ViewController])
    /// A turn ended; `completed` says whether the new page stayed.
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    public func pageViewController(_ pageViewController: PageViewController,
                                   willTransitionTo pendingViewControllers: [ViewController]) {}
    public func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [ViewController], transitionCompleted completed: Bool) {}
}

/// The drag that turns pages: a pan that tells its page view controller where it ended.
private final class PagingRecognizer: PanGestureRecognizer {
    weak var owner: PageViewController?

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        let moved = translation(in: nil)
        let wasPanning = isUnderWay
        super.touchesEnded(touches, with: event)
        if wasPanning { owner?.dragEnded(translation: moved) }
    }
}
