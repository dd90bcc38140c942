import AutoLayout
import UIKitRuntime
import Foundation

/// Dots for the pages of a paged view (UIKit's `UIPageControl`): 26 high, 16 points per page
/// plus 8 at each end; hidden with a single page when `hidesForSinglePage`.
open class PageControl: Control {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIPageControl", PageControl.self) }

    /// The number of pages (dots).
    open var numberOfPages = 0 { didSet { numberOfPages = max(numberOfPages, 0); pagesChanged() } }
    /// The page shown, kept within the pages.
    open var currentPage = 0 { didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) } }
    /// Whether a single page hides the control.
    open var hidesForSinglePage = false { didSet { pagesChanged() } }
    /// The dots' colour.
    open var pageIndicatorTintColor: Color?
    /// The current page's dot's colour.
    open var currentPageIndicatorTintColor: Color?
    /// The background behind the dots (kept).
    open var backgroundStyle = BackgroundStyle.automatic
    /// Which way the dots run (kept: they run left to right here).
    open var direction = Direction.natural
    /// Whether dragging across the dots scrubs through the pages (kept).
    open var allowsContinuousInteraction = true
    /// The image for every dot, unless a page has its own (kept: dots are drawn as dots).
    open var preferredIndicatorImage: Image?
    /// The image for the current page's dot (kept).
    open var preferredCurrentPageIndicatorImage: Image?
    /// The image of `page`'s dot: its own, else the preferred one.
    open func indicatorImage(forPage page: Int) -> Image? { pageImages[page] ?? preferredIndicatorImage }
    /// Sets `page`'s dot's image.
    open func setIndicatorImage(_ image: Image?, forPage page: Int) { pageImages[page] = image }
    /// The image of `page`'s dot when current: its own, else the preferred one.
    open func currentPageIndicatorImage(forPage page: Int) -> Image? { currentPageImages[page] ?? preferredCurrentPageIndicatorImage }
    /// Sets `page`'s dot's image when current.
    open func setCurrentPageIndicatorImage(_ image: Image?, forPage page: Int) { currentPageImages[page] = image }
    /// Whether the user is interacting with the control (never here: the control is tapped, not dragged).
    open var interactionState: InteractionState { .none }
    private var pageImages: [Int: Image] = [:]
    private var currentPageImages: [Int: Image] = [:]
    /// The background behind the dots (UIKit's `UIPageControl.BackgroundStyle`).
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    /// Which way the dots run (UIKit's `UIPageControl.Direction`).
    public enum Direction: Int, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }
    /// How the user is interacting (UIKit's `UIPageControl.InteractionState`).
    public enum InteractionState: Int, Sendable { case none, discrete, continuous }

    private func pagesChanged() {
        currentPage = min(currentPage, max(numberOfPages - 1, 0))
        if hidesForSinglePage { isHidden = numberOfPages <= 1 }
        invalidateIntrinsicContentSize()
    }

    /// The size the dots for `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? CGFloat(pageCount) * 16 + 16 : 0, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
}
