import Foundation

/// A view that shows part of a larger content area (UIKit's `UIScrollView`).
///
/// As in UIKit, constraints between the scroll view's edges and views inside it describe the
/// content area, whose size becomes `contentSize`; its width, height and centre, and every
/// constraint to views outside, refer to the frame. `contentLayoutGuide` and `frameLayoutGuide`
/// name the two explicitly.
open class ScrollView: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIScrollView", ScrollView.self) }

    override var contentAreaGuide: LayoutGuide? { contentLayoutGuide }
    override var contentAreaOffset: CGPoint { contentOffset }
    override var contentAreaSize: CGSize { contentSize }
    override func contentAreaDidSolve(size: CGSize) { contentSize = size }
    override var takesSafeAreaAsContentInset: Bool { true }
    override func adaptToSafeArea() { adjustedContentInsetMayHaveChanged() }
    override package var descriptionExtras: DescriptionExtras {
        let (offset, size, inset) = (contentOffset, contentSize, adjustedContentInset)
        let exact = DescriptionExtras.exact
        return DescriptionExtras(hasOwnGestureRecognizers: true, afterLayer: [
            "contentOffset: {\(exact(offset.x)), \(exact(offset.y))}",
            "contentSize: {\(exact(size.width)), \(exact(size.height))}",
            "adjustedContentInset: {\(exact(inset.top)), \(exact(inset.left)), \(exact(inset.bottom)), \(exact(inset.right))}",
        ])
    }

    /// A scroll view of `frame`, clipping its content as UIKit's do.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The size of the content area; set by the layout when constraints determine it.
    open var contentSize = CGSize.zero
    // What a screen does with scrolling, kept: insets and indicators change no frame here.
    /// Extra room around the content (kept).
    open var contentInset = EdgeInsets.zero { didSet { adjustedContentInsetMayHaveChanged(scrolling: false) } }
    /// Whether the indicators show (kept).
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// Whether the content bounces (kept).
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops at multiples of the bounds (kept).
    open var isPagingEnabled = false
    /// Whether the user may scroll (kept).
    open var isScrollEnabled = true
    /// How dragging dismisses the keyboard (kept).
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// How far the content is scrolled: the content point shown at the frame's top left.
    open var contentOffset = CGPoint.zero {
        didSet {
            guard contentOffset != oldValue else { return }
            bounds.origin = contentOffset
            engineIfCreated?.itemDidChange(contentLayoutGuide)
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The indicators' colours (UIKit's `UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    /// The indicators' colours (kept).
    open var indicatorStyle = IndicatorStyle.default
    /// Whether a drag scrolls along one axis at a time (kept).
    open var isDirectionalLockEnabled = false
    /// Whether tapping the status bar scrolls to the top (kept).
    open var scrollsToTop = true
    /// Whether touches in the content are cancelled when scrolling starts (kept).
    open var canCancelContentTouches = true
    /// Whether touches reach the content only after a pause (kept).
    open var delaysContentTouches = true
    /// Whether zooming bounces at its limits (kept).
    open var bouncesZoom = true
    /// Whether the indicators' insets follow the safe area (kept).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Both indicators' insets: the vertical one's, set on both.
    open var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets) = (newValue, newValue) }
    }
    /// Whether a finger is dragging the content, through its `panGestureRecognizer`.
    open var isTracking: Bool { isBeingDragged }
    /// Whether the content is being dragged, through its `panGestureRecognizer`.
    open var isDragging: Bool { isBeingDragged }
    /// Set by the scroll view's pan recognizer while it drags the content.
    package var isBeingDragged = false
    /// Whether the content is still moving after a drag: never here, where a drag stops where it lifts.
    open var isDecelerating: Bool { false }
    /// Whether the content is being zoomed, through its `pinchGestureRecognizer`.
    open var isZooming: Bool { isBeingZoomed }
    /// Set by the scroll view's pinch recognizer while it zooms.
    package var isBeingZoomed = false
    /// Whether zooming is bouncing back within its limits: never here.
    open var isZoomBouncing: Bool { false }
    /// Shows the indicators briefly (none are drawn here).
    open func flashScrollIndicators() {}
    /// Whether touches go to `view` in the content: yes by default.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }
    /// Whether a drag that starts on `view` scrolls, taking its touches: not on a control, which
    /// keeps them, as UIKit's default; on any other view, yes.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is any TracksOwnTouches) }
    /// Whether a table's section index shows (kept: the index is never drawn here).
    open var indexDisplayMode = IndexDisplayMode.automatic

    /// What the scroll view tells about scrolling (`scrollViewDidScroll` when the offset changes).
    open weak var delegate: ScrollViewDelegate?
    /// Whether the safe area adds to `contentInset` (UIKit's `contentInsetAdjustmentBehavior`).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Insets of the scroll indicators (kept).
    open var verticalScrollIndicatorInsets = EdgeInsets.zero
    open var horizontalScrollIndicatorInsets = EdgeInsets.zero

    /// `contentInset` plus the safe area's insets on the edges `contentInsetAdjustmentBehavior`
    /// adjusts: `.always` all four, `.never` none, `.scrollableAxes` those of axes the content
    /// scrolls along (longer than the frame, or always bouncing), `.automatic` as
    /// `.scrollableAxes` but top and bottom always.
    open var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        let scrollsVertically = alwaysBounceVertical || contentSize.height > bounds.height
        let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width > bounds.width
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
        }
        return EdgeInsets(top: contentInset.top + (vertical ? safe.top : 0),
                          left: contentInset.left + (horizontal ? safe.left : 0),
                          bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
                          right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The adjusted inset as last told (`adjustedContentInsetDidChange()`).
    private var toldAdjustedContentInset = EdgeInsets.zero

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}

    /// Tells of a change in the adjusted inset; when the safe area made it (`scrolling`) and the
    /// content was at its top or left, keeps it there, as UIKit keeps a table under a navigation
    /// bar scrolled to its first row (`contentOffset.y` −91 under 47 + 44 of bars).
    private func adjustedContentInsetMayHaveChanged(scrolling: Bool = true) {
        let old = toldAdjustedContentInset, new = adjustedContentInset
        guard new != old else { return }
        toldAdjustedContentInset = new
        if scrolling {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
            contentOffset = offset
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Scrolls to `offset` (at once: nothing animates here).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let moved = offset != contentOffset
        contentOffset = offset
        // The animation ends at once here; UIKit tells its end only for an animated move.
        if animated && moved { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates), if it can.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        contentOffset = offset
    }

    /// The content area, in the scroll view's coordinates (its origin moves with the offset).
    open private(set) lazy var contentLayoutGuide: LayoutGuide = makeGuide("UIScrollView-contentLayoutGuide", .scrollContent)
    /// The scroll view's frame, as a guide.
    open private(set) lazy var frameLayoutGuide: LayoutGuide = makeGuide("UIScrollView-frameLayoutGuide", .scrollFrame)

    // MARK: Zoom and deceleration, kept: content is not scaled and nothing decelerates here

    /// How quickly scrolling slows.
    open var decelerationRate: DecelerationRate {
        get { kept(\ScrollView.decelerationRate) ?? .normal }
        set { keep(\ScrollView.decelerationRate, newValue) }
    }
    /// The zoom (1 by default).
    open var zoomScale: CGFloat { get { kept(\ScrollView.zoomScale) ?? 1 } set { keep(\ScrollView.zoomScale, newValue) } }
    /// The least zoom (1 by default).
    open var minimumZoomScale: CGFloat { get { kept(\ScrollView.minimumZoomScale) ?? 1 } set { keep(\ScrollView.minimumZoomScale, newValue) } }
    /// The greatest zoom (1 by default).
    open var maximumZoomScale: CGFloat { get { kept(\ScrollView.maximumZoomScale) ?? 1 } set { keep(\ScrollView.maximumZoomScale, newValue) } }
    /// Sets the zoom within its limits.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let old = zoomScale
        zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
        if zoomScale != old { delegate?.scrollViewDidZoom(self) }
    }
    /// Zooms so that `rect` fills the bounds, within the zoom's limits.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    }

    private func makeGuide(_ identifier: String, _ role: SystemGuideRole) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = identifier
        guide.systemRole = role
        addLayoutGuide(guide)
        return guide
    }
}

extension ScrollView {
    /// When a scroll view's content insets include the safe area (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
}

extension ScrollView {
    /// How quickly scrolling slows (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    /// When a section index shows (UIKit's `UIScrollView.IndexDisplayMode`).
    public enum IndexDisplayMode: Int, Sendable { case automatic, alwaysHidden }
}
