import Foundation
import Testing
import UIKitLayout

/// Pages shown one at a time, turned by `setViewControllers` or by a drag past half the view.
@Suite struct PageViewControllerTests {
    /// Pages numbered by their titles, and a record of what the delegate heard.
    private final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [UIViewController] = (0..<3).map { index in
            let page = UIViewController()
            page.title = "\(index)"
            return page
        }
        var heard: [String] = []

        func index(of page: UIViewController) -> Int { pages.firstIndex { $0 === page } ?? -1 }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            let index = index(of: viewController)
            return index > 0 ? pages[index - 1] : nil
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            let index = index(of: viewController)
            return index < pages.count - 1 ? pages[index + 1] : nil
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                willTransitionTo pendingViewControllers: [UIViewController]) {
            heard.append("will \(pendingViewControllers.map { $0.title ?? "" })")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            heard.append("did \(previousViewControllers.map { $0.title ?? "" }) \(completed)")
        }
    }

    private func window(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func theStyleAndTheOptionsAreKept() {
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                        options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(curl.spineLocation == .mid && curl.navigationOrientation == .vertical)
        #expect(curl.gestureRecognizers.count == 1 && curl.viewControllers == nil)
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                          options: [.interPageSpacing: CGFloat(8)])
        // A scrolled page's drag is its scroll view's in UIKit: none listed, no spine.
        #expect(scroll.spineLocation == .none && scroll.gestureRecognizers.isEmpty && scroll.interPageSpacing == 8)
    }

    @Test func theShownPageFillsTheViewAndIsTheOnlyChild() {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let pages = Pages()
        var finished: Bool?
        pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false) { finished = $0 }
        let window = window(showing: pager)
        #expect(finished == true)
        #expect(pages.pages[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(pager.children.count == 1 && pages.pages[0].view.window === window)
        pager.setViewControllers([pages.pages[2]], direction: .reverse, animated: true)
        window.layoutIfNeeded()
        #expect(pager.viewControllers?.first === pages.pages[2] && pager.children.count == 1)
        #expect(pages.pages[0].view.superview == nil && pages.pages[2].view.frame.width == 320)
    }

    @Test func aDragPastHalfTheViewTurnsToTheDataSourcesPage() {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let pages = Pages()
        pager.dataSource = pages
        pager.delegate = pages
        pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        let window = window(showing: pager)
        // 100 points is less than half of 320: the page stays.
        _ = window.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), steps: 4)
        #expect(pager.viewControllers?.first === pages.pages[0] && pages.heard.isEmpty)
        // 200 to the left turns forward, to page 1.
        _ = window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), steps: 4)
        #expect(pager.viewControllers?.first === pages.pages[1])
        #expect(pages.heard == ["will [\"1\"]", "did [\"0\"] true"])
        // 200 to the right turns back; before the first page there is none, so it stays.
        _ = window.drag(from: CGPoint(x: 20, y: 200), to: CGPoint(x: 220, y: 200), steps: 4)
        _ = window.drag(from: CGPoint(x: 20, y: 200), to: CGPoint(x: 220, y: 200), steps: 4)
        #expect(pager.viewControllers?.first === pages.pages[0] && pages.heard.count == 4)
    }
}
