import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime
import LayoutTestSupport

/// A delegate logging the drag as the scroll view tells it.
private final class DragLog: ScrollViewDelegate {
    var log: [String] = []
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.append("will begin, dragging \(scrollView.isDragging)") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.append("did end at \(scrollView.contentOffset.y), decelerate \(decelerate), dragging \(scrollView.isDragging)")
    }
}

/// A 320×416 scroll view filling a root, with 1000 points of content, and its delegate.
private func makeScroll() -> (root: View, scroll: ScrollView, log: DragLog) {
    let root = makeRoot(), scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 416)), log = DragLog()
    scroll.contentSize = CGSize(width: 320, height: 1000)
    scroll.delegate = log
    root.addSubview(scroll)
    return (root, scroll, log)
}

/// A scroll view's own recognizers: its pan drags the content, its pinch zooms it.
@Suite struct ScrollViewGestureTests {
    @Test func thePanDragsTheContentWithinItsEdges() {
        let (root, scroll, log) = makeScroll()
        let pan = scroll.panGestureRecognizer  // made when first asked for, on the scroll view
        #expect(scroll.gestureRecognizers == [pan] && pan === scroll.panGestureRecognizer)
        // Up 200 points: the content follows the finger, 200 points down it.
        root.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100), steps: 2)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200) && !scroll.isDragging)
        // Up 400 more: the content stops at its end, 1000 − 416 = 584; no sideways scroll (320 wide).
        root.drag(from: CGPoint(x: 100, y: 410), to: CGPoint(x: 10, y: 10))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 584))
        #expect(log.log == ["will begin, dragging true", "did end at 200.0, decelerate false, dragging false",
                            "will begin, dragging true", "did end at 584.0, decelerate false, dragging false"])
        scroll.isScrollEnabled = false
        root.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300))
        #expect(scroll.contentOffset.y == 584 && log.log.count == 4)
    }

    @Test func aDragOnAControlLeavesItItsTouches() {
        let (root, scroll, _) = makeScroll()
        let control = Control(frame: CGRect(x: 0, y: 0, width: 320, height: 100)), plain = View(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
        scroll.addSubview(control)
        scroll.addSubview(plain)
        _ = scroll.panGestureRecognizer
        #expect(!scroll.touchesShouldCancel(in: control) && scroll.touchesShouldCancel(in: plain))
        root.drag(from: CGPoint(x: 160, y: 50), to: CGPoint(x: 160, y: 10))  // on the control: no scroll
        #expect(scroll.contentOffset.y == 0)
        root.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 110))  // on the plain view: scrolls 40
        #expect(scroll.contentOffset.y == 40)
        scroll.canCancelContentTouches = false  // then no content view gives up its touches
        root.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 110))
        #expect(scroll.contentOffset.y == 40)
    }

    @Test func thePinchZoomsWithinTheLimitsAndExistsOnlyWhenZoomingIsOn() {
        let (root, scroll, _) = makeScroll()
        #expect(scroll.pinchGestureRecognizer == nil)  // 1 to 1: no zoom
        scroll.maximumZoomScale = 3
        let pinch = scroll.pinchGestureRecognizer
        #expect(pinch != nil && scroll.gestureRecognizers?.contains { $0 === pinch } == true)
        // 100 points apart drawn to 250: ×2.5.
        root.drag(from: [CGPoint(x: 110, y: 200), CGPoint(x: 210, y: 200)], to: [CGPoint(x: 35, y: 200), CGPoint(x: 285, y: 200)])
        #expect(scroll.zoomScale == 2.5 && !scroll.isZooming)
        // From 2.5, ×2 would be 5: held at the greatest, 3.
        root.drag(from: [CGPoint(x: 110, y: 200), CGPoint(x: 210, y: 200)], to: [CGPoint(x: 60, y: 200), CGPoint(x: 260, y: 200)])
        #expect(scroll.zoomScale == 3)
        // With the pan too, a pinch about its centre zooms without scrolling; one whose centre
        // moves 20 points up does both.
        _ = scroll.panGestureRecognizer
        scroll.zoomScale = 1
        root.drag(from: [CGPoint(x: 110, y: 200), CGPoint(x: 210, y: 200)], to: [CGPoint(x: 85, y: 200), CGPoint(x: 235, y: 200)])
        #expect(scroll.zoomScale == 1.5 && scroll.contentOffset.y == 0)
        root.drag(from: [CGPoint(x: 110, y: 200), CGPoint(x: 210, y: 200)], to: [CGPoint(x: 85, y: 180), CGPoint(x: 235, y: 180)])
        #expect(scroll.zoomScale == 2.25 && scroll.contentOffset.y == 20)
        scroll.maximumZoomScale = 1
        scroll.minimumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer == nil && scroll.gestureRecognizers == [scroll.panGestureRecognizer])
    }

    @Test func theIndexModeAndThePressRecognizerAreKept() {
        let scroll = ScrollView()
        #expect(scroll.indexDisplayMode == .automatic)
        scroll.indexDisplayMode = .alwaysHidden
        #expect(scroll.indexDisplayMode == .alwaysHidden)
        let press = scroll.directionalPressGestureRecognizer
        #expect(press === scroll.directionalPressGestureRecognizer && press.view === scroll)
    }
}
