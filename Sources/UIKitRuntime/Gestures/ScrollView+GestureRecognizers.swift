import AutoLayout
import Foundation

// A scroll view's own recognizers, as UIKit's: a pan that drags the content and a pinch that
// zooms it. They are made, and added to the scroll view, the first time they are asked for (a
// scroll view no code asks is scrolled only by setting its offset), and kept in an extension
// entry, so that views that never scroll by touch carry nothing for them.

/// Controls keep the touches of a drag that starts on them (`ScrollView.touchesShouldCancel(in:)`).
extension Control: TracksOwnTouches {}

/// The recognizers a scroll view made.
private final class ScrollRecognizers {
    var pan: ScrollPanGestureRecognizer?
    var pinch: ScrollPinchGestureRecognizer?
    var press: GestureRecognizer?
}

extension ScrollView {
    /// The pan that drags the content: while it pans, the offset follows the finger within the
    /// content's edges, and the delegate hears the drag begin and end (with no deceleration).
    /// A drag that starts on a control the scroll view may not take touches from
    /// (`touchesShouldCancel(in:)`, `canCancelContentTouches`) or while scrolling is off does not pan.
    public var panGestureRecognizer: PanGestureRecognizer {
        if let pan = scrollRecognizers.pan { return pan }
        let pan = ScrollPanGestureRecognizer()
        scrollRecognizers.pan = pan
        addGestureRecognizer(pan)
        return pan
    }

    /// The pinch that zooms the content between `minimumZoomScale` and `maximumZoomScale`; nil
    /// while the two are equal (zooming is off), as in UIKit.
    public var pinchGestureRecognizer: PinchGestureRecognizer? {
        guard minimumZoomScale < maximumZoomScale else {
            if let pinch = scrollRecognizers.pinch { removeGestureRecognizer(pinch) }
            scrollRecognizers.pinch = nil
            return nil
        }
        if let pinch = scrollRecognizers.pinch { return pinch }
        let pinch = ScrollPinchGestureRecognizer()
        scrollRecognizers.pinch = pinch
        addGestureRecognizer(pinch)
        return pinch
    }

    /// The recognizer of a remote's arrow presses (kept: presses go to responders here, so it
    /// never recognizes).
    public var directionalPressGestureRecognizer: GestureRecognizer {
        if let press = scrollRecognizers.press { return press }
        let press = GestureRecognizer()
        scrollRecognizers.press = press
        addGestureRecognizer(press)
        return press
    }

    private var scrollRecognizers: ScrollRecognizers {
        let key = ObjectIdentifier(ScrollRecognizers.self)
        if let recognizers = extensionEntry(for: key) as? ScrollRecognizers { return recognizers }
        let recognizers = ScrollRecognizers()
        setExtensionEntry(recognizers, for: key)
        return recognizers
    }

    /// `offset` moved within the content's edges (its size and adjusted insets).
    fileprivate func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }
}

/// A scroll view's pan: the offset at the finger's landing less the translation since.
private final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    private var startOffset = CGPoint.zero

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard let scrollView = view as? ScrollView, state == .possible else { return }
        if let touched = touches.first?.view, touched !== scrollView,
           !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: touched) {
            state = .failed
        } else if !scrollView.isScrollEnabled {
            state = .failed
        }
        startOffset = scrollView.contentOffset
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let scrollView = view as? ScrollView, isUnderWay else { return }
        if state == .began {
            scrollView.isBeingDragged = true
            scrollView.delegate?.scrollViewWillBeginDragging(scrollView)
        }
        let moved = translation(in: scrollView)
        scrollView.contentOffset = scrollView.clampedOffset(CGPoint(x: startOffset.x - moved.x, y: startOffset.y - moved.y))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        finishDrag()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        finishDrag()
    }

    /// The scroll view's pinch zooms while it pans, as in UIKit.
    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
        !(preventedGestureRecognizer is ScrollPinchGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
        !(preventingGestureRecognizer is ScrollPinchGestureRecognizer)
    }

    private func finishDrag() {
        guard let scrollView = view as? ScrollView, scrollView.isBeingDragged else { return }
        scrollView.isBeingDragged = false
        scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: false)
    }
}

/// A scroll view's pinch: the zoom at the start times the pinch's scale, within the limits.
private final class ScrollPinchGestureRecognizer: PinchGestureRecognizer {
    private var startZoom: CGFloat = 1

    /// The scroll view's pan scrolls while it zooms, as in UIKit.
    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
        !(preventedGestureRecognizer is ScrollPanGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
        !(preventingGestureRecognizer is ScrollPanGestureRecognizer)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let wasPossible = state == .possible
        super.touchesMoved(touches, with: event)
        guard let scrollView = view as? ScrollView, isUnderWay else { return }
        if wasPossible {
            startZoom = scrollView.zoomScale
            scrollView.isBeingZoomed = true
        }
        scrollView.setZoomScale(startZoom * scale, animated: false)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        (view as? ScrollView)?.isBeingZoomed = false
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        (view as? ScrollView)?.isBeingZoomed = false
    }
}
