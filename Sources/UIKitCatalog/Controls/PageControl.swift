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
    /// The dots' colours.
    open var pageIndicatorTintColor: Color?, currentPageIndicatorTintColor: Color?

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
